import { useCallback, useRef, useState, type PointerEvent } from 'react';

interface Offset {
  x: number;
  y: number;
}

/**
 * Drags a dialog by a handle with pointer events. The offset is applied as a transform;
 * the handle never leaves the viewport, so the dialog can always be dragged back.
 */
export function useDrag(getDialog: () => HTMLElement | null) {
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const start = useRef<{ px: number; py: number; ox: number; oy: number; rect: DOMRect } | null>(
    null,
  );

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      if ((event.target as HTMLElement).closest('button, a, input, select, textarea')) return;
      const dialog = getDialog();
      if (!dialog) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      start.current = {
        px: event.clientX,
        py: event.clientY,
        ox: offset.x,
        oy: offset.y,
        rect: dialog.getBoundingClientRect(),
      };
    },
    [getDialog, offset.x, offset.y],
  );

  const onPointerMove = useCallback((event: PointerEvent<HTMLElement>) => {
    const s = start.current;
    if (!s) return;
    let dx = event.clientX - s.px;
    let dy = event.clientY - s.py;
    const margin = 40;
    dx = Math.min(Math.max(dx, margin - s.rect.right), window.innerWidth - margin - s.rect.left);
    dy = Math.min(Math.max(dy, -s.rect.top), window.innerHeight - margin - s.rect.top);
    setOffset({ x: s.ox + dx, y: s.oy + dy });
  }, []);

  const onPointerUp = useCallback((event: PointerEvent<HTMLElement>) => {
    if (!start.current) return;
    start.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
  }, []);

  return {
    offset,
    handleProps: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
  };
}
