import type { LanguageCode, Translations } from '@sorteo/shared';

/**
 * A translations column as stored: parsed by both drivers, but a JSON string written as text
 * is tolerated, and anything unreadable reads as no translations.
 */
export function storedTranslations<T>(value: Translations<T> | string | null | undefined) {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      parsed = null;
    }
  }
  return (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Translations<T>;
}

/**
 * `texts` as a reader of `language` sees them: each one from its translation when it has a
 * non-empty one, else as written (in the brand's default language).
 */
export function inLanguage<T extends Record<string, string | null>>(
  texts: T,
  translations: Translations<T> | string | null | undefined,
  language: LanguageCode,
): T {
  const translated = storedTranslations(translations)[language];
  if (!translated) return texts;
  const shown: Record<string, string | null> = { ...texts };
  for (const key of Object.keys(texts)) {
    const text = translated[key];
    if (typeof text === 'string' && text !== '') shown[key] = text;
  }
  return shown as T;
}

/**
 * The stored form of an operator's translations: a JSON object, `{}` when there are none.
 * `clean` runs on the texts that need it before they are stored (HTML to sanitise).
 */
export function translationsColumn<T extends object>(
  translations: Translations<T> | undefined,
  clean: { [K in keyof T]?: (text: string) => string } = {},
): string {
  const stored: Record<string, Record<string, unknown>> = {};
  for (const [language, texts] of Object.entries(translations ?? {})) {
    if (!texts) continue;
    const cleaned: Record<string, unknown> = { ...texts };
    for (const [key, fix] of Object.entries(clean) as [string, (text: string) => string][]) {
      if (typeof cleaned[key] === 'string') cleaned[key] = fix(cleaned[key]);
    }
    stored[language] = cleaned;
  }
  return JSON.stringify(stored);
}
