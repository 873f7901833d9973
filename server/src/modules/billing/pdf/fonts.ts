import { readFileSync } from 'node:fs';
import { create, type Font } from 'fontkit';

// The billing PDFs' typeface: DejaVu Sans Condensed, embedded (pdfkit subsets it to the glyphs
// a document uses). The PDF standard fonts have no rupee sign, so amounts printed as 'Rs.'; this font has
// ₹ (U+20B9) and stays close to Helvetica's widths, so the layout keeps its measures. The TTFs come from
// the `dejavu-fonts-ttf` package (Bitstream Vera licence with public-domain DejaVu changes: free to embed
// and redistribute). Each face is parsed once per process and handed to every document: parsing and
// laying out a 700 KB font anew for each PDF cost ten times the rest of the rendering, inside the
// transaction that holds the series' row lock.

export const PDF_FONT = 'Body';
export const PDF_FONT_BOLD = 'Body-Bold';

let faces: { regular: Font; bold: Font } | null = null;

const face = (file: string) => create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`))) as Font;

function fontFaces() {
  faces ??= { regular: face('DejaVuSansCondensed.ttf'), bold: face('DejaVuSansCondensed-Bold.ttf') };
  return faces;
}

/** Registers the kit's two faces on a new document and selects the regular one. */
export function embedBillingFonts(doc: PDFKit.PDFDocument): void {
  const { regular, bold } = fontFaces();
  // pdfkit takes a parsed fontkit face as it takes a file (its types name only files and names).
  doc.registerFont(PDF_FONT, regular as unknown as Buffer);
  doc.registerFont(PDF_FONT_BOLD, bold as unknown as Buffer);
  doc.font(PDF_FONT);
}

/**
 * Parses both faces and lays out every character a billing document prints once, before the first
 * request: the first PDF of a process otherwise pays for it inside the issuing transaction, while every
 * other issue of the firm waits on the series' row lock.
 */
export async function warmBillingFonts(): Promise<void> {
  const { regular, bold } = fontFaces();
  const sample = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 ₹,.:;()/&@%-–—’';
  for (const face of [regular, bold]) face.layout(sample);
}
