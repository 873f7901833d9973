import type { EinvoicePayload } from '@firm/shared/domain/einvoice';
import { IRP_ERRORS, IrpError, parseIrpTime, type IrpProvider, type IrpRegistration } from './irp-provider';

// The IRP's e-invoice API (v1.03 of eicore, v1.04 of auth) in the plain-JSON form GSPs pass through to it:
// authenticate with the API user's name and password (headers client_id and client_secret), keep the
// token until shortly before it expires, then Generate IRN, Get IRN by document details and Cancel IRN
// with the seller's GSTIN in the `gstin` header. Every answer is { Status: 1, Data } or { Status: 0,
// ErrorDetails: [{ ErrorCode, ErrorMessage }] }. The base URL (IRP_URL) is configurable so tests run this
// very client against a fake IRP on loopback. (The IRP's own encryption of payloads with a session key is
// the GSP's part and is not done here.)

export type HttpIrpOptions = {
  url: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  now?: () => Date;
  timeoutMs?: number;
};

type IrpAnswer<T> = { Status: number | string; Data?: T | null; ErrorDetails?: { ErrorCode?: string; ErrorMessage?: string }[] | null };
type RegistrationJson = { AckNo: number | string; AckDt: string; Irn: string; SignedQRCode: string };

const TOKEN_MARGIN_MS = 5 * 60_000;

export function httpIrp(options: HttpIrpOptions): IrpProvider {
  const base = options.url.replace(/\/+$/, '');
  const now = options.now ?? (() => new Date());
  let token: { value: string; until: number } | null = null;

  async function call<T>(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: object): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          client_id: options.clientId,
          client_secret: options.clientSecret,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
      });
    } catch (error) {
      throw new IrpError(`The IRP could not be reached: ${(error as Error).message}`, null);
    }
    const text = await response.text();
    let answer: IrpAnswer<T>;
    try {
      answer = JSON.parse(text) as IrpAnswer<T>;
    } catch {
      throw new IrpError(`The IRP answered ${response.status} with something other than JSON`, null, response.status);
    }
    if (String(answer.Status) !== '1' || !answer.Data) {
      const first = answer.ErrorDetails?.[0];
      const words = first?.ErrorMessage ?? `the IRP answered ${response.status}`;
      throw new IrpError(first?.ErrorCode ? `${words} (${first.ErrorCode})` : words, first?.ErrorCode ?? null, response.status);
    }
    return answer.Data;
  }

  async function authToken(): Promise<string> {
    if (token && token.until > now().getTime() + TOKEN_MARGIN_MS) return token.value;
    const data = await call<{ AuthToken: string; TokenExpiry: string }>(
      'POST',
      '/eivital/v1.04/auth',
      {},
      { UserName: options.username, Password: options.password, ForceRefreshAccessToken: false },
    );
    token = { value: data.AuthToken, until: parseIrpTime(data.TokenExpiry).getTime() };
    return token.value;
  }

  /** A call as the API user; a token the IRP no longer takes is renewed once. */
  async function authorised<T>(method: 'GET' | 'POST', path: string, gstin: string, body?: object): Promise<T> {
    const headers = async () => ({ gstin, user_name: options.username, authtoken: await authToken() });
    try {
      return await call<T>(method, path, await headers(), body);
    } catch (error) {
      if (!(error instanceof IrpError) || error.status !== 401) throw error;
      token = null;
      return call<T>(method, path, await headers(), body);
    }
  }

  const registrationOf = (data: RegistrationJson): IrpRegistration => {
    if (!/^[0-9a-f]{64}$/i.test(data.Irn ?? '') || !data.SignedQRCode) throw new IrpError('The IRP answered without an IRN', null);
    return { irn: data.Irn, ackNo: String(data.AckNo), ackAt: parseIrpTime(data.AckDt), signedQr: data.SignedQRCode };
  };

  return {
    kind: 'irp',
    async register(payload: EinvoicePayload) {
      return registrationOf(await authorised<RegistrationJson>('POST', '/eicore/v1.03/Invoice', payload.SellerDtls.Gstin, payload));
    },
    async findByDocument(ref) {
      const query = new URLSearchParams({ doctype: ref.docType, docnum: ref.number, docdate: ref.date });
      try {
        return registrationOf(await authorised<RegistrationJson>('GET', `/eicore/v1.03/Invoice/irnbydocdetails?${query}`, ref.sellerGstin));
      } catch (error) {
        if (error instanceof IrpError && error.code !== null && error.code !== IRP_ERRORS.duplicateIrn) return null;
        throw error;
      }
    },
    async cancel({ sellerGstin, irn, reason, remark }) {
      const data = await authorised<{ Irn: string; CancelDate: string }>('POST', '/eicore/v1.03/Invoice/Cancel', sellerGstin, {
        Irn: irn,
        CnlRsn: reason,
        CnlRem: remark.slice(0, 100),
      });
      return { cancelledAt: parseIrpTime(data.CancelDate) };
    },
  };
}
