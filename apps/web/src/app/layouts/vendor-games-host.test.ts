// @vitest-environment happy-dom
import { act, createElement, Fragment, useEffect, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import type { GameList, LobbyGame, VendorGroup } from '@sorteo/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VendorLaunchLink } from '../../features/games-lobby/components/vendor-launch-link';
import { useVendorGamesPopup } from '../../features/games-lobby/hooks/use-vendor-games-popup';
import { useTrialNotice } from '../../features/session/require-real-account';
import { useUiStore } from '../../lib/ui-store';
import {
  answerFetch,
  initSpanishTexts,
  lobbyGame,
  mountPoint,
  ok,
  waitFor,
  withQueryClient,
  type Answer,
} from '../../test/dom-test-kit';
import { VendorGamesHost } from './vendor-games-host';

type Card = VendorGroup['vendors'][number];

const listCard: Card = {
  vassalage: 'SBX',
  name: 'Sandbox Studio',
  isHot: false,
  image: null,
  isGame: 'VASSALAGE',
};
const hallCard: Card = { ...listCard, vassalage: 'SBT', name: 'Sandbox Card Room', isGame: null };

const sevens = lobbyGame();
const jungle = lobbyGame({
  nodeId: '12',
  gameCode: 'SLOT5-JUNGLE',
  gameName: 'Selva Mágica',
  image: '/static/games/SBX/SLOT5-JUNGLE.svg',
  demo: false,
});
const page = (games: LobbyGame[]): GameList => ({
  games,
  pageNo: 1,
  pageSize: 42,
  total: games.length,
  totalPages: games.length > 0 ? 1 : 0,
});

/** The server as the page sees it: each call is answered by `answer`, and remembered. */
let answer: (url: URL, init: RequestInit | undefined) => Answer | Promise<Answer>;
let calls: { url: URL; method: string; body: unknown }[];

let shownPath = '';

/** Notes the address the router shows. */
function LocationProbe() {
  const here = useLocation();
  useEffect(() => {
    shownPath = `${here.pathname}${here.search}`;
  }, [here]);
  return null;
}

function render(children: ReactNode) {
  act(() =>
    mount.root.render(
      withQueryClient(
        createElement(
          MemoryRouter,
          { initialEntries: ['/'] },
          createElement(
            Fragment,
            null,
            children,
            createElement(VendorGamesHost),
            createElement(LocationProbe),
          ),
        ),
      ),
    ),
  );
}

const cards = () =>
  render(
    createElement(
      'nav',
      null,
      createElement(VendorLaunchLink, {
        category: 'RNG',
        vendor: listCard,
        testId: 'card-SBX',
        children: 'Sandbox Studio',
      }),
      createElement(VendorLaunchLink, {
        category: 'PVP',
        vendor: hallCard,
        testId: 'card-SBT',
        children: 'Sandbox Card Room',
      }),
    ),
  );

const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const dialog = () =>
  document.querySelector<HTMLElement>('[role="dialog"][data-testid="vendor-games"]');

const click = (element: HTMLElement) => act(() => element.click());

async function openList(): Promise<HTMLElement> {
  const card = byTestId('card-SBX')!;
  card.focus();
  click(card);
  return waitFor(dialog, 'the pop-up list');
}

initSpanishTexts();

beforeEach(() => {
  window.sessionStorage.clear();
  calls = [];
  answer = (url) =>
    url.pathname === '/wps/game/list' ? ok(page([sevens, jungle])) : { status: 404, body: null };
  answerFetch((url, init) => {
    calls.push({
      url,
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
    });
    return answer(url, init);
  });
});

afterEach(() => {
  useVendorGamesPopup.getState().close();
  useUiStore.getState().closeModal();
  useTrialNotice.getState().hide();
  vi.unstubAllGlobals();
});

// Registered after the clean-up above, so the page unmounts before the stores reset.
const mount = mountPoint();

const listCalls = () => calls.filter((c) => c.url.pathname === '/wps/game/list');
const launchCalls = () => calls.filter((c) => c.url.pathname === '/wps/game/launchGame');
const gameNames = (within: HTMLElement) =>
  [...within.querySelectorAll('article h3')].map((h) => h.textContent);

describe('the vendor game list pop-up', () => {
  it('opens from a card whose isGame is VASSALAGE, over the page, without leaving it', async () => {
    cards();
    const card = byTestId('card-SBX')!;
    expect(card.getAttribute('aria-haspopup')).toBe('dialog');
    expect(card.getAttribute('href')).toBe('/rng?page=SBX');
    const opened = await openList();
    expect(shownPath).toBe('/');
    expect(opened.getAttribute('aria-modal')).toBe('true');
    const title = document.getElementById(opened.getAttribute('aria-labelledby')!);
    expect(title?.textContent).toBe('Sandbox Studio · Tragamonedas');
    expect(opened.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape and gives the focus back to the card', async () => {
    cards();
    await openList();
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(byTestId('card-SBX'));
  });

  it("leaves a card without it to open the vendor's hall", async () => {
    cards();
    const card = byTestId('card-SBT')!;
    expect(card.hasAttribute('aria-haspopup')).toBe(false);
    click(card);
    expect(shownPath).toBe('/pvp?page=SBT');
    expect(dialog()).toBeNull();
    expect(listCalls()).toHaveLength(0);
  });

  it("shows placeholders, then lists the vendor's games of the category with their artwork", async () => {
    let release: (value: Answer) => void = () => undefined;
    answer = (url) =>
      url.pathname === '/wps/game/list'
        ? new Promise<Answer>((resolve) => (release = resolve))
        : { status: 404, body: null };
    cards();
    const opened = await openList();
    await waitFor(() => listCalls().length === 1, 'the list call');
    expect(opened.querySelector('[data-testid="game-grid-loading"]')).not.toBeNull();
    expect(opened.querySelector('.vendor-games')?.getAttribute('aria-busy')).toBe('true');

    const query = listCalls()[0]!.url.searchParams;
    expect(query.get('gameType')).toBe('RNG');
    expect(query.get('vassalage')).toBe('SBX');
    expect(query.get('pageNo')).toBe('1');

    release(ok(page([sevens, jungle])));
    const grid = await waitFor(() => byTestId('vendor-games-grid'), 'the games');
    expect(gameNames(grid)).toEqual(['Sietes de la Suerte', 'Selva Mágica']);
    expect([...grid.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/static/games/SBX/SLOT3-SEVENS.svg',
      '/static/games/SBX/SLOT5-JUNGLE.svg',
    ]);
    expect(byTestId('vendor-games-count')?.textContent).toBe('2 juegos');
    expect(byTestId('vendor-games-hall')?.getAttribute('href')).toBe('/rng?page=SBX');
  });

  it('launches a demo game for a visitor as the lobby does: the player opens, the list closes', async () => {
    answer = (url) => {
      if (url.pathname === '/wps/game/list') return ok(page([sevens, jungle]));
      if (url.pathname === '/wps/game/launchGame') {
        return ok({
          game_url: 'https://vendor.example/play/SBX/SLOT3-SEVENS?demo=1',
          demo: true,
          framing: 'frame',
          gameName: 'Sietes de la Suerte',
          vendorName: 'Sandbox Studio',
          wallet: 'seamless',
          vassalage: 'SBX',
        });
      }
      return { status: 404, body: null };
    };
    cards();
    await openList();
    const play = await waitFor(
      () => document.querySelector<HTMLElement>('[aria-label="Jugar: Sietes de la Suerte"]'),
      'the play button',
    );
    click(play);
    await waitFor(() => shownPath === '/game', 'the game page');
    expect(launchCalls()).toHaveLength(1);
    expect(launchCalls()[0]).toMatchObject({
      method: 'POST',
      body: { nodeId: '11', vassalage: 'SBX', platform: 'html5-desktop' },
    });
    expect(window.sessionStorage.getItem('iframeUrl')).toBe(
      'https://vendor.example/play/SBX/SLOT3-SEVENS?demo=1',
    );
    await waitFor(() => dialog() === null, 'the list to close');
  });

  it('asks a visitor to sign in for a game without a demo, launching nothing', async () => {
    cards();
    await openList();
    const play = await waitFor(
      () => document.querySelector<HTMLElement>('[aria-label="Jugar: Selva Mágica"]'),
      'the play button',
    );
    click(play);
    expect(useUiStore.getState().modal).toBe('login');
    expect(launchCalls()).toHaveLength(0);
    expect(dialog()).not.toBeNull();
  });

  it('warns a trial account that a game without a demo needs a real account', async () => {
    window.sessionStorage.setItem('token', 'trial-token');
    window.sessionStorage.setItem('isAgent', '4');
    cards();
    await openList();
    const play = await waitFor(
      () => document.querySelector<HTMLElement>('[aria-label="Jugar: Selva Mágica"]'),
      'the play button',
    );
    click(play);
    expect(useTrialNotice.getState().open).toBe(true);
    expect(launchCalls()).toHaveLength(0);
  });

  it('says so when the vendor has no games there', async () => {
    answer = () => ok(page([]));
    cards();
    await openList();
    const empty = await waitFor(() => byTestId('vendor-games-empty'), 'the empty state');
    expect(empty.textContent).toContain('Todavía no hay juegos de este proveedor aquí');
    expect(empty.textContent).toContain('Cuando Sandbox Studio publique juegos');
    expect(byTestId('vendor-games-grid')).toBeNull();
  });

  it('shows a failed list with a retry that lists the games once they come', async () => {
    let failing = true;
    answer = () =>
      failing
        ? {
            status: 500,
            body: { success: false, code: 'INTERNAL_ERROR', message: 'boom' },
          }
        : ok(page([sevens]));
    cards();
    await openList();
    const error = await waitFor(() => byTestId('vendor-games-error'), 'the error state');
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.textContent).toContain('Error desconocido; inténtalo de nuevo.');
    failing = false;
    click(error.querySelector('button')!);
    const grid = await waitFor(() => byTestId('vendor-games-grid'), 'the games');
    expect(gameNames(grid)).toEqual(['Sietes de la Suerte']);
  });
});
