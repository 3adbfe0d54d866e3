import { z } from 'zod';
import { languageCodes, type LanguageCode } from './constants.js';

/**
 * Operator content (announcements, help, banners, promotions, payment method names) is
 * written in the brand's default language; `translations` carries the same texts in other
 * languages, text by text. Players are answered in their language, and any text a
 * translation leaves out is read in the default language.
 */
export function translationsSchema<S extends z.ZodRawShape>(texts: S) {
  return z.partialRecord(z.enum(languageCodes), z.object(texts).partial());
}

export type Translations<T> = Partial<Record<LanguageCode, Partial<T>>>;
