import { QueryClient, type Query } from '@tanstack/react-query';
import i18next from 'i18next';
import { ApiError, setShownLanguage } from './api-client';

/**
 * `meta` of a query whose answer holds texts the server wrote in the reader's language
 * (announcements, promotions, help, payment method names): it is asked again when the
 * visitor picks another language.
 */
export const translatedAnswer = { translated: true } as const;

const isTranslated = (query: Query) => query.meta?.translated === true;

/** From now on requests ask for `language`; answers written in another one are refetched. */
export function showAnswersIn(queryClient: QueryClient, language: string): void {
  if (setShownLanguage(language)) {
    void queryClient.invalidateQueries({ predicate: isTranslated });
  }
}

function shouldRetry(failureCount: number, error: unknown): boolean {
  // Answers from the server are final; only a lost connection is worth another try.
  if (error instanceof ApiError && error.code !== 'NETWORK') return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
    },
  });
  i18next.on('languageChanged', (language: string) => showAnswersIn(queryClient, language));
  return queryClient;
}
