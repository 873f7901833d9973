// Test helper: the text of an uncompressed pdfkit PDF. pdfkit writes standard-font text as TJ arrays
// of hex strings and position adjustments, one array per line; a justified line has no space
// characters, only wide adjustments between its words.
const WORD_GAP = -150; // thousandths of an em; kerning adjustments are far smaller

export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  for (const [, array] of source.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    let line = '';
    for (const [, hex, number] of array.matchAll(/<([0-9a-fA-F]*)>|(-?\d+(?:\.\d+)?)/g)) {
      if (hex !== undefined) line += Buffer.from(hex, 'hex').toString('latin1');
      else if (Number(number) < WORD_GAP) line += ' ';
    }
    lines.push(line);
  }
  // WinAnsi's curly apostrophe, for the phrases the tests look for.
  return lines.join(' ').replace(/\x92/g, '’').replace(/\s+/g, ' ');
}
