import type { LanguageCode } from '@sorteo/shared';
import { escapeMarkup } from '../../lib/markup.js';

/** The words a picture carries, in one language. */
export type ArtTexts = { title: string; subtitle: string };

/**
 * Banner pictures the demo ships with, drawn as SVG so no image files or CDN are needed.
 * Their words come in every language of the site (`?lang=`, else Spanish).
 */
export type BannerArt = {
  texts: Record<LanguageCode, ArtTexts>;
  from: string;
  to: string;
  accent: string;
};

export const bannerArt: Record<string, BannerArt> = {
  'home-welcome': {
    texts: {
      es: {
        title: 'Bienvenido a Sorteo',
        subtitle: 'Lotería, casino en vivo y deportes en un solo lugar',
      },
      en: { title: 'Welcome to Sorteo', subtitle: 'Lottery, live casino and sports in one place' },
      pt: {
        title: 'Bem-vindo ao Sorteo',
        subtitle: 'Loteria, cassino ao vivo e esportes em um só lugar',
      },
      zh: { title: '欢迎来到 Sorteo', subtitle: '彩票、真人娱乐场和体育，尽在一处' },
    },
    from: '#1b1f4b',
    to: '#5b2a86',
    accent: '#f5c542',
  },
  'home-vnlottery': {
    texts: {
      es: { title: 'Lotería de Vietnam', subtitle: 'Sorteo Miền Bắc todos los días a las 18:15' },
      en: { title: 'Vietnam lottery', subtitle: 'Miền Bắc draw every day at 18:15' },
      pt: { title: 'Loteria do Vietnã', subtitle: 'Sorteio Miền Bắc todos os dias às 18:15' },
      zh: { title: '越南彩票', subtitle: 'Miền Bắc 每天 18:15 开奖' },
    },
    from: '#7a0f1c',
    to: '#c2410c',
    accent: '#fde68a',
  },
  'home-fast-games': {
    texts: {
      es: {
        title: 'Juegos rápidos 5D y K3',
        subtitle: 'Un sorteo cada minuto, resultados verificables',
      },
      en: {
        title: 'Fast games 5D and K3',
        subtitle: 'A draw every minute, results you can verify',
      },
      pt: {
        title: 'Jogos rápidos 5D e K3',
        subtitle: 'Um sorteio por minuto, resultados verificáveis',
      },
      zh: { title: '5D 与 K3 快速游戏', subtitle: '每分钟开奖，结果可验证' },
    },
    from: '#064e3b',
    to: '#0f766e',
    accent: '#a7f3d0',
  },
  'home-responsible': {
    texts: {
      es: { title: 'Juega con responsabilidad', subtitle: 'Fija tus límites y disfruta del juego' },
      en: { title: 'Play responsibly', subtitle: 'Set your limits and enjoy the game' },
      pt: {
        title: 'Jogue com responsabilidade',
        subtitle: 'Defina seus limites e aproveite o jogo',
      },
      zh: { title: '理性游戏', subtitle: '设定你的限额，享受游戏' },
    },
    from: '#0c4a6e',
    to: '#1d4ed8',
    accent: '#bae6fd',
  },
  'lottery-main': {
    texts: {
      es: {
        title: 'Lotería electrónica',
        subtitle: 'Elige tus números y sigue el sorteo en directo',
      },
      en: { title: 'Electronic lottery', subtitle: 'Pick your numbers and follow the draw live' },
      pt: {
        title: 'Loteria eletrônica',
        subtitle: 'Escolha seus números e acompanhe o sorteio ao vivo',
      },
      zh: { title: '电子彩票', subtitle: '选择号码，实时关注开奖' },
    },
    from: '#3b0764',
    to: '#9333ea',
    accent: '#f0abfc',
  },
  'live-main': {
    texts: {
      es: { title: 'Casino en vivo', subtitle: 'Mesas reales, crupieres reales' },
      en: { title: 'Live casino', subtitle: 'Real tables, real dealers' },
      pt: { title: 'Cassino ao vivo', subtitle: 'Mesas reais, crupiês reais' },
      zh: { title: '真人娱乐场', subtitle: '真实牌桌，真人荷官' },
    },
    from: '#111827',
    to: '#7f1d1d',
    accent: '#fca5a5',
  },
  'sports-main': {
    texts: {
      es: { title: 'Apuestas deportivas', subtitle: 'Fútbol, baloncesto y mucho más' },
      en: { title: 'Sports betting', subtitle: 'Football, basketball and much more' },
      pt: { title: 'Apostas esportivas', subtitle: 'Futebol, basquete e muito mais' },
      zh: { title: '体育投注', subtitle: '足球、篮球等更多赛事' },
    },
    from: '#14532d',
    to: '#15803d',
    accent: '#bbf7d0',
  },
  'promotion-main': {
    texts: {
      es: { title: 'Promociones', subtitle: 'Las novedades del sitio, en un solo lugar' },
      en: { title: 'Promotions', subtitle: "What's new on the site, in one place" },
      pt: { title: 'Promoções', subtitle: 'As novidades do site em um só lugar' },
      zh: { title: '优惠活动', subtitle: '网站最新动态，一览无余' },
    },
    from: '#78350f',
    to: '#d97706',
    accent: '#fef3c7',
  },
  'register-main': {
    texts: {
      es: { title: 'Crea tu cuenta', subtitle: 'Regístrate en un minuto y empieza a jugar' },
      en: { title: 'Create your account', subtitle: 'Sign up in a minute and start playing' },
      pt: { title: 'Crie sua conta', subtitle: 'Cadastre-se em um minuto e comece a jogar' },
      zh: { title: '创建账户', subtitle: '一分钟注册，立即开始游戏' },
    },
    from: '#1e3a8a',
    to: '#4f46e5',
    accent: '#c7d2fe',
  },
  'help-main': {
    texts: {
      es: { title: 'Centro de ayuda', subtitle: 'Respuestas a las preguntas más frecuentes' },
      en: { title: 'Help centre', subtitle: 'Answers to the most common questions' },
      pt: { title: 'Central de ajuda', subtitle: 'Respostas às perguntas mais frequentes' },
      zh: { title: '帮助中心', subtitle: '常见问题解答' },
    },
    from: '#334155',
    to: '#0f766e',
    accent: '#99f6e4',
  },
};

export function renderBannerSvg(art: BannerArt, language: LanguageCode): string {
  const { title, subtitle } = art.texts[language];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="560" viewBox="0 0 1920 560" role="img" aria-label="${escapeMarkup(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs>
<rect width="1920" height="560" fill="url(#g)"/>
<circle cx="1600" cy="280" r="220" fill="${art.accent}" fill-opacity="0.18"/>
<circle cx="1720" cy="120" r="90" fill="${art.accent}" fill-opacity="0.25"/>
<circle cx="1460" cy="440" r="60" fill="${art.accent}" fill-opacity="0.3"/>
<text x="140" y="260" font-family="Arial, Helvetica, sans-serif" font-size="84" font-weight="700" fill="#ffffff">${escapeMarkup(title)}</text>
<text x="140" y="340" font-family="Arial, Helvetica, sans-serif" font-size="40" fill="${art.accent}">${escapeMarkup(subtitle)}</text>
</svg>`;
}
