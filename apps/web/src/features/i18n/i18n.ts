import i18next, { type BackendModule, type ReadCallback, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageCodes, type LanguageCode } from '@sorteo/shared/contract/constants';
import { localKeys, localStore } from '../../lib/storage';

export const DEFAULT_LANGUAGE: LanguageCode = 'es';

type Texts = () => Promise<{ default: ResourceKey }>;

/**
 * Two chunks per language, fetched only when that language is shown: the texts of the
 * first paint, and the rest (the pages and dialogs that load on demand).
 */
const loaders: Record<LanguageCode, { first: Texts; rest: Texts }> = {
  es: {
    first: () => import('../../locales/es/first'),
    rest: () => import('../../locales/es/rest'),
  },
  en: {
    first: () => import('../../locales/en/first'),
    rest: () => import('../../locales/en/rest'),
  },
  zh: {
    first: () => import('../../locales/zh/first'),
    rest: () => import('../../locales/zh/rest'),
  },
  pt: {
    first: () => import('../../locales/pt/first'),
    rest: () => import('../../locales/pt/rest'),
  },
};

/** The rest of the first language's texts, in the store once this settles. */
let restOfFirst: Promise<unknown> = Promise.resolve();

/**
 * Loads `load` (a page or dialog chunk) together with the rest of the texts, so that what
 * it draws never shows before its words are there.
 */
export function withAllTexts<M>(load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([load(), restOfFirst.catch(() => undefined)]).then(([m]) => m);
}

export function isLanguage(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (languageCodes as readonly string[]).includes(value);
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const { first, rest } = isLanguage(language) ? loaders[language] : loaders[DEFAULT_LANGUAGE];
    const failed = (error: unknown) =>
      callback(error instanceof Error ? error : new Error(String(error)), null);
    if (i18next.isInitialized) {
      // A change of language: the page already drawn needs all of its words at once.
      Promise.all([first(), rest()]).then(
        ([firstTexts, restTexts]) =>
          callback(null, deepMerged(firstTexts.default, restTexts.default)),
        failed,
      );
      return;
    }
    restOfFirst = loadInTwoParts({ first, rest }, callback, (texts) =>
      i18next.addResourceBundle(language, namespace, texts, true, true),
    );
  },
};

/**
 * The first language: the site draws with the first-paint texts while the rest loads. The
 * rest goes into the store only after the first-paint texts: i18next stores a backend's
 * answer by replacing whole top-level keys, so the other order would drop the rest's part of
 * a key both have (`agent`). Settles once the rest is in; rejects if either part failed.
 */
export function loadInTwoParts(
  parts: { first: Texts; rest: Texts },
  deliverFirst: ReadCallback,
  addRest: (texts: ResourceKey) => void,
): Promise<void> {
  const restLoading = parts.rest();
  const firstDelivered = parts.first().then(
    (texts) => deliverFirst(null, texts.default),
    (error: unknown) => {
      deliverFirst(error instanceof Error ? error : new Error(String(error)), null);
      throw error;
    },
  );
  return Promise.all([firstDelivered, restLoading]).then(([, texts]) => addRest(texts.default));
}

function deepMerged(target: ResourceKey, source: ResourceKey): ResourceKey {
  if (typeof target !== 'object' || typeof source !== 'object') return source;
  const merged: Record<string, ResourceKey> = { ...target };
  for (const [key, value] of Object.entries(source)) {
    merged[key] = key in merged ? deepMerged(merged[key]!, value as ResourceKey) : value;
  }
  return merged;
}

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
      // Whatever drew before the rest of the texts arrived draws again with them.
      react: { useSuspense: false, bindI18nStore: 'added' },
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
