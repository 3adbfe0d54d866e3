import {
  languageCodes,
  type BannerGroup,
  type LanguageCode,
  type Translations,
} from '@sorteo/shared';
import { bannerArt } from '../modules/banner-art/index.js';

/**
 * Demo content of the SORTEO merchant. Its texts are written in Spanish, the brand's default
 * language, and carry their translations (migration 0024) into the site's other languages,
 * so a reader is answered in the language the site shows them.
 */
export type Localized<T> = T & { translations: Translations<T> };

const otherLanguages = languageCodes.filter((l) => l !== 'es');

/** A demo picture whose words are drawn in `language` (`?lang=`, Spanish without it). */
export const pictureIn = (path: string, language: LanguageCode) =>
  language === 'es' ? path : `${path}?lang=${language}`;

/** A banner in every language: its picture's words and its title (the picture's alt text). */
function banner(art: string, group: BannerGroup, linkage: string | null) {
  const url = `/static/banners/${art}.svg`;
  const texts = bannerArt[art]!.texts;
  const translations: Translations<{ url: string; title: string }> = Object.fromEntries(
    otherLanguages.map((l) => [l, { url: pictureIn(url, l), title: texts[l].title }]),
  );
  return {
    group,
    linkageType: linkage === null ? ('NONE' as const) : ('ROUTE' as const),
    linkage,
    url,
    title: texts.es.title,
    translations,
  };
}

export const demoBanners = [
  banner('home-welcome', 'w_home', '/register'),
  banner('home-vnlottery', 'w_home', '/vnlottery'),
  banner('home-fast-games', 'w_home', '/lottery'),
  banner('home-responsible', 'w_home', '/help'),
  banner('lottery-main', 'w_lott', null),
  banner('live-main', 'w_live', null),
  banner('sports-main', 'w_sports', null),
  banner('promotion-main', 'w_promotion', null),
  banner('register-main', 'w_reg', null),
  banner('help-main', 'w_help', null),
];

/** The pop-up each visitor and member reads once, until an operator publishes it again. */
export const demoPopup: Localized<{ title: string; content: string }> = {
  title: 'Protege tu cuenta',
  content:
    '<p>El equipo de Sorteo <strong>nunca</strong> te pedirá tu contraseña, tu contraseña de pago ni tus códigos de verificación.</p><p>Si alguien te los pide en nuestro nombre, no se los des: es un intento de fraude.</p>',
  translations: {
    en: {
      title: 'Protect your account',
      content:
        '<p>The Sorteo team will <strong>never</strong> ask for your password, your payment password or your verification codes.</p><p>If someone asks you for them in our name, do not give them: it is an attempt at fraud.</p>',
    },
    pt: {
      title: 'Proteja sua conta',
      content:
        '<p>A equipe do Sorteo <strong>nunca</strong> vai pedir sua senha, sua senha de pagamento nem seus códigos de verificação.</p><p>Se alguém pedir esses dados em nosso nome, não os informe: é uma tentativa de fraude.</p>',
    },
    zh: {
      title: '保护你的账户',
      content:
        '<p>Sorteo 团队<strong>绝不会</strong>向你索取密码、支付密码或验证码。</p><p>如果有人以我们的名义向你索取，请不要提供：这是诈骗。</p>',
    },
  },
};

/**
 * The brand's links. Its app downloads lead to the site's own download page, whose guide
 * puts the site on a phone's home screen: the demo has no app to install. It has no social
 * pages and no speed-test site of its own, so it lists none.
 */
export const demoResources = [
  { type: 'Android', url: '/download?platform=android', label: 'Android' },
  { type: 'MOBILECONFIG', url: '/download?platform=ios', label: 'iOS' },
] as const;

/** Customer service: the help centre, the brand's one place for answers. */
export const demoCustomerService = { csType: 'LIVECHAT', path: '/help' } as const;

/** The addresses the speed test offers: this site itself, wherever it is served from. */
export const demoDomainRoutes = ['/'] as const;

/** Club ranks of the demo merchant; no member holds one until an operator gives it. */
export const demoClubLabels = [
  { name: 'Bronce', textColor: '#ffffff', backgroundColor: '#8c5a2b', rankLevel: 1 },
  { name: 'Plata', textColor: '#1f2937', backgroundColor: '#c7ccd4', rankLevel: 2 },
  { name: 'Oro', textColor: '#3b2a00', backgroundColor: '#f2c230', rankLevel: 3 },
] as const;

/** VIP service labels of the demo merchant, likewise held by no one yet. */
export const demoVipLabels = ['Gestor personal', 'Retiros prioritarios'] as const;
