import { useCallback, useState } from 'react';

/**
 * Whether the element given to `ref` has come within `margin` of the viewport, above or
 * below; once true it stays true. Content below the fold can wait for it, so its data,
 * code and pictures are fetched as the visitor scrolls towards it rather than on page load.
 * Where IntersectionObserver is missing it is true at once.
 */
export function useNearViewport<T extends Element>(
  margin = '50%',
): [ref: (element: T | null) => (() => void) | undefined, near: boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: T | null) => {
      if (!element || typeof IntersectionObserver === 'undefined') return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setNear(true);
        },
        { rootMargin: `${margin} 0px` },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [margin],
  );
  return [ref, near];
}
