import { createInstance, type BackendModule, type ResourceKey } from 'i18next';
import { describe, expect, it } from 'vitest';
import { loadInTwoParts } from './i18n';

const first = { agent: { menu: 'Centro de agentes' }, site: { home: 'Inicio' } };
const rest = { agent: { title: 'Agente' }, lottery: { bet: 'Apostar' } };

/** A language whose two parts arrive in the given order. */
async function loadedWith(order: 'first before rest' | 'rest before first') {
  let releaseFirst!: () => void;
  let releaseRest!: () => void;
  const firstArrives = new Promise<void>((resolve) => (releaseFirst = resolve));
  const restArrives = new Promise<void>((resolve) => (releaseRest = resolve));
  const i18n = createInstance();
  let restIn: Promise<void> = Promise.resolve();
  const backend: BackendModule = {
    type: 'backend',
    init: () => undefined,
    read(language, namespace, callback) {
      restIn = loadInTwoParts(
        {
          // Fresh copies: i18next keeps and extends the object a backend answers.
          first: () =>
            firstArrives.then(() => ({ default: structuredClone(first) as ResourceKey })),
          rest: () => restArrives.then(() => ({ default: structuredClone(rest) as ResourceKey })),
        },
        callback,
        (texts) => i18n.addResourceBundle(language, namespace, texts, true, true),
      );
    },
  };
  const ready = i18n.use(backend).init({ lng: 'es', fallbackLng: false, ns: ['translation'] });
  if (order === 'first before rest') {
    releaseFirst();
    await ready;
    releaseRest();
  } else {
    releaseRest();
    await restArrives;
    releaseFirst();
    await ready;
  }
  await restIn;
  return i18n;
}

describe('a language loaded in two parts', () => {
  it.each(['first before rest', 'rest before first'] as const)(
    'keeps every text of both parts when %s arrives',
    async (order) => {
      const i18n = await loadedWith(order);
      const text = (key: string) => i18n.getResource('es', 'translation', key) as unknown;
      expect(text('agent.title')).toBe('Agente');
      expect(text('agent.menu')).toBe('Centro de agentes');
      expect(text('site.home')).toBe('Inicio');
      expect(text('lottery.bet')).toBe('Apostar');
    },
  );

  it('reports a failed first part to i18next and rejects', async () => {
    const errors: (Error | null)[] = [];
    const loading = loadInTwoParts(
      {
        first: () => Promise.reject(new Error('offline')),
        rest: () => Promise.resolve({ default: rest }),
      },
      (error) => errors.push(error as Error | null),
      () => undefined,
    );
    await expect(loading).rejects.toThrow('offline');
    expect(errors.map((error) => error?.message)).toEqual(['offline']);
  });
});
