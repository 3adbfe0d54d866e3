// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { MemoryRouter } from 'react-router';
import type { LobbyGame, MemberInfo } from '@sorteo/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answerFetch,
  initSpanishTexts,
  lobbyGame,
  mountPoint,
  ok,
  waitFor,
  withQueryClient,
  type Answer,
} from '../../../test/dom-test-kit';
import { useSession } from '../../session/session-store';
import { HomeRails } from './home-rails';

const game = (nodeId: string, gameName: string): LobbyGame =>
  lobbyGame({
    nodeId,
    gameCode: `GAME-${nodeId}`,
    gameName,
    image: `/static/games/SBX/GAME-${nodeId}.svg`,
    demo: true,
  });
const sevens = game('11', 'Sietes de la Suerte');
const jungle = game('12', 'Selva Mágica');
const reef = game('13', 'Arrecife');

const failed: Answer = { status: 500, body: { success: false, code: 'INTERNAL' } };

/** What each rail's call answers; a pending promise holds the rail in its loading state. */
let answers: Record<string, () => Answer | Promise<Answer>>;
let asked: string[];

function render() {
  act(() =>
    mount.root.render(withQueryClient(createElement(MemoryRouter, null, createElement(HomeRails)))),
  );
}

const rail = (id: string) =>
  mount.container.querySelector<HTMLElement>(`[data-testid="home-rail-${id}"]`);
const names = (section: HTMLElement) =>
  [...section.querySelectorAll('article h3')].map((h) => h.textContent);
const titles = () => [...mount.container.querySelectorAll('h2')].map((h) => h.textContent);
const loading = () => mount.container.querySelectorAll('section[aria-busy="true"]').length;

initSpanishTexts();

beforeEach(() => {
  window.sessionStorage.clear();
  asked = [];
  answers = {
    '/wps/game/hot': () => ok({ list: [sevens, jungle] }),
    '/wps/game/list': () => ok({ games: [reef], pageNo: 1, pageSize: 20, total: 1, totalPages: 1 }),
    '/wps/game/recent': () => ok({ list: [jungle], totalPages: 1 }),
    '/wps/game/favourites': () => ok({ content: [sevens], totalPages: 1, nodeIds: ['11'] }),
  };
  answerFetch((url) => {
    asked.push(url.pathname);
    return answers[url.pathname]?.() ?? { status: 404, body: null };
  });
});

afterEach(() => {
  useSession.setState({ status: 'guest', member: null });
  vi.unstubAllGlobals();
});

// Registered after the clean-up above, so the rails unmount before the session resets.
const mount = mountPoint();

describe('the home page rails', () => {
  it('shows a visitor the hot and new games, each rail in its place once it loads', async () => {
    let releaseHot: (answer: Answer) => void = () => undefined;
    answers['/wps/game/hot'] = () => new Promise((resolve) => (releaseHot = resolve));
    render();
    // Both rails hold their place, titled, while their games load.
    expect(loading()).toBe(2);
    expect(titles()).toEqual(['Populares', 'Novedades']);

    const fresh = await waitFor(() => rail('new'), 'the new rail');
    expect(names(fresh)).toEqual(['Arrecife']);
    // The hot rail still waits for its own answer, in its own place.
    expect(loading()).toBe(1);
    expect(titles()).toEqual(['Populares', 'Novedades']);

    releaseHot(ok({ list: [sevens, jungle] }));
    const hot = await waitFor(() => rail('hot'), 'the hot rail');
    expect(names(hot)).toEqual(['Sietes de la Suerte', 'Selva Mágica']);
    expect(loading()).toBe(0);
    expect(hot.querySelector('img')!.getAttribute('loading')).toBe('lazy');
    expect(hot.querySelector('img')!.getAttribute('width')).toBe('320');
    expect(hot.querySelector('img')!.getAttribute('height')).toBe('240');
    // A visitor has no recent games or favourites to ask for.
    expect(asked.sort()).toEqual(['/wps/game/hot', '/wps/game/list']);
  });

  it('leaves out a rail with nothing to show or whose call failed', async () => {
    answers['/wps/game/hot'] = () => failed;
    answers['/wps/game/list'] = () =>
      ok({ games: [], pageNo: 1, pageSize: 20, total: 0, totalPages: 0 });
    render();
    await waitFor(() => loading() === 0, 'both rails to settle');
    expect(rail('hot')).toBeNull();
    expect(rail('new')).toBeNull();
    expect(titles()).toEqual([]);
  });

  it("adds a member's recent games and favourites, with the favourite's star on", async () => {
    useSession.setState({ status: 'member', member: { id: 7, type: 1 } as MemberInfo });
    render();
    const favourites = await waitFor(() => rail('favourites'), 'the favourites rail');
    const recent = await waitFor(() => rail('recent'), 'the recent rail');
    await waitFor(() => rail('hot') && rail('new'), 'the other rails');
    expect(titles()).toEqual(['Populares', 'Novedades', 'Jugados recientemente', 'Mis favoritos']);
    expect(names(recent)).toEqual(['Selva Mágica']);
    expect(names(favourites)).toEqual(['Sietes de la Suerte']);
    const star = await waitFor(
      () =>
        mount.container.querySelector<HTMLElement>(
          '[data-testid="home-rail-hot"] [data-testid="game-favourite-11"][aria-pressed="true"]',
        ),
      'the hot rail to mark the favourite',
    );
    expect(star).not.toBeNull();
  });
});
