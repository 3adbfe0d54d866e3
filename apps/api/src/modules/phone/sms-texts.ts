import { languageCodes, type LanguageCode } from '@sorteo/shared';
import type { Merchant } from '../merchants/index.js';

type CodeText = { brand: string; code: string; minutes: number };

const codeTexts: Record<LanguageCode, (t: CodeText) => string> = {
  es: (t) => `${t.brand}: tu código es ${t.code}, válido ${t.minutes} minutos`,
  en: (t) => `${t.brand}: your code is ${t.code}, valid ${t.minutes} minutes`,
  zh: (t) => `${t.brand}：您的验证码是 ${t.code}，${t.minutes} 分钟内有效`,
  pt: (t) => `${t.brand}: seu código é ${t.code}, válido por ${t.minutes} minutos`,
};

/** The text that carries a verification code, in the reader's language. */
export function codeText(language: LanguageCode, text: CodeText): string {
  return codeTexts[language](text);
}

const isLanguage = (tag: string): tag is LanguageCode =>
  (languageCodes as readonly string[]).includes(tag);

/**
 * The first language of the request's Accept-Language that the merchant supports (by its
 * primary subtag, by preference weight), else the merchant's default.
 */
export function smsLanguage(
  acceptLanguage: string | undefined,
  merchant: Pick<Merchant, 'default_language' | 'supported_languages'>,
): LanguageCode {
  const supported = new Set(merchant.supported_languages);
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.toLowerCase().split('-')[0]!, q: q ? Number(q) : 1, index };
    })
    .filter((w) => w.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const match = wanted.find((w) => isLanguage(w.tag) && supported.has(w.tag));
  if (match) return match.tag as LanguageCode;
  return isLanguage(merchant.default_language) ? merchant.default_language : 'es';
}
