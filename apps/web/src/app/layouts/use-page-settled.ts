import { useEffect, useState } from 'react';

/** True once the page has loaded and the browser has had a moment to draw it. */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let timer = 0;
    const settle = () => {
      timer = window.setTimeout(() => setSettled(true), 300);
    };
    if (document.readyState === 'complete') settle();
    else window.addEventListener('load', settle, { once: true });
    return () => {
      window.removeEventListener('load', settle);
      window.clearTimeout(timer);
    };
  }, []);
  return settled;
}
