import QRCode from 'qrcode';

// QR codes on the billing PDFs: the UPI payment link and the e-invoice's signed QR. Drawn as
// vector squares (crisp at any zoom or print size) from the module matrix of the `qrcode` package, with
// the four-module quiet zone readers need. Error correction M (15 %), as UPI stickers use; the signed
// e-invoice QR is long, so it takes L to stay readable at the printed size.

export type QrLevel = 'L' | 'M';

/** The dark/light matrix of a text's QR code, row by row. */
export function qrMatrix(text: string, level: QrLevel = 'M'): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: level });
  return Array.from({ length: modules.size }, (_, row) => Array.from({ length: modules.size }, (_, col) => Boolean(modules.get(row, col))));
}

export const QUIET_ZONE = 4;

/** Draws the text's QR code with its top-left corner at (x, y), `size` points wide including the quiet zone. */
export function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number, level: QrLevel = 'M'): void {
  const matrix = qrMatrix(text, level);
  const cell = size / (matrix.length + QUIET_ZONE * 2);
  doc.save();
  doc.rect(x, y, size, size).fill('#ffffff');
  // One rectangle per run of dark modules in a row: no hairlines between neighbours, a smaller file.
  matrix.forEach((row, r) => {
    for (let c = 0; c < row.length; c++) {
      if (!row[c]) continue;
      let end = c;
      while (row[end + 1]) end++;
      doc.rect(x + (c + QUIET_ZONE) * cell, y + (r + QUIET_ZONE) * cell, (end - c + 1) * cell, cell);
      c = end;
    }
  });
  doc.fill('#000000');
  doc.restore();
}
