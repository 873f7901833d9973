import { createHash, generateKeyPairSync, randomInt, sign, type KeyObject } from 'node:crypto';
import type { EinvoicePayload } from '@firm/shared/domain/einvoice';
import { financialYearLabel, financialYearStartOf } from '@firm/shared/domain/calendar';
import { IRP_ERRORS, IrpError, irpTime, type IrpProvider, type IrpRegistration } from './irp-provider';

// The offline IRP (no IRP_* settings, outside production): registrations kept in this process, answered
// as the IRP answers. The IRN is the IRP's: SHA-256 (hex) of the seller's GSTIN, the document's financial
// year, its type and number, so one document has one IRN and a second registration is a duplicate
// (2150). The QR payload is a JWT (RS256) with the IRP's fields, signed with a key made here; a
// cancellation is refused 24 hours after the acknowledgement (2270), as the IRP refuses it.

type Held = IrpRegistration & { sellerGstin: string; active: boolean };

let sandboxKeys: { privateKey: KeyObject; publicKey: KeyObject } | null = null;
/** One key pair per process, made on first use (a 2048-bit RSA key takes a moment). */
export function sandboxIrpKeys() {
  sandboxKeys ??= generateKeyPairSync('rsa', { modulusLength: 2048 });
  return sandboxKeys;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** A JWT signed RS256, as the IRP signs its QR payload and invoice. */
export function signJwt(claims: object, privateKey: KeyObject): string {
  const head = `${base64url(JSON.stringify({ alg: 'RS256', kid: 'SANDBOX', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}`;
  return `${head}.${base64url(sign('RSA-SHA256', Buffer.from(head), privateKey))}`;
}

/** 'dd/mm/yyyy' → its financial year as the IRP writes it: '2026-27'. */
export function financialYearOfDocDate(date: string): string {
  const [day, month, year] = date.split('/') as [string, string, string];
  return financialYearLabel(financialYearStartOf(`${year}-${month}-${day}`));
}

export function sandboxIrn(sellerGstin: string, docDate: string, docType: string, docNumber: string): string {
  return createHash('sha256')
    .update(`${sellerGstin}${financialYearOfDocDate(docDate)}${docType}${docNumber}`)
    .digest('hex');
}

export type SandboxIrp = IrpProvider & { kind: 'sandbox' };

export function sandboxIrp(options: { now?: () => Date } = {}): SandboxIrp {
  const now = options.now ?? (() => new Date());
  const held = new Map<string, Held>();

  const answer = ({ irn, ackNo, ackAt, signedQr }: Held): IrpRegistration => ({ irn, ackNo, ackAt, signedQr });

  return {
    kind: 'sandbox',
    async register(payload: EinvoicePayload) {
      const { SellerDtls: seller, BuyerDtls: buyer, DocDtls: doc } = payload;
      const irn = sandboxIrn(seller.Gstin, doc.Dt, doc.Typ, doc.No);
      const existing = held.get(irn);
      if (existing?.active) throw new IrpError('Duplicate IRN', IRP_ERRORS.duplicateIrn, 200);
      const ackAt = new Date(Math.floor(now().getTime() / 1000) * 1000);
      // Fifteen digits, as the IRP's: the year's two digits, then a number unique enough for one process.
      const ackNo = `1${String(ackAt.getUTCFullYear() % 100).padStart(2, '0')}${String(randomInt(10 ** 11, 10 ** 12))}`;
      const data = {
        SellerGstin: seller.Gstin,
        BuyerGstin: buyer.Gstin,
        DocNo: doc.No,
        DocTyp: doc.Typ,
        DocDt: doc.Dt,
        TotInvVal: payload.ValDtls.TotInvVal,
        ItemCnt: payload.ItemList.length,
        MainHsnCode: payload.ItemList[0]!.HsnCd,
        Irn: irn,
        IrnDt: irpTime(ackAt),
      };
      const signedQr = signJwt({ data: JSON.stringify(data), iss: 'NIC Sandbox' }, sandboxIrpKeys().privateKey);
      const registration: Held = { irn, ackNo, ackAt, signedQr, sellerGstin: seller.Gstin, active: true };
      held.set(irn, registration);
      return answer(registration);
    },
    async findByDocument(ref) {
      const found = held.get(sandboxIrn(ref.sellerGstin, ref.date, ref.docType, ref.number));
      return found?.active ? answer(found) : null;
    },
    async cancel({ sellerGstin, irn }) {
      const found = held.get(irn);
      if (!found || found.sellerGstin !== sellerGstin) throw new IrpError('Invalid IRN', IRP_ERRORS.notActive, 200);
      if (!found.active) throw new IrpError('Invoice is not active', IRP_ERRORS.notActive, 200);
      const at = now();
      if (at.getTime() > found.ackAt.getTime() + 24 * 60 * 60 * 1000) {
        throw new IrpError('The allowed cancellation time limit is crossed, you cannot cancel the IRN', IRP_ERRORS.cancelTimeCrossed, 200);
      }
      found.active = false;
      return { cancelledAt: at };
    },
  };
}
