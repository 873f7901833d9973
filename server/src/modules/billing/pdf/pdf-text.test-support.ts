import { PDFParse } from 'pdf-parse';

// Test helper: the text a reader copies out of a billing PDF. The kit embeds a subset TrueType font, so
// the page holds glyph ids, not characters; pdf-parse (PDF.js) maps them back through the font's
// ToUnicode table, as a PDF viewer's copy or search does. Runs of whitespace become one space.
export async function billingPdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const { text } = await parser.getText();
    return text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

/** Fails unless the PDF's text carries every one of `particulars`, amounts in ₹ and never 'Rs.'. Answers the text. */
export async function expectPdfCarries(pdf: Buffer, particulars: string[]): Promise<string> {
  const text = await billingPdfText(pdf);
  expect(text).not.toContain('Rs.');
  for (const particular of particulars) expect(text).toContain(particular);
  return text;
}
