import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { HttpError } from './errors';

// The few calls of the S3 API the file store makes (object PUT/GET/DELETE, multipart upload, the list
// of unfinished multipart uploads), signed with AWS Signature Version 4 over Node's fetch. Written here
// rather than taken from @aws-sdk/client-s3: seven calls need about 150 lines, where the SDK brings some
// ninety packages and, since early 2025, checksum trailers (aws-chunked bodies) by default that several
// S3-compatible stores refuse. Every request signs the SHA-256 of its body (parts are in memory anyway),
// which AWS S3, MinIO, Cloudflare R2 and DigitalOcean Spaces all accept. s3-client.test.ts checks the
// signer against AWS's published examples.

export type S3Target = {
  /** `https://host[:port]` (plain http only to a loopback address: config.ts checks it). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://host/bucket/key` (MinIO, most self-hosted stores) rather than `https://bucket.host/key`. */
  pathStyle: boolean;
};

export const EMPTY_SHA256 = crypto.createHash('sha256').update('').digest('hex');
const sha256 = (data: Buffer | string) => crypto.createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => crypto.createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ (and `/` in a path). */
export function uriEncode(value: string, keepSlash = false): string {
  return encodeURIComponent(value)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%2F/g, keepSlash ? '/' : '%2F');
}

export type SignInput = {
  method: string;
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (lower-case names). */
  headers?: Record<string, string>;
  payloadHash: string;
  now: Date;
};

