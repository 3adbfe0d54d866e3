import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { TrailPoint } from '@sorteo/shared';
import { positionForKey } from '../lib/slider-keys';
import { TrailRecorder } from '../lib/trail-recorder';

type Drag = { pointerX: number; startX: number; scale: number };

export interface SliderDragOptions {
  /** The furthest the piece may go, in picture pixels. */
  max: number;
  /** Picture pixels per screen pixel of the track, read when a drag starts. */
  scale: () => number;
  disabled: boolean;
  /** The drag is over: where the piece was let go, and how it got there. */
  onRelease: (x: number, trail: readonly TrailPoint[]) => void;
}

/** Moves the piece by pointer or keyboard, recording the trail the server judges. */
export function useSliderDrag({ max, scale, disabled, onRelease }: SliderDragOptions) {
  const [x, setX] = useState(0);
  const position = useRef(0);
  const drag = useRef<Drag | null>(null);
  const trail = useRef(new TrailRecorder());

  const moveTo = (next: number, at: number) => {
    const clamped = Math.min(max, Math.max(0, next));
    position.current = clamped;
    setX(clamped);
    trail.current.record(clamped, at);
  };

  const release = () => {
    const points = trail.current.points;
    // A click without a move is not an attempt: the puzzle allows only one.
    if (points.length < 2 || position.current < 1) {
      trail.current.reset();
      position.current = 0;
      setX(0);
      return;
    }
    onRelease(position.current, points);
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (disabled || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerX: event.clientX, startX: position.current, scale: scale() };
    if (!trail.current.started) trail.current.begin(position.current, event.timeStamp);
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d) return;
    moveTo(d.startX + (event.clientX - d.pointerX) * d.scale, event.timeStamp);
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (!drag.current) return;
    onPointerMove(event);
    drag.current = null;
    release();
  };

  const onPointerCancel = () => {
    drag.current = null;
    trail.current.reset();
    position.current = 0;
    setX(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (disabled) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (trail.current.started) release();
      return;
    }
    const next = positionForKey(event.key, position.current, max, event.shiftKey);
    if (next === null) return;
    event.preventDefault();
    if (!trail.current.started) trail.current.begin(position.current, event.timeStamp);
    moveTo(next, event.timeStamp);
  };

  return {
    x,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onKeyDown },
  };
}
