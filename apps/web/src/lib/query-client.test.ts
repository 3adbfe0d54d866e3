import { afterEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { setShownLanguage } from './api-client';
import { createQueryClient, translatedAnswer } from './query-client';

describe('answers written in the reader’s language', () => {
  afterEach(() => {
    setShownLanguage('es');
  });

  it('are asked again when the site shows another language, and only those', async () => {
    setShownLanguage('es');
    const queryClient = createQueryClient();
    const notice = vi.fn(async () => 'aviso');
    const balance = vi.fn(async () => 100);
    await queryClient.fetchQuery({ queryKey: ['notice'], queryFn: notice, meta: translatedAnswer });
    await queryClient.fetchQuery({ queryKey: ['balance'], queryFn: balance });
    const stale = (key: string) => queryClient.getQueryState([key])?.isInvalidated;

    i18next.emit('languageChanged', 'es');
    expect([stale('notice'), stale('balance')]).toEqual([false, false]);

    i18next.emit('languageChanged', 'en');
    expect([stale('notice'), stale('balance')]).toEqual([true, false]);
    queryClient.clear();
  });
});
