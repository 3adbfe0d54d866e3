import { PROMOTION_IMAGE_SIZE, type LanguageCode } from '@sorteo/shared';
import { escapeMarkup } from '../../lib/markup.js';

/**
 * Pictures of the demo promotions, drawn as SVG like the demo banners (module banner-art),
 * so the demo needs no image files or CDN. Cards show them at 2:1. Their words come in
 * every language of the site (`?lang=`, else Spanish).
 */
export type PromotionArt = {
  texts: Record<LanguageCode, { title: string; subtitle: string }>;
  from: string;
  to: string;
  accent: string;
};

export const promotionArt: Record<string, PromotionArt> = {
  welcome: {
    texts: {
      es: { title: 'Bienvenido a Sorteo', subtitle: 'Empieza a jugar en un minuto' },
      en: { title: 'Welcome to Sorteo', subtitle: 'Start playing in a minute' },
      pt: { title: 'Bem-vindo ao Sorteo', subtitle: 'Comece a jogar em um minuto' },
      zh: { title: '欢迎来到 Sorteo', subtitle: '一分钟开始游戏' },
    },
    from: '#1e3a8a',
    to: '#7c3aed',
    accent: '#fde68a',
  },
  'first-deposit': {
    texts: {
      es: { title: 'Tu primer depósito', subtitle: 'Paso a paso' },
      en: { title: 'Your first deposit', subtitle: 'Step by step' },
      pt: { title: 'Seu primeiro depósito', subtitle: 'Passo a passo' },
      zh: { title: '首次存款', subtitle: '分步指南' },
    },
    from: '#065f46',
    to: '#0d9488',
    accent: '#a7f3d0',
  },
  'fair-draws': {
    texts: {
      es: { title: 'Sorteos verificables', subtitle: 'Comprueba cada resultado' },
      en: { title: 'Verifiable draws', subtitle: 'Check every result' },
      pt: { title: 'Sorteios verificáveis', subtitle: 'Confira cada resultado' },
      zh: { title: '可验证的开奖', subtitle: '核对每一个结果' },
    },
    from: '#0f172a',
    to: '#334155',
    accent: '#fcd34d',
  },
};

export function renderPromotionSvg(art: PromotionArt, language: LanguageCode): string {
  const { title, subtitle } = art.texts[language];
  const { width, height } = PROMOTION_IMAGE_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeMarkup(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="1000" cy="120" r="180" fill="${art.accent}" fill-opacity="0.15"/>
<circle cx="1100" cy="520" r="90" fill="${art.accent}" fill-opacity="0.22"/>
<rect x="950" y="260" width="180" height="150" rx="12" fill="${art.accent}" fill-opacity="0.9"/>
<rect x="930" y="215" width="220" height="55" rx="10" fill="${art.accent}"/>
<rect x="1025" y="215" width="30" height="195" fill="${art.from}" fill-opacity="0.55"/>
<text x="80" y="285" font-family="Arial, Helvetica, sans-serif" font-size="56" font-weight="700" fill="#ffffff">${escapeMarkup(title)}</text>
<text x="80" y="350" font-family="Arial, Helvetica, sans-serif" font-size="34" fill="${art.accent}">${escapeMarkup(subtitle)}</text>
</svg>`;
}
