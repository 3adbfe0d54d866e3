// @vitest-environment happy-dom
import { act, createElement } from 'react';
import type { TeamBet, TeamBetsPage } from '@sorteo/shared/contract/agent-centre';
import { describe, expect, it } from 'vitest';
import { initSpanishTexts, mountPoint } from '../../../test/dom-test-kit';
import { TeamBetsTable } from './team-bets-table';

const bet = (betId: number, gameCode: string): TeamBet => ({
  betId,
  account: 'sub1',
  orderNo: `O${betId}`,
  gameCode,
  periodNo: '20260302-0001',
  betType: 'de',
  picks: '12',
  stake: 1_000,
  win: 0,
  status: 'lost',
  placedAt: Date.parse('2026-03-02T15:00:00Z'),
});

const page = (bets: TeamBet[]): TeamBetsPage => ({
  content: bets,
  next: null,
  range: { from: '2026-03-01', to: '2026-03-07' },
  currency: 'COP',
  currencyExponent: 2,
});

initSpanishTexts();
const mount = mountPoint();

describe('the team bets table', () => {
  it('names each lottery game, never its code alone', () => {
    act(() =>
      mount.root.render(
        createElement(TeamBetsTable, {
          page: page([bet(1, 'VN_1M'), bet(2, 'NEW_GAME'), bet(3, 'UNLISTED')]),
          timeZone: 'America/Bogota',
          gameNames: new Map([['NEW_GAME', 'Lotería Nueva']]),
        }),
      ),
    );
    const games = [...mount.container.querySelectorAll('[data-testid="agent-bets-game"]')].map(
      (cell) => cell.textContent,
    );
    // The site's own text first, then the menu's name; a game in neither keeps its code.
    expect(games).toEqual(['VN rápida 1 min', 'Lotería Nueva', 'UNLISTED']);
  });
});
