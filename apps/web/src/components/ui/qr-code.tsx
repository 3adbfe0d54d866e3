import { useEffect, useRef, useState } from 'react';

export interface QrCodeProps {
  value: string;
  /** What the code holds, said to screen readers. */
  label: string;
  /** Width and height in px: SPEC §9 draws QR codes 100 px wide unless a screen wants more. */
  size?: number;
  /** The quiet zone around the code, in modules. */
  margin?: number;
  className?: string;
  testId?: string;
}

/**
 * A QR code drawn in the browser, so what it holds never leaves it; the encoder is fetched
 * only when one is shown. A failed drawing shows nothing: every screen with a code also
 * offers what it holds another way.
 */
export function QrCode({ value, label, size = 100, margin = 1, className, testId }: QrCodeProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    import('qrcode')
      .then(({ toCanvas }) => {
        const canvas = canvasRef.current;
        if (cancelled || !canvas) return;
        return toCanvas(canvas, value, { width: size, margin, errorCorrectionLevel: 'M' });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [value, size, margin]);

  if (failed) return null;
  return (
    <canvas
      ref={canvasRef}
      className={className}
      width={size}
      height={size}
      role="img"
      aria-label={label}
      data-testid={testId}
    />
  );
}
