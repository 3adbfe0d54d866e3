// @vitest-environment happy-dom
import { act, createElement } from 'react';
import type { TeamProfitPage, TeamProfitRow } from '@sorteo/shared/contract/agent-centre';
import { describe, expect, it } from 'vitest';
import { initSpanishTexts, mountPoint } from '../../../test/dom-test-kit';
import { TeamProfitTable } from './team-profit-table';

const figures = {
  deposits: 0,
  withdrawals: 0,
  bets: 3_000,
  payouts: 1_000,
  bonus: 0,
  adjustments: 0,
  transfers: 0,
  profit: -2_000,
};
const row = (account: string, directCount: number): TeamProfitRow => ({
  account,
  depth: 1,
  directCount,
  ...figures,
});
const page = (viewing: TeamProfitPage['viewing']): TeamProfitPage => ({
  content: [row('ana01', 3), row('beto02', 0)],
  pageNo: 1,
  pageSize: 20,
  total: 2,
  totalPages: 1,
  range: { from: '2026-03-01', to: '2026-03-07' },
  currency: 'USD',
  currencyExponent: 2,
  viewing,
  totals: { ...figures, bets: 6_000, payouts: 2_000, profit: -4_000 },
});

initSpanishTexts();
const mount = mountPoint();

describe('user profit and loss table', () => {
  it('opens a downline that has accounts under it, and no other', () => {
    const opened: string[] = [];
    act(() =>
      mount.root.render(
        createElement(TeamProfitTable, { page: page(null), onOpen: (a) => opened.push(a) }),
      ),
    );
    const open = [...mount.container.querySelectorAll('[data-testid="agent-profit-open"]')];
    expect(open.map((b) => b.textContent)).toEqual(['ana01']);
    expect(open[0]?.getAttribute('aria-label')).toBe('Ver el equipo de ana01');
    act(() => (open[0] as HTMLButtonElement).click());
    expect(opened).toEqual(['ana01']);
    expect(mount.container.querySelector('[data-testid="agent-profit-own"]')).toBeNull();
    expect(
      mount.container.querySelector('[data-testid="agent-profit-total-bets"]')?.textContent,
    ).toContain('60');
  });

  it("heads the rows with the opened account's own figures", () => {
    act(() =>
      mount.root.render(
        createElement(TeamProfitTable, {
          page: page({ account: 'cora03', depth: 1, ...figures, bets: 500, profit: -500 }),
          onOpen: () => undefined,
        }),
      ),
    );
    const own = mount.container.querySelector('[data-testid="agent-profit-own"]');
    expect(own?.textContent).toContain('cora03 (sus propias cifras)');
    expect(own?.textContent).toContain('5,00');
    expect(mount.container.querySelectorAll('[data-testid="agent-profit-row"]')).toHaveLength(2);
  });
});
