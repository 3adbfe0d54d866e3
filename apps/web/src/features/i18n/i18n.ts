import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageCodes, type LanguageCode } from '@sorteo/shared/contract/constants';
import { localKeys, localStore } from '../../lib/storage';

export const DEFAULT_LANGUAGE: LanguageCode = 'es';

// One chunk per language, fetched only when that language is shown.
const loaders: Record<LanguageCode, () => Promise<{ default: ResourceKey }>> = {
  es: () => import('../../locales/es/index'),
  en: () => import('../../locales/en/index'),
  zh: () => import('../../locales/zh/index'),
  pt: () => import('../../locales/pt/index'),
};

export function isLanguage(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (languageCodes as readonly string[]).includes(value);
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    const load = isLanguage(language) ? loaders[language] : loaders[DEFAULT_LANGUAGE];
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

function syncDocument(language: string) {
  document.documentElement.lang = language;
}

/** The language remembered on this device, if it is one we have. */
export function storedLanguage(): LanguageCode | null {
  const stored = localStore.get(localKeys.lang);
  return isLanguage(stored) ? stored : null;
}

/**
 * Starts loading the first language at once: the brand's pick when the page already names
 * the brand, else the one remembered or the default until the brand is known.
 */
export function initI18n(language?: LanguageCode): Promise<unknown> {
  i18next.on('languageChanged', syncDocument);
  return i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language ?? storedLanguage() ?? DEFAULT_LANGUAGE,
      fallbackLng: false,
      supportedLngs: [...languageCodes],
      load: 'currentOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnNull: false,
    });
}

/** The language to show for a brand: the visitor's choice if the brand offers it. */
export function pickLanguage(
  supported: readonly LanguageCode[],
  brandDefault: LanguageCode,
): LanguageCode {
  const stored = storedLanguage();
  if (stored && supported.includes(stored)) return stored;
  return supported.includes(brandDefault) ? brandDefault : (supported[0] ?? DEFAULT_LANGUAGE);
}

export function currentLanguage(): LanguageCode {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

/** Shows `language` without recording a choice (start-up). */
export function showLanguage(language: LanguageCode): Promise<unknown> {
  return i18next.language === language ? Promise.resolve() : i18next.changeLanguage(language);
}

/** The visitor picked `language`: remember it and the one before it. */
export async function chooseLanguage(language: LanguageCode): Promise<void> {
  const previous = currentLanguage();
  if (previous !== language) localStore.set(localKeys.hisLang, previous);
  localStore.set(localKeys.lang, language);
  await i18next.changeLanguage(language);
}
