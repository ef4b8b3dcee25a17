import { useEffect, useState } from 'react';

export type QrCodeProps = {
  /** What the code opens (the quiz link). */
  value: string;
  /** The image's accessible name: say it is a QR code and of what. */
  label: string;
  /** Shown (as a status) while the library loads and draws. */
  loadingText: string;
  /** Shown instead of the image when it cannot be drawn. */
  failedText: string;
  /** Rendered size in CSS pixels. */
  size?: number;
};

type Drawing = { status: 'ready'; src: string } | { status: 'failed' };

/**
 * A QR code drawn in the browser as SVG. The `qrcode` library is imported when the component first
 * mounts, so it loads with the screens that show a code and never with the rest of the app.
 */
export function QrCode({ value, label, loadingText, failedText, size = 176 }: QrCodeProps) {
  // Kept with the value it was drawn for: a new value shows loading until its own drawing is done.
  const [drawn, setDrawn] = useState<{ value: string; drawing: Drawing } | null>(null);
  useEffect(() => {
    let current = true;
    const done = (drawing: Drawing) => current && setDrawn({ value, drawing });
    import('qrcode')
      .then((qr) => qr.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#14142b', light: '#ffffff' } }))
      .then((svg) => done({ status: 'ready', src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` }))
      .catch(() => done({ status: 'failed' }));
    return () => {
      current = false;
    };
  }, [value]);
  const drawing = drawn?.value === value ? drawn.drawing : null;
  if (!drawing) {
    return (
      <output className="ql-qr-code ql-qr-code--loading" style={{ width: size, height: size }}>
        {loadingText}
      </output>
    );
  }
  if (drawing.status === 'failed') return <p className="ql-qr-code__failed">{failedText}</p>;
  return <img className="ql-qr-code" src={drawing.src} alt={label} width={size} height={size} />;
}
