import { useEffect, useRef, useState } from 'react';

export interface QrCodeProps {
  value: string;
  label: string;
  size?: number;
  testId?: string;
}

/** A QR code drawn in the browser; the encoder is fetched only when one is shown. */
export function QrCode({ value, label, size = 100, testId }: QrCodeProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    import('qrcode')
      .then(({ toCanvas }) => {
        const canvas = canvasRef.current;
        if (cancelled || !canvas) return;
        return toCanvas(canvas, value, { width: size, margin: 1, errorCorrectionLevel: 'M' });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [value, size]);

  if (failed) return null;
  return (
    <canvas
      ref={canvasRef}
      className="qr-code"
      width={size}
      height={size}
      role="img"
      aria-label={label}
      data-testid={testId}
    />
  );
}
