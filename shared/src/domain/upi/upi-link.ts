// The UPI payment link: NPCI's deep-link format ("UPI Linking Specifications", NPCI, §1.2),
// `upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…`, which every UPI app opens from a link on a phone and from a
// QR code. pa is the payee's virtual payment address, pn the payee's name, am the amount in rupees with
// two decimals, cu the currency (INR only), tn a short note the payer sees. Values are percent-encoded
// (a space is %20, as the specification's samples write it). Amounts are integer paise: never a float.

/** A virtual payment address: a handle of letters, digits, '.', '-' or '_', '@' and the PSP's name. */
const UPI_ID = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,64}$/;

/** The note (tn) most UPI apps show in full. */
export const UPI_NOTE_MAX = 50;

export function isUpiId(value: string): boolean {
  return UPI_ID.test(value);
}

/** Paise → the link's amount: rupees with exactly two decimals, no grouping ('1180.50'). */
export function upiAmount(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise <= 0) throw new RangeError(`A UPI amount is a positive number of paise, got ${paise}`);
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

export type UpiPayment = {
  /** The payee's UPI id (pa). */
  upiId: string;
  /** The payee's name (pn), as the payer's app shows it. */
  payeeName: string;
  amountPaise: number;
  /** The note (tn): the invoice number, so the payment can be matched. */
  note: string;
};

const encode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The link for a payment, or null when there is nothing to pay or no valid UPI id to pay to (then no QR
 * and no "Pay by UPI app" link is shown). Names and notes are trimmed and the note cut to UPI_NOTE_MAX.
 */
export function upiPaymentLink(payment: UpiPayment): string | null {
  const upiId = payment.upiId.trim();
  const payeeName = payment.payeeName.trim().replace(/\s+/g, ' ');
  if (!isUpiId(upiId) || payeeName === '' || !Number.isSafeInteger(payment.amountPaise) || payment.amountPaise <= 0) return null;
  const note = payment.note.trim().replace(/\s+/g, ' ').slice(0, UPI_NOTE_MAX).trim();
  const params: [string, string][] = [
    ['pa', upiId],
    ['pn', payeeName],
    ['am', upiAmount(payment.amountPaise)],
    ['cu', 'INR'],
  ];
  if (note) params.push(['tn', note]);
  // The UPI id is written as it is (the specification's samples keep its '@'): its pattern admits no
  // character that needs encoding.
  return `upi://pay?${params.map(([key, value]) => `${key}=${key === 'pa' ? value : encode(value)}`).join('&')}`;
}

/** The note an invoice's payment carries. */
export const invoiceUpiNote = (invoiceNumber: string) => `Invoice ${invoiceNumber}`;

/**
 * The UPI id written in a firm's free-text payment details ('UPI: kapooriyer@hdfcbank', 'UPI ID - x@y'),
 * or null. Until billing offices keep their own UPI id, this is where the firm's settings hold it.
 */
export function upiIdInText(text: string | null | undefined): string | null {
  if (!text) return null;
  const match = /\bUPI(?:\s*(?:ID|VPA))?\s*[:\-–]?\s*([A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,64})/i.exec(text);
  return match && isUpiId(match[1]!) ? match[1]! : null;
}
