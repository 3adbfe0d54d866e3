import { useState } from 'react';

/**
 * Where a list read newest first stands: the `before` of each page shown after the first,
 * kept to go back. A different `key` (another filter) starts over at the newest page.
 */
export function useCursorTrail(key: string) {
  const [trail, setTrail] = useState<{ key: string; befores: number[] }>({ key, befores: [] });
  const befores = trail.key === key ? trail.befores : [];
  return {
    before: befores.at(-1) ?? null,
    hasNewer: befores.length > 0,
    newer: () => setTrail({ key, befores: befores.slice(0, -1) }),
    older: (next: number) => setTrail({ key, befores: [...befores, next] }),
  };
}
