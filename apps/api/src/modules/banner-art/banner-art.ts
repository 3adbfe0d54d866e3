import { escapeMarkup } from '../../lib/markup.js';

/** Banner pictures the demo ships with, drawn as SVG so no image files or CDN are needed. */
export type BannerArt = {
  title: string;
  subtitle: string;
  from: string;
  to: string;
  accent: string;
};

export const bannerArt: Record<string, BannerArt> = {
  'home-welcome': {
    title: 'Bienvenido a Sorteo',
    subtitle: 'Lotería, casino en vivo y deportes en un solo lugar',
    from: '#1b1f4b',
    to: '#5b2a86',
    accent: '#f5c542',
  },
  'home-vnlottery': {
    title: 'Lotería de Vietnam',
    subtitle: 'Sorteo Miền Bắc todos los días a las 18:15',
    from: '#7a0f1c',
    to: '#c2410c',
    accent: '#fde68a',
  },
  'home-fast-games': {
    title: 'Juegos rápidos 5D y K3',
    subtitle: 'Un sorteo cada minuto, resultados verificables',
    from: '#064e3b',
    to: '#0f766e',
    accent: '#a7f3d0',
  },
  'home-responsible': {
    title: 'Juega con responsabilidad',
    subtitle: 'Fija tus límites y disfruta del juego',
    from: '#0c4a6e',
    to: '#1d4ed8',
    accent: '#bae6fd',
  },
  'lottery-main': {
    title: 'Lotería electrónica',
    subtitle: 'Elige tus números y sigue el sorteo en directo',
    from: '#3b0764',
    to: '#9333ea',
    accent: '#f0abfc',
  },
  'live-main': {
    title: 'Casino en vivo',
    subtitle: 'Mesas reales, crupieres reales',
    from: '#111827',
    to: '#7f1d1d',
    accent: '#fca5a5',
  },
  'sports-main': {
    title: 'Apuestas deportivas',
    subtitle: 'Fútbol, baloncesto y mucho más',
    from: '#14532d',
    to: '#15803d',
    accent: '#bbf7d0',
  },
  'promotion-main': {
    title: 'Promociones',
    subtitle: 'Bonos de bienvenida y recompensas cada semana',
    from: '#78350f',
    to: '#d97706',
    accent: '#fef3c7',
  },
  'register-main': {
    title: 'Crea tu cuenta',
    subtitle: 'Regístrate en un minuto y empieza a jugar',
    from: '#1e3a8a',
    to: '#4f46e5',
    accent: '#c7d2fe',
  },
  'help-main': {
    title: 'Centro de ayuda',
    subtitle: 'Respuestas a las preguntas más frecuentes',
    from: '#334155',
    to: '#0f766e',
    accent: '#99f6e4',
  },
};

export function renderBannerSvg(art: BannerArt): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="560" viewBox="0 0 1920 560" role="img" aria-label="${escapeMarkup(art.title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs>
<rect width="1920" height="560" fill="url(#g)"/>
<circle cx="1600" cy="280" r="220" fill="${art.accent}" fill-opacity="0.18"/>
<circle cx="1720" cy="120" r="90" fill="${art.accent}" fill-opacity="0.25"/>
<circle cx="1460" cy="440" r="60" fill="${art.accent}" fill-opacity="0.3"/>
<text x="140" y="260" font-family="Arial, Helvetica, sans-serif" font-size="84" font-weight="700" fill="#ffffff">${escapeMarkup(art.title)}</text>
<text x="140" y="340" font-family="Arial, Helvetica, sans-serif" font-size="40" fill="${art.accent}">${escapeMarkup(art.subtitle)}</text>
</svg>`;
}
