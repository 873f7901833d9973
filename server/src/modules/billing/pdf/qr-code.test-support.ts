import jsQR from 'jsqr';
import { drawQrCode, type QrLevel } from './qr-code';

// Test helper: what a phone's camera reads from a QR code the PDF kit draws. The drawing calls are
// recorded on a stand-in for the pdfkit document, painted into a bitmap at 4 pixels a point, and
// decoded with jsQR, a reader independent of the library that encoded it.

type Rect = [number, number, number, number];

export function decodeDrawnQr(text: string, level?: QrLevel): string | null {
  const rects: Rect[] = [];
  const size = 120;
  const recorder = {
    save: () => recorder,
    restore: () => recorder,
    fill: () => recorder,
    rect: (x: number, y: number, w: number, h: number) => (rects.push([x, y, w, h]), recorder),
  };
  drawQrCode(recorder as unknown as PDFKit.PDFDocument, text, 0, 0, size, level);
  const scale = 4;
  const side = size * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  // The first rectangle is the white background; the rest are the dark runs.
  for (const [x, y, w, h] of rects.slice(1)) {
    for (let py = Math.round(y * scale); py < Math.round((y + h) * scale); py++) {
      for (let px = Math.round(x * scale); px < Math.round((x + w) * scale); px++) {
        const at = (py * side + px) * 4;
        pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
      }
    }
  }
  return jsQR(pixels, side, side)?.data ?? null;
}

/** The link annotations (URI actions) of an uncompressed PDF, in order. */
export function pdfLinks(pdf: Buffer): string[] {
  return [...pdf.toString('latin1').matchAll(/\/URI \(((?:\\.|[^\\)])*)\)/g)].map(([, uri]) => uri!.replace(/\\(.)/g, '$1'));
}
