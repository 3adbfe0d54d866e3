import { PROMOTION_IMAGE_SIZE } from '@sorteo/shared';
import { escapeMarkup } from '../../lib/markup.js';

/**
 * Pictures of the demo promotions, drawn as SVG like the demo banners (module banner-art),
 * so the demo needs no image files or CDN. Cards show them at 2:1.
 */
export type PromotionArt = {
  title: string;
  subtitle: string;
  from: string;
  to: string;
  accent: string;
};

export const promotionArt: Record<string, PromotionArt> = {
  'welcome-bonus': {
    title: 'Bono de bienvenida',
    subtitle: 'Para cada cuenta nueva',
    from: '#1e3a8a',
    to: '#7c3aed',
    accent: '#fde68a',
  },
  'first-deposit': {
    title: 'Primer depósito',
    subtitle: '100 % extra',
    from: '#065f46',
    to: '#0d9488',
    accent: '#a7f3d0',
  },
  'weekend-reload': {
    title: 'Recarga de fin de semana',
    subtitle: '10 % extra sábado y domingo',
    from: '#7c2d12',
    to: '#ea580c',
    accent: '#fed7aa',
  },
  'weekly-rebate': {
    title: 'Reembolso semanal',
    subtitle: 'Recupera el 5 % de tus apuestas',
    from: '#0f172a',
    to: '#334155',
    accent: '#fcd34d',
  },
};

export function renderPromotionSvg(art: PromotionArt): string {
  const { width, height } = PROMOTION_IMAGE_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeMarkup(art.title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="1000" cy="120" r="180" fill="${art.accent}" fill-opacity="0.15"/>
<circle cx="1100" cy="520" r="90" fill="${art.accent}" fill-opacity="0.22"/>
<rect x="950" y="260" width="180" height="150" rx="12" fill="${art.accent}" fill-opacity="0.9"/>
<rect x="930" y="215" width="220" height="55" rx="10" fill="${art.accent}"/>
<rect x="1025" y="215" width="30" height="195" fill="${art.from}" fill-opacity="0.55"/>
<text x="80" y="285" font-family="Arial, Helvetica, sans-serif" font-size="56" font-weight="700" fill="#ffffff">${escapeMarkup(art.title)}</text>
<text x="80" y="350" font-family="Arial, Helvetica, sans-serif" font-size="34" fill="${art.accent}">${escapeMarkup(art.subtitle)}</text>
</svg>`;
}
