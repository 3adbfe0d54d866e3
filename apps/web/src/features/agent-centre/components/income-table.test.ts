// @vitest-environment happy-dom
import { act, createElement } from 'react';
import type { AgentIncomeRecord } from '@sorteo/shared/contract/agent-centre';
import { describe, expect, it } from 'vitest';
import { initSpanishTexts, mountPoint } from '../../../test/dom-test-kit';
import { IncomeTable } from './income-table';

const row = (over: Partial<AgentIncomeRecord>): AgentIncomeRecord => ({
  id: 1,
  kind: 'commission',
  amount: 5_000,
  balanceAfter: 10_000,
  memo: null,
  createdAt: Date.parse('2026-03-03T07:00:00Z'),
  ...over,
});

initSpanishTexts();
const mount = mountPoint();

describe('my income table', () => {
  it('labels commissions, salaries and dividends, and names the period a payout is for', () => {
    act(() =>
      mount.root.render(
        createElement(IncomeTable, {
          rows: [
            row({ id: 1, memo: 'Comisión de la semana' }),
            row({ id: 2, kind: 'salary', memo: 'daily_salary 2026-03-02T05:00:00.000Z' }),
            row({ id: 3, kind: 'dividend', memo: 'dividend 2026-02-23T05:00:00.000Z' }),
          ],
          exponent: 2,
          timeZone: 'America/Bogota',
        }),
      ),
    );
    const rows = [...mount.container.querySelectorAll('[data-testid="agent-income-row"]')];
    const kinds = rows.map(
      (r) => r.querySelector('[data-testid="agent-income-kind"]')?.textContent,
    );
    expect(kinds).toEqual(['Comisión', 'Salario', 'Dividendo']);
    expect(rows[0]?.textContent).toContain('Comisión de la semana');
    expect(rows[1]?.textContent).toContain('Salario diario del periodo que empieza el 2026-03-02');
    expect(rows[2]?.textContent).toContain('Dividendo del periodo que empieza el 2026-02-23');
    expect(rows[1]?.textContent).not.toContain('daily_salary');
  });
});
