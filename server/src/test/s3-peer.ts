import crypto from 'node:crypto';
import http from 'node:http';
import { Readable } from 'node:stream';
import { listenOnLoopback } from './loopback';

// A small S3-compatible object store on loopback for the tests (as smtp-peer.ts is for mail): one
// bucket, path-style addressing, PUT/GET/HEAD/DELETE object, multipart upload (create, part,
// complete, abort, list) with S3's 5 MiB smallest part, objects kept in memory. Like S3, it verifies
// every request's Signature Version 4 from what arrived on the wire (its own implementation, not the
// client's): a wrong key or secret, a stale date, a body that is not the one signed, or a URL encoded
// differently from the signature is refused, so a test fails where a real store would.

export const MIN_PART_BYTES = 5 * 1024 * 1024;

export type S3Peer = {
  /** FILE_STORE_URL for a store using this peer (`s3+http://`, path-style). */
  url: string;
  bucket: string;
  objects: Map<string, Buffer>;
  uploads: Map<string, { key: string; parts: Map<number, Buffer>; initiated: Date }>;
  /** Each request as `METHOD operation` (PutObject, UploadPart...), and what was refused. */
  calls: string[];
  refusals: string[];
  /** Bytes of request bodies received so far (uploads). */
  received: () => number;
  /** While true, every request gets a 503 SlowDown. */
  setDown: (down: boolean) => void;
  stop: () => Promise<void>;
};

const hex = (data: Buffer | string, algorithm = 'sha256') => crypto.createHash(algorithm).update(data).digest('hex');
const mac = (key: Buffer | string, data: string) => crypto.createHmac('sha256', key).update(data).digest();
const encode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const xml = (name: string, fields: string) => `<?xml version="1.0" encoding="UTF-8"?><${name}>${fields}</${name}>`;

