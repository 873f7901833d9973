import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { closeServer, listenOnLoopback } from '../../../test/loopback';
import type { EinvoicePayload } from '@firm/shared/domain/einvoice';
import { einvoiceSchemaProblems } from './einvoice.register';
import { IrpError, irpTime } from './irp-provider';
import { sandboxIrp } from './irp-sandbox';

// A fake IRP on loopback for tests: the parts of the e-invoice API the portal calls (auth, Generate IRN,
// Get IRN by document details, Cancel IRN) with the IRP's headers, envelopes ({ Status, Data } or
// { Status: 0, ErrorDetails }) and error codes, so the real HTTP client runs against it. IRNs,
// acknowledgements and signatures come from the sandbox; a JSON the schema refuses is refused as the
// IRP refuses it.

export type FakeIrpCredentials = { clientId: string; clientSecret: string; username: string; password: string };

export type FakeIrp = {
  url: string;
  /** Requests seen (method, path, whether the token was one it issued). */
  requests: { method: string; path: string; authorised: boolean }[];
  /** Tokens issued so far. */
  tokens: string[];
  /** The next call to `path` is answered with this error (as the IRP answers one). */
  failNext: (path: string, error: { status?: number; code: string; message: string }) => void;
  /** Every registration, by IRN, as sent. */
  payloads: Map<string, EinvoicePayload>;
  close: () => Promise<void>;
};

export async function startFakeIrp(credentials: FakeIrpCredentials, now: () => Date = () => new Date()): Promise<FakeIrp> {
  const irp = sandboxIrp({ now });
  const tokens: string[] = [];
  const requests: FakeIrp['requests'] = [];
  const failures = new Map<string, { status?: number; code: string; message: string }>();
  const payloads = new Map<string, EinvoicePayload>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://irp.local');
        const path = url.pathname;
        const header = (name: string) => req.headers[name] as string | undefined;
        const authorised = tokens.includes(header('authtoken') ?? '') && header('user_name') === credentials.username;
        requests.push({ method: req.method ?? '', path, authorised });
        const send = (status: number, body: object) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        };
        const ok = (data: object) => send(200, { Status: 1, Data: data, ErrorDetails: null });
        const refuse = (code: string, message: string, status = 200) =>
          send(status, { Status: 0, Data: null, ErrorDetails: [{ ErrorCode: code, ErrorMessage: message }] });
        const failure = failures.get(path);
        if (failure) {
          failures.delete(path);
          return refuse(failure.code, failure.message, failure.status);
        }
        if (header('client_id') !== credentials.clientId || header('client_secret') !== credentials.clientSecret) {
          return refuse('1005', 'Invalid Token', 401);
        }
        let body: Record<string, unknown> = {};
        if (chunks.length > 0) {
          try {
            body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
          } catch {
            return refuse('2000', 'Invalid JSON');
          }
        }
        if (req.method === 'POST' && path === '/eivital/v1.04/auth') {
          if (body.UserName !== credentials.username || body.Password !== credentials.password)
            return refuse('1008', 'Invalid login credentials');
          const token = randomBytes(12).toString('hex');
          tokens.push(token);
          return ok({
            ClientId: credentials.clientId,
            UserName: credentials.username,
            AuthToken: token,
            TokenExpiry: irpTime(new Date(now().getTime() + 6 * 3600_000)),
          });
        }
        if (!authorised) return refuse('1005', 'Invalid Token', 401);
        const answerOf = (r: { irn: string; ackNo: string; ackAt: Date; signedQr: string }) => ({
          AckNo: Number(r.ackNo),
          AckDt: irpTime(r.ackAt),
          Irn: r.irn,
          SignedInvoice: 'signed-invoice',
          SignedQRCode: r.signedQr,
          Status: 'ACT',
        });
        try {
          if (req.method === 'POST' && path === '/eicore/v1.03/Invoice') {
            const payload = body as unknown as EinvoicePayload;
            const problems = einvoiceSchemaProblems(payload);
            if (problems.length > 0) return refuse('2265', `Invalid JSON: ${problems.join(', ')}`);
            if (payload.SellerDtls.Gstin !== header('gstin')) return refuse('2258', 'Supplier GSTIN is not the one of the token');
            const registration = await irp.register(payload);
            payloads.set(registration.irn, payload);
            return ok(answerOf(registration));
          }
          if (req.method === 'GET' && path === '/eicore/v1.03/Invoice/irnbydocdetails') {
            const found = await irp.findByDocument({
              sellerGstin: header('gstin') ?? '',
              docType: (url.searchParams.get('doctype') ?? 'INV') as 'INV' | 'CRN',
              number: url.searchParams.get('docnum') ?? '',
              date: url.searchParams.get('docdate') ?? '',
            });
            return found ? ok(answerOf(found)) : refuse('2148', 'Requested IRN data is not available');
          }
          if (req.method === 'POST' && path === '/eicore/v1.03/Invoice/Cancel') {
            const { cancelledAt } = await irp.cancel({
              sellerGstin: header('gstin') ?? '',
              irn: String(body.Irn),
              reason: String(body.CnlRsn) as '2',
              remark: String(body.CnlRem ?? ''),
            });
            return ok({ Irn: body.Irn, CancelDate: irpTime(cancelledAt) });
          }
        } catch (error) {
          if (error instanceof IrpError) return refuse(error.code ?? '9999', error.message);
          throw error;
        }
        return refuse('404', 'The requested URL was not found', 404);
      })();
    });
  });
  const port = await listenOnLoopback(server);
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    tokens,
    payloads,
    failNext: (path, error) => void failures.set(path, error),
    close: () => closeServer(server),
  };
}
