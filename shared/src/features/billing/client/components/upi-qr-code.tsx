import { useMemo } from 'react';
import QRCode from 'qrcode';

/** A QR code as one SVG path (the dark modules), with the four-module quiet zone scanners need. */
export function UpiQrCode({ text, size, label }: { text: string; size: number; label: string }) {
  const { path, side } = useMemo(() => {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const quiet = 4;
    let d = '';
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        if (!modules.get(row, col)) continue;
        let end = col;
        while (end + 1 < modules.size && modules.get(row, end + 1)) end++;
        d += `M${col + quiet} ${row + quiet}h${end - col + 1}v1h-${end - col + 1}z`;
        col = end;
      }
    }
    return { path: d, side: modules.size + quiet * 2 };
  }, [text]);
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${side} ${side}`} shapeRendering="crispEdges">
      <rect width={side} height={side} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