export async function startS3Peer(
  options: { accessKeyId?: string; secretAccessKey?: string; bucket?: string; region?: string; prefix?: string } = {},
): Promise<S3Peer> {
  const accessKeyId = options.accessKeyId ?? 'PEERACCESSKEY';
  const secretAccessKey = options.secretAccessKey ?? 'peer/secret+key';
  const bucket = options.bucket ?? 'firm-files';
  const region = options.region ?? 'ap-south-1';
  const objects = new Map<string, Buffer>();
  const uploads: S3Peer['uploads'] = new Map();
  const calls: string[] = [];
  const refusals: string[] = [];
  let received = 0;
  let down = false;

  /** The refusal S3 would answer for this request's signature, or null when it is good. */
  function signatureProblem(req: http.IncomingMessage, body: Buffer): [number, string] | null {
    const auth = req.headers.authorization ?? '';
    const m = auth.match(
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/,
    );
    if (!m) return [400, 'AuthorizationHeaderMalformed'];
    const [, key, day, scopeRegion, signedHeaders, signature] = m as unknown as string[];
    if (key !== accessKeyId) return [403, 'InvalidAccessKeyId'];
    if (scopeRegion !== region) return [400, 'AuthorizationHeaderMalformed'];
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    const when = Date.parse(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
    if (!amzDate.startsWith(day!) || !(Math.abs(Date.now() - when) < 15 * 60_000)) return [403, 'RequestTimeTooSkewed'];
    const names = signedHeaders!.split(';');
    if (!['host', 'x-amz-date', 'x-amz-content-sha256'].every((n) => names.includes(n))) return [403, 'AccessDenied'];
    const payloadHash = String(req.headers['x-amz-content-sha256']);
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== hex(body)) return [400, 'XAmzContentSHA256Mismatch'];
    const [rawPath = '', rawQuery = ''] = (req.url ?? '').split('?');
    const path = decodeURIComponent(rawPath).split('/').map(encode).join('/');
    const query = rawQuery
      .split('&')
      .filter(Boolean)
      .map((pair) => pair.split('=').map((part) => encode(decodeURIComponent(part ?? ''))))
      .map(([k, v = '']) => `${k}=${v}`)
      .sort()
      .join('&');
    const headerLines = names
      .map(
        (n) =>
          `${n}:${String(req.headers[n] ?? '')
            .trim()
            .replace(/\s+/g, ' ')}\n`,
      )
      .join('');
    const canonical = [req.method, path, query, headerLines, signedHeaders, payloadHash].join('\n');
    const scope = `${day}/${region}/s3/aws4_request`;
    const toSign = `AWS4-HMAC-SHA256\n${amzDate}\n${scope}\n${hex(canonical)}`;
    const signingKey = mac(mac(mac(mac(`AWS4${secretAccessKey}`, day!), region), 's3'), 'aws4_request');
    const expected = crypto.createHmac('sha256', signingKey).update(toSign).digest('hex');
    return expected === signature ? null : [403, 'SignatureDoesNotMatch'];
  }

  function answer(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) {
    const url = new URL(req.url ?? '/', 'http://peer');
    const [, name = '', ...rest] = decodeURIComponent(url.pathname).split('/');
    const key = rest.join('/');
    const q = url.searchParams;
    const fail = (status: number, code: string) => {
      refusals.push(`${req.method} ${url.pathname}: ${code}`);
      res.writeHead(status, { 'content-type': 'application/xml' }).end(xml('Error', `<Code>${code}</Code>`));
    };
    if (down) return fail(503, 'SlowDown');
    const problem = signatureProblem(req, body);
    if (problem) return fail(...problem);
    if (name !== bucket) return fail(404, 'NoSuchBucket');
    const op = (what: string) => calls.push(`${req.method} ${what}`);
    const upload = q.has('uploadId') ? uploads.get(q.get('uploadId')!) : undefined;
    if (q.has('uploadId') && (!upload || upload.key !== key)) return fail(404, 'NoSuchUpload');

    if (req.method === 'PUT' && upload) {
      op('UploadPart');
      upload.parts.set(Number(q.get('partNumber')), body);
      return res.writeHead(200, { etag: `"${hex(body, 'md5')}"` }).end();
    }
    if (req.method === 'PUT' && key) {
      op('PutObject');
      objects.set(key, body);
      return res.writeHead(200, { etag: `"${hex(body, 'md5')}"` }).end();
    }
    if (req.method === 'POST' && q.has('uploads') && key) {
      op('CreateMultipartUpload');
      const id = crypto.randomBytes(12).toString('hex');
      uploads.set(id, { key, parts: new Map(), initiated: new Date() });
      return res.end(xml('InitiateMultipartUploadResult', `<Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${id}</UploadId>`));
    }
    if (req.method === 'POST' && upload) {
      op('CompleteMultipartUpload');
      const listed = [...body.toString().matchAll(/<PartNumber>(\d+)<\/PartNumber><ETag>([^<]*)<\/ETag>/g)];
      const parts = listed.map(([, n, etag]) => ({ part: upload.parts.get(Number(n)), etag: etag!.replace(/&#34;|&quot;/g, '"') }));
      if (parts.length === 0 || parts.some(({ part, etag }) => !part || etag !== `"${hex(part, 'md5')}"`)) return fail(400, 'InvalidPart');
      if (parts.slice(0, -1).some(({ part }) => part!.length < MIN_PART_BYTES)) return fail(400, 'EntityTooSmall');
      objects.set(key, Buffer.concat(parts.map(({ part }) => part!)));
      uploads.delete(q.get('uploadId')!);
      return res.end(xml('CompleteMultipartUploadResult', `<Key>${key}</Key>`));
    }
    if (req.method === 'DELETE' && upload) {
      op('AbortMultipartUpload');
      uploads.delete(q.get('uploadId')!);
      return res.writeHead(204).end();
    }
    if (req.method === 'GET' && !key && q.has('uploads')) {
      op('ListMultipartUploads');
      const prefix = q.get('prefix') ?? '';
      const listed = [...uploads].filter(([, u]) => u.key.startsWith(prefix));
      const entries = listed.map(
        ([id, u]) => `<Upload><Key>${u.key}</Key><UploadId>${id}</UploadId><Initiated>${u.initiated.toISOString()}</Initiated></Upload>`,
      );
      return res.end(xml('ListMultipartUploadsResult', `<Bucket>${bucket}</Bucket>${entries.join('')}`));
    }
    if ((req.method === 'GET' || req.method === 'HEAD') && key) {
      op(req.method === 'GET' ? 'GetObject' : 'HeadObject');
      const object = objects.get(key);
      if (!object) return fail(404, 'NoSuchKey');
      res.writeHead(200, { 'content-length': object.length, 'content-type': 'application/octet-stream' });
      if (req.method === 'HEAD') return res.end();
      const pieces = Array.from({ length: Math.ceil(object.length / 65_536) }, (_, i) => object.subarray(i * 65_536, (i + 1) * 65_536));
      return void Readable.from(pieces).pipe(res);
    }
    if (req.method === 'DELETE' && key) {
      op('DeleteObject');
      objects.delete(key);
      return res.writeHead(204).end();
    }
    fail(400, 'NotImplemented');
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      chunks.push(chunk);
    });
    req.on('end', () => answer(req, res, Buffer.concat(chunks)));
  });
  const port = await listenOnLoopback(server);
  const secret = encodeURIComponent(secretAccessKey);
  const prefix = options.prefix ? `/${options.prefix}` : '';
  return {
    url: `s3+http://${accessKeyId}:${secret}@127.0.0.1:${port}/${bucket}${prefix}?region=${region}`,
    bucket,
    objects,
    uploads,
    calls,
    refusals,
    received: () => received,
    setDown: (value) => {
      down = value;
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