/** The headers that sign a request: x-amz-date, x-amz-content-sha256 and Authorization (plus `headers`). */
export function signRequest(
  target: Pick<S3Target, 'region' | 'accessKeyId' | 'secretAccessKey'>,
  input: SignInput,
): Record<string, string> {
  const amzDate = input.now.toISOString().replace(/[-:]|\.\d{3}/g, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...input.headers,
    host: input.url.host,
    'x-amz-content-sha256': input.payloadHash,
    'x-amz-date': amzDate,
  };
  const names = Object.keys(headers)
    .map((n) => n.toLowerCase())
    .sort();
  const lower = Object.fromEntries(Object.entries(headers).map(([n, v]) => [n.toLowerCase(), v.trim().replace(/\s+/g, ' ')]));
  const query = [...input.url.searchParams]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)])
    .sort(([a, x], [b, y]) => (a! < b! ? -1 : a! > b! ? 1 : x! < y! ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonical = [
    input.method,
    uriEncode(decodeURIComponent(input.url.pathname), true),
    query,
    names.map((n) => `${n}:${lower[n]}\n`).join(''),
    names.join(';'),
    input.payloadHash,
  ].join('\n');
  const scope = `${day}/${target.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = ['s3', 'aws4_request'].reduce(hmac, hmac(hmac(`AWS4${target.secretAccessKey}`, day), target.region));
  const signature = crypto.createHmac('sha256', key).update(toSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${target.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}

export const FILE_STORE_UNAVAILABLE = 'The file store is not available at the moment. Please try again shortly.';

/** The object store failed or refused us: a 503 to the caller (retryable), with what S3 said for the log. */
export class S3Error extends HttpError {
  constructor(
    readonly s3Status: number,
    readonly s3Code: string,
    what: string,
  ) {
    super(503, FILE_STORE_UNAVAILABLE, undefined, { 'Retry-After': '5' }, 'FILE_STORE_UNAVAILABLE');
    this.cause = `${what}: ${s3Status} ${s3Code}`;
  }
}

const tagged = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => unescapeXml(m[1]!));
const unescapeXml = (text: string) =>
  text.replace(/&(lt|gt|quot|apos|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[e]!);
const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export type S3Client = ReturnType<typeof s3Client>;

export function s3Client(target: S3Target, timeoutMs = 30_000) {
  const base = new URL(target.endpoint);
  const urlOf = (key: string, query: Record<string, string> = {}) => {
    const url = new URL(base);
    if (target.pathStyle) url.pathname = `/${uriEncode(target.bucket)}${key ? `/${uriEncode(key, true)}` : ''}`;
    else {
      url.hostname = `${target.bucket}.${base.hostname}`;
      url.pathname = `/${uriEncode(key, true)}`;
    }
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    url.search = url.search.replace(/=(&|$)/g, '$1');
    return url;
  };

  async function send(method: string, key: string, what: string, options: { query?: Record<string, string>; body?: Buffer } = {}) {
    const url = urlOf(key, options.query);
    const body = options.body;
    const headers = signRequest(target, { method, url, payloadHash: body ? sha256(body) : EMPTY_SHA256, now: new Date() });
    delete headers.host;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let response: Response;
    try {
      response = await fetch(url, { method, headers, body: body as Uint8Array<ArrayBuffer> | undefined, signal: controller.signal });
    } catch (error) {
      throw new S3Error(0, (error as Error).name, `${what} ${key}`);
    } finally {
      clearTimeout(timer);
    }
    return response;
  }

  /** The answer's text, or an S3Error for a failure (also the 200 with an <Error> CompleteMultipartUpload may answer). */
  async function ok(response: Response, what: string, key: string): Promise<string> {
    const text = await response.text();
    if (response.ok && !text.includes('<Error>')) return text;
    throw new S3Error(response.status, tagged(text, 'Code')[0] ?? 'Unknown', `${what} ${key}`);
  }

  return {
    async putObject(key: string, body: Buffer) {
      await ok(await send('PUT', key, 'PutObject', { body }), 'PutObject', key);
    },
    async createMultipartUpload(key: string): Promise<string> {
      const xml = await ok(await send('POST', key, 'CreateMultipartUpload', { query: { uploads: '' } }), 'CreateMultipartUpload', key);
      const id = tagged(xml, 'UploadId')[0];
      if (!id) throw new S3Error(200, 'NoUploadId', `CreateMultipartUpload ${key}`);
      return id;
    },
    async uploadPart(key: string, uploadId: string, partNumber: number, body: Buffer): Promise<string> {
      const response = await send('PUT', key, 'UploadPart', { query: { partNumber: String(partNumber), uploadId }, body });
      await ok(response, 'UploadPart', key);
      return response.headers.get('etag') ?? '';
    },
    async completeMultipartUpload(key: string, uploadId: string, etags: string[]) {
      const parts = etags.map((etag, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>${escapeXml(etag)}</ETag></Part>`).join('');
      const body = Buffer.from(`<CompleteMultipartUpload>${parts}</CompleteMultipartUpload>`);
      await ok(await send('POST', key, 'CompleteMultipartUpload', { query: { uploadId }, body }), 'CompleteMultipartUpload', key);
    },
    async abortMultipartUpload(key: string, uploadId: string) {
      const response = await send('DELETE', key, 'AbortMultipartUpload', { query: { uploadId } });
      if (response.status !== 404) await ok(response, 'AbortMultipartUpload', key);
    },
    /** Unfinished multipart uploads under `prefix` (the first thousand: a sweep takes the rest next time). */
    async listMultipartUploads(prefix: string): Promise<{ key: string; uploadId: string; initiated: Date }[]> {
      const xml = await ok(
        await send('GET', '', 'ListMultipartUploads', { query: { uploads: '', prefix } }),
        'ListMultipartUploads',
        prefix,
      );
      return tagged(xml, 'Upload').map((upload) => ({
        key: tagged(upload, 'Key')[0] ?? '',
        uploadId: tagged(upload, 'UploadId')[0] ?? '',
        initiated: new Date(tagged(upload, 'Initiated')[0] ?? 0),
      }));
    },
    /** The object's bytes as they arrive, or undefined when there is none. */
    async getObject(key: string): Promise<Readable | undefined> {
      const response = await send('GET', key, 'GetObject');
      if (response.status === 404) {
        await response.body?.cancel();
        return undefined;
      }
      if (!response.ok || !response.body) await ok(response, 'GetObject', key);
      return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    },
    /** Deletes an object; a missing one is no error (S3 answers 204 either way). */
    async deleteObject(key: string) {
      const response = await send('DELETE', key, 'DeleteObject');
      if (response.status !== 404) await ok(response, 'DeleteObject', key);
    },
  };
}
