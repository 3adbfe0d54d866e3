declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

const GTAG_SRC = 'https://www.googletagmanager.com/gtag/js';
let loadedId: string | null = null;

/**
 * Loads the analytics tag when the brand has one. The bootstrap that the vendor usually
 * ships as an inline script runs here instead, since the CSP forbids inline scripts.
 */
export function loadAnalytics(gtagId: string | null | undefined): void {
  if (!gtagId || loadedId === gtagId) return;
  loadedId = gtagId;
  const dataLayer = (window.dataLayer = window.dataLayer ?? []);
  // gtag.js reads the arguments object itself, not an array copy of it.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', gtagId);
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_SRC}?id=${encodeURIComponent(gtagId)}`;
  document.head.appendChild(script);
}
