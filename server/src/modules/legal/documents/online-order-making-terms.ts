import { FIRM, OFFICES, officeAddress } from '@firm/shared/domain/firm';
import type { LegalContent } from '../legal.types';

const [headOffice] = OFFICES;

export const onlineOrderMakingTerms: LegalContent = {
  slug: 'online-order-making-terms',
  summary: `These terms apply whenever you request, accept or pay for professional services of ${FIRM.legalName} (ICAI Firm Registration No. ${FIRM.icaiFrn}) through our website or client portal. Please read them with our Cancellation and Refund Policy and our General Terms and Registration.`,
  sections: [
    {
      heading: 'Who we are and what these terms cover',
      paragraphs: [
        `${FIRM.legalName} is a firm of chartered accountants registered with the Institute of Chartered Accountants of India (ICAI), with its head office at ${officeAddress(headOffice)}, and a branch office in ${OFFICES[1].city}.`,
        'These terms govern orders for our services placed online: enquiries that lead to an engagement, acceptance of quotations and engagement letters, and payment of invoices through the client portal. Where a signed engagement letter exists for a particular assignment, the engagement letter prevails over these terms to the extent of any conflict.',
      ],
    },
    {
      heading: 'Who may place an order',
      bullets: [
        'Orders can be placed only from a registered client portal account. An individual must be at least 18 years old; an order for a company, LLP, firm, trust or other entity must be placed by a person authorised by that entity.',
        'You confirm that the name, PAN, GSTIN, address and contact details you give us are correct and belong to you or to the entity you represent.',
        'Before accepting an order we carry out the independence, conflict-of-interest and client-acceptance checks required of chartered accountants. We may decline an order without giving reasons; no payment is taken for an order we decline.',
      ],
    },
    {
      heading: 'Quotations and engagement letters',
      paragraphs: [
        'For every order we issue a written quotation or engagement letter setting out the scope of work, the deliverables, the professional fee, the documents we need from you and the expected timeline. Unless it states otherwise, a quotation is valid for 30 days from the date of issue.',
        'An order is accepted, and a contract formed, only when you accept the quotation or engagement letter through the portal or in writing and we confirm the engagement. Audit and other assurance engagements are also subject to the engagement-letter requirements of the Standards on Auditing issued by ICAI.',
        'Work that falls outside the agreed scope, such as replying to a departmental notice or revising a return because of information received late, is quoted and agreed separately before we begin it.',
      ],
    },
    {
      heading: 'Fees, GST and tax invoices',
      bullets: [
        'Fees are quoted in Indian rupees and are exclusive of Goods and Services Tax. GST is charged at the rate in force on the date of the invoice, currently 18% for professional services classified under SAC 9982.',
        `Each invoice is a tax invoice under the Central Goods and Services Tax Rules, 2017, showing our GSTIN (${headOffice.gstin} for the head office), the place of supply and, where you provide it, your GSTIN so that you can claim input tax credit. Please check your GSTIN before we invoice; we cannot re-issue an invoice to change it after the return for that period has been filed.`,
        'CGST and SGST are charged where the place of supply is in the state of the billing office, and IGST where it is in another state.',
        'Government fees, filing fees, stamp duty, taxes, interest and late fees paid to a government authority on your behalf are recovered at actual cost as a pure agent and shown separately on the invoice. Out-of-pocket expenses agreed in advance, such as travel for a site visit, are billed at actuals.',
      ],
    },
    {
      heading: 'Payment through the payment gateway',
      paragraphs: [
        'Invoices can be paid online through the client portal using the payment gateway we have appointed, which accepts UPI, debit and credit cards, net banking and wallets. Card and bank credentials are entered on the payment gateway’s secure pages; we never see or store them.',
        'A payment is complete only when the gateway confirms it and we have verified that confirmation. The portal then marks the invoice as paid and a receipt is available to download. If your account is debited but the payment is not confirmed, the gateway reverses the amount to your account under its own timelines, usually within 5 to 7 working days.',
        'Unless the engagement letter states otherwise, invoices are payable within 15 days of issue. Where an advance is agreed, work begins after the advance is received. We may pause work on an engagement while an invoice for it remains overdue, after telling you in writing, but we will never hold back a filing in a way that would cause you a statutory default without first giving you reasonable notice.',
      ],
    },
    {
      heading: 'Your obligations',
      bullets: [
        'Give us complete, accurate and timely information, documents and explanations, and tell us promptly of any change that affects the work.',
        'Send the documents for a statutory filing at least 7 working days before its due date; we cannot guarantee filing on time when records arrive later.',
        'Review every return, statement or form we prepare and approve it before filing. Under the law, you or your authorised signatory remain responsible for the contents of returns filed in your name.',
        'Share one-time passwords, digital signature certificates or portal credentials only through the channels we agree, and only for the filing in hand.',
        'Keep the original books of account, vouchers and records for the period required by law.',
      ],
    },
    {
      heading: 'Delivery and timelines',
      paragraphs: [
        'Deliverables such as computations, acknowledgements, reports and certificates are delivered through the client portal and, where needed, in signed physical form. Timelines run from the date we receive complete information. We are not responsible for delays caused by outages of government portals, changes in law or due dates, or events beyond our reasonable control, but we will tell you promptly and do what we can to protect your position.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        'Our aggregate liability for any claim arising from an engagement is limited to the professional fees paid for that engagement, except where the law does not permit such a limit, for example in cases of fraud or wilful misconduct. We are not liable for interest, penalties or losses arising from information that was incomplete, inaccurate or supplied late.',
      ],
    },
    {
      heading: 'Questions',
      paragraphs: [
        `For any question about an order, a quotation or an invoice, write to ${FIRM.email} or call ${FIRM.phone}, ${FIRM.hours}.`,
      ],
    },
  ],
};
