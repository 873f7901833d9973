import { LEGAL_DOCUMENTS } from '@firm/shared/domain/firm';
import { findLegalDocument, renderLegalPdf } from './legal.pdf';
import { pdfText } from './pdf-text.test-support';

async function textOf(slug: string) {
  return pdfText(await renderLegalPdf(findLegalDocument(slug)!, { compress: false }));
}

describe('terms PDFs', () => {
  it.each([
    [
      'puts the firm, the title and the effective date on the online ordering terms',
      'online-order-making-terms',
      [
        'Kapoor Iyer & Co.',
        'ICAI FRN 118204W',
        'Online Order Making Terms',
        'Effective from 01 Apr 2026',
        'Payment through the payment gateway',
        'tax invoice under the Central Goods and Services Tax Rules, 2017',
        'Your obligations',
      ],
    ],
    [
      'states the refund windows, the original payment method and the non-refundable challans',
      'cancellation-and-refund-policy',
      [
        'Cancellation and Refund Policy',
        'paid to the original payment method',
        'within 7 working days of approval',
        'Amounts that are never refundable',
        'government challans',
      ],
    ],
    [
      'covers registration, OTP sign-in, ICAI confidentiality, the DPDP Act and Mumbai jurisdiction',
      'general-terms-and-registration',
      [
        'Registration of accounts',
        '6-digit one-time password (OTP)',
        'Code of Ethics issued by the Institute of Chartered Accountants of India',
        'Digital Personal Data Protection Act, 2023',
        'Grievance Officer: CA Priya Deshmukh',
        'the courts at Mumbai, Maharashtra shall have exclusive jurisdiction',
      ],
    ],
  ])('%s', async (_name, slug, phrases) => {
    const text = await textOf(slug);
    for (const phrase of phrases) expect(text).toContain(phrase);
  });

  it.each(LEGAL_DOCUMENTS.map((document) => [document.title, document] as const))(
    'numbers the pages of %s as "Page n of N"',
    async (_title, document) => {
      const text = pdfText(await renderLegalPdf(document, { compress: false }));
      const pages = [...text.matchAll(/Page (\d+) of (\d+)/g)];
      expect(pages.length).toBeGreaterThanOrEqual(2);
      expect(pages.every(([, , total]) => Number(total) === pages.length)).toBe(true);
    },
  );
});
