import { FIRM } from '@firm/shared/domain/firm';
import type { LegalContent } from '../legal.types';

export const REFUND_WORKING_DAYS = 7;

export const cancellationAndRefundPolicy: LegalContent = {
  slug: 'cancellation-and-refund-policy',
  summary: `This policy explains when an order for the services of ${FIRM.legalName} can be cancelled, what is refunded, and how and when refunds are paid. It forms part of our Online Order Making Terms.`,
  sections: [
    {
      heading: 'Cancelling an order before work starts',
      paragraphs: [
        'You may cancel an accepted order at any time before we start work on it. Work starts when a member of our team begins reviewing your documents or preparing a deliverable; the portal shows the engagement as "In progress" from that point.',
        'If you cancel within 24 hours of payment, or at any time before work starts, the professional fee you paid is refunded in full, together with the GST charged on it.',
      ],
    },
    {
      heading: 'Cancelling after work has started',
      bullets: [
        'Work started, nothing yet filed or issued: we refund the professional fee less the value of the work already done, charged at the rates in the quotation and never more than the fee paid. We send you a statement of the work done with the refund.',
        'After a return, form or application has been filed, or a report, certificate or opinion has been issued: the fee for that deliverable is not refundable, because the work cannot be undone.',
        'Audit and other assurance engagements: these may be withdrawn from only as the Companies Act, 2013 and the Standards on Auditing permit. Fees for the work done up to withdrawal are payable.',
      ],
    },
    {
      heading: 'Recurring and retainer services',
      paragraphs: [
        'Monthly or quarterly services such as GST returns, TDS returns, bookkeeping and payroll may be cancelled with 15 days’ written notice before the start of the next period. The fee for the period already started is not refundable; fees paid in advance for later periods are refunded in full.',
      ],
    },
    {
      heading: 'Amounts that are never refundable',
      bullets: [
        'Government and statutory fees paid on your behalf, including MCA filing fees, stamp duty, and registration or application fees.',
        'Tax, interest, late fees and penalties deposited through government challans, which only the authority concerned can refund under the applicable law.',
        'Charges paid to third parties at your request, such as digital signature certificates, name reservations and notarisation.',
      ],
      closing:
        'Where a government authority refunds an amount to us, for example a rejected application fee, we pass the full amount on to you.',
    },
    {
      heading: 'Cancellation by the firm',
      paragraphs: [
        'We may cancel an order if continuing would breach the ICAI Code of Ethics or the law, for example because of a conflict of interest or a threat to our independence, or if information we need is not provided after reasonable reminders. If we cancel for reasons of our own, we refund in full the fees paid for work not performed.',
      ],
    },
    {
      heading: 'How to ask for a cancellation or refund',
      bullets: [
        `Use the request option on the engagement in the client portal, or write to ${FIRM.email} quoting the invoice number and the payment reference.`,
        'We acknowledge every request within 2 working days and tell you the amount to be refunded, with reasons for any deduction, within 5 working days.',
      ],
    },
    {
      heading: 'How refunds are paid',
      paragraphs: [
        `Approved refunds are paid to the original payment method, through the same payment gateway, within ${REFUND_WORKING_DAYS} working days of approval. We cannot refund in cash or to a different account. After we initiate a refund, your bank or card issuer may take a further 5 to 7 working days to show it on your statement.`,
        'For a refunded amount on which GST was charged, we issue a credit note under section 34 of the Central Goods and Services Tax Act, 2017, and the GST refunded is reported in our returns.',
      ],
    },
    {
      heading: 'Failed and duplicate payments',
      paragraphs: [
        `If your account is debited but the portal does not show the invoice as paid, the gateway normally reverses the debit automatically within 5 to 7 working days. If an invoice has been paid twice, we refund the duplicate payment within ${REFUND_WORKING_DAYS} working days of noticing it or of your request, whichever is earlier.`,
      ],
    },
    {
      heading: 'Disputes',
      paragraphs: [
        `If you disagree with a decision on a refund, write to ${FIRM.email}; a partner not involved in the engagement will review it. Please contact us before raising a chargeback with your bank, so that we can resolve the matter quickly.`,
      ],
    },
  ],
};
