// The UPI payment link and the UPI id rules.
export { invoiceUpiNote, isUpiId, UPI_NOTE_MAX, upiAmount, upiIdInText, upiPaymentLink, type UpiPayment } from './upi-link';
