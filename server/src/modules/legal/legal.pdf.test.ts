import { LEGAL_DOCUMENTS } from '@firm/shared/domain/firm';
import { findLegalDocument, renderLegalPdf } from './legal.pdf';
import { pdfText } from './pdf-text.test-support';

async function textOf(slug: string) {
  return pdfText(await renderLegalPdf(findLegalDocument(slug)!, { compress: false }));
}

describe('terms PDFs', () => {
  it('puts the firm, the title and the effective date on the online ordering terms', async () => {
    const text = await textOf('online-order-making-terms');
    expect(text).toContain('Kapoor Iyer & Co.');
    expect(text).toContain('ICAI FRN 118204W');
    expect(text).toContain('Online Order Making Terms');
    expect(text).toContain('Effective from 01 Apr 2026');
    expect(text).toContain('Payment through the payment gateway');
    expect(text).toContain('tax invoice under the Central Goods and Services Tax Rules, 2017');
    expect(text).toContain('Your obligations');
  });

  it('states the refund windows, the original payment method and the non-refundable challans', async () => {
    const text = await textOf('cancellation-and-refund-policy');
    expect(text).toContain('Cancellation and Refund Policy');
    expect(text).toContain('paid to the original payment method');
    expect(text).toContain('within 7 working days of approval');
    expect(text).toContain('Amounts that are never refundable');
    expect(text).toContain('government challans');
  });

  it('covers registration, OTP sign-in, ICAI confidentiality, the DPDP Act and Mumbai jurisdiction', async () => {
    const text = await textOf('general-terms-and-registration');
    for (const phrase of [
      'Registration of accounts',
      '6-digit one-time password (OTP)',
      'Code of Ethics issued by the Institute of Chartered Accountants of India',
      'Digital Personal Data Protection Act, 2023',
      'Grievance Officer: CA Priya Deshmukh',
      'the courts at Mumbai, Maharashtra shall have exclusive jurisdiction',
    ]) {
      expect(text).toContain(phrase);
    }
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
