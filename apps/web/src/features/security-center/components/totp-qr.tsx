import { useEffect, useRef, useState } from 'react';

/** SPEC §9: QR codes are drawn 100 px wide by default; a phone camera wants this one larger. */
const SIZE = 180;

/** The `otpauth://` address as a QR code, drawn in the browser: the secret never leaves it. */
export function TotpQr({ value, label }: { value: string; label: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    import('qrcode')
      .then(({ toCanvas }) => {
        const canvas = canvasRef.current;
        if (cancelled || !canvas) return;
        return toCanvas(canvas, value, { width: SIZE, margin: 2, errorCorrectionLevel: 'M' });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [value]);

  // The secret is shown as text beside it, so a failed drawing still lets the member bind.
  if (failed) return null;
  return (
    <canvas
      ref={canvasRef}
      className="totp-qr"
      width={SIZE}
      height={SIZE}
      role="img"
      aria-label={label}
      data-testid="totp-qr"
    />
  );
}
