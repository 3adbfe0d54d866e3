import { languageCodes, type LanguageCode } from '@sorteo/shared';
import { z } from 'zod';

type Brand = { default_language: string; supported_languages: readonly string[] };

const isLanguage = (tag: string): tag is LanguageCode =>
  (languageCodes as readonly string[]).includes(tag);

/**
 * The language to answer a request in: the first of its Accept-Language that the brand
 * offers (by primary subtag, by preference weight), else the brand's default. The web app
 * sends the language it shows, so a member reads what the site around it says.
 */
export function readerLanguage(acceptLanguage: string | undefined, brand: Brand): LanguageCode {
  const offered = new Set(brand.supported_languages);
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.toLowerCase().split('-')[0]!, q: q ? Number(q) : 1, index };
    })
    .filter((w) => w.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const match = wanted.find((w) => isLanguage(w.tag) && offered.has(w.tag));
  if (match) return match.tag as LanguageCode;
  return isLanguage(brand.default_language) ? brand.default_language : 'es';
}

/**
 * `?lang=` of a picture with words in it (the demo's banners and promotion pictures): the
 * language of its words, Spanish (the demo brand's) when left out. A translated banner or
 * promotion names its picture with this parameter.
 */
export const pictureLanguageQuerySchema = z.object({ lang: z.enum(languageCodes).default('es') });
