/**
 * For `*.test.ts` files only, never the app: the set-up the DOM tests share. Rendering into
 * happy-dom under act, the Spanish texts, a stubbed server and a lobby game to list.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { act, createElement, type ReactElement, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import type { LobbyGame } from '@sorteo/shared';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import es from '../locales/es/index';

/** Tells React, before the file's tests, that they wrap its updates in act. */
export function actEnvironment(): void {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
}

/** As `actEnvironment`, and loads the Spanish texts, so tests can look for what a reader sees. */
export function initSpanishTexts(): void {
  actEnvironment();
  beforeAll(async () => {
    await i18next.use(initReactI18next).init({
      lng: 'es',
      resources: { es: { translation: es } },
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  });
}

/**
 * A fresh container in the page and a React root on it for each test, unmounted and removed
 * after it. Call it after the file's own `afterEach`: vitest runs after-hooks last registered
 * first, so the tree is gone before that clean-up resets stores or globals under it.
 */
export function mountPoint(): { readonly container: HTMLDivElement; readonly root: Root } {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });
  return {
    get container() {
      return container;
    },
    get root() {
      return root;
    },
  };
}

/** `node` under a query client of its own that never retries, so a failed call shows at once. */
export function withQueryClient(node: ReactNode): ReactElement {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return createElement(QueryClientProvider, { client: queryClient }, node);
}

/** Lets React, the queries and lazy parts move on, 10 ms at a time, until `check` holds. */
export async function waitFor<T>(
  check: () => T | null | undefined | false,
  what: string,
): Promise<T> {
  const until = Date.now() + 10_000;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
}

/** A game as the lobby lists it: Sietes de la Suerte unless `over` says otherwise. */
export const lobbyGame = (over: Partial<LobbyGame> = {}): LobbyGame => ({
  nodeId: '11',
  vassalage: 'SBX',
  vendorName: 'Sandbox Studio',
  gameType: 'RNG',
  gameCode: 'SLOT3-SEVENS',
  gameName: 'Sietes de la Suerte',
  gameClassify: 'classic',
  minBet: 1000,
  minLineNum: 1,
  platforms: ['html5-desktop', 'html5'],
  rtp: 9595,
  volatility: 'low',
  image: '/static/games/SBX/SLOT3-SEVENS.svg',
  isHot: false,
  isNew: false,
  isFeatured: false,
  demo: true,
  maintenance: false,
  framing: 'frame',
  ...over,
});

/** What the stubbed server answers a call with. */
export type Answer = { status: number; body: unknown };
export const ok = (value: unknown): Answer => ({ status: 200, body: { success: true, value } });

/**
 * Stubs `fetch` so `handler` answers every call, with the address resolved against the test
 * origin; `vi.unstubAllGlobals()` puts the real one back.
 */
export function answerFetch(
  handler: (url: URL, init?: RequestInit) => Answer | Promise<Answer>,
): void {
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const { status, body } = await handler(new URL(input, 'http://sorteo.test'), init);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
}
