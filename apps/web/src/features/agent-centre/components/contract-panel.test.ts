// @vitest-environment happy-dom
import { act, createElement } from 'react';
import type {
  AgentContracts,
  ContractTerms,
  ContractVersion,
  PayoutsPage,
} from '@sorteo/shared/contract/agent-contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answerFetch,
  initSpanishTexts,
  mountPoint,
  ok,
  waitFor,
  withQueryClient,
  type Answer,
} from '../../../test/dom-test-kit';
import { ContractPanel } from './contract-panel';

const zone = 'America/Bogota';
const day = (iso: string) => Date.parse(`${iso}T05:00:00Z`); // midnight in Bogotá

const mine: ContractTerms = {
  kind: 'daily_salary',
  tiers: [
    { minDailyTeamBet: 100_000, minActiveMembers: 5, rate: '2' },
    { minDailyTeamBet: 500_000, minActiveMembers: 10, rate: '3.5' },
  ],
};

const version = (over: Partial<ContractVersion>): ContractVersion => ({
  id: 1,
  kind: 'daily_salary',
  action: 'offer',
  upline: null,
  downline: 'agente1',
  terms: mine,
  status: 'accepted',
  offeredAt: day('2026-02-20'),
  expiresAt: day('2026-02-27'),
  decidedAt: day('2026-02-21'),
  effectiveFrom: day('2026-02-22'),
  automatic: false,
  ...over,
});

const offerToMe = version({
  id: 7,
  status: 'pending',
  decidedAt: null,
  effectiveFrom: null,
  offeredAt: day('2026-03-01'),
  expiresAt: day('2026-03-08'),
  terms: { kind: 'daily_salary', tiers: [{ minDailyTeamBet: 0, minActiveMembers: 0, rate: '4' }] },
});

const contracts = (over: Partial<AgentContracts> = {}): AgentContracts => ({
  kind: 'daily_salary',
  currency: 'COP',
  currencyExponent: 2,
  current: version({}),
  upcoming: null,
  incoming: [offerToMe],
  history: [version({})],
  downlines: [{ account: 'sub1', current: null, pending: null }],
  ...over,
});

const payouts: PayoutsPage = {
  content: [
    {
      id: 31,
      kind: 'daily_salary',
      periodStart: day('2026-03-02'),
      periodEnd: day('2026-03-03'),
      amount: 12_345,
      basis: {
        teamValidBet: 1_000_000,
        activeMembers: 12,
        teamLoss: 0,
        tier: 1,
        rate: '3.5',
        capped: false,
        gross: 35_000,
        downlines: [{ account: 'sub1', gross: 22_655 }],
        shortfall: 0,
      },
      paidAt: day('2026-03-03') + 2 * 3_600_000,
    },
  ],
  pageNo: 1,
  pageSize: 10,
  total: 1,
  totalPages: 1,
  currency: 'COP',
  currencyExponent: 2,
};

let answer: (url: URL, init: RequestInit | undefined) => Answer;
let calls: { path: string; method: string; body: unknown }[];

initSpanishTexts();

beforeEach(() => {
  calls = [];
  answer = (url) => {
    if (url.pathname === '/wps/agent/contracts') return ok(contracts());
    if (url.pathname === '/wps/agent/payouts') return ok(payouts);
    return { status: 404, body: null };
  };
  answerFetch((url, init) => {
    calls.push({
      path: url.pathname,
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
    });
    return answer(url, init);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const mount = mountPoint();

const render = () =>
  act(() =>
    mount.root.render(
      withQueryClient(createElement(ContractPanel, { kind: 'daily_salary', timeZone: zone })),
    ),
  );

const byTestId = (id: string, within: ParentNode = document) =>
  within.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const allByTestId = (id: string, within: ParentNode = document) => [
  ...within.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`),
];
const click = (element: HTMLElement) => act(() => element.click());

/** Types into a React-controlled input as a reader would: the value, then an input event. */
function type(input: HTMLInputElement, value: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setValue.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const input = (testId: string) => byTestId(testId)!.querySelector('input')!;
const fieldError = (testId: string) => byTestId(testId)?.querySelector('.form-field__error');

async function openOfferForm() {
  render();
  const offer = await waitFor(() => byTestId('contract-downline-offer'), 'the offer button');
  expect(offer.getAttribute('aria-label')).toBe('Ofrecer condiciones a sub1');
  click(offer);
  return waitFor(() => byTestId('contract-offer-form'), 'the offer form');
}

const posts = (path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

describe('a contract panel', () => {
  it('shows my contract: the house as upline, its start, and its tiers', async () => {
    render();
    expect(byTestId('contract-loading')).not.toBeNull();
    const mineCard = await waitFor(() => byTestId('contract-mine'), 'my contract');
    expect(byTestId('contract-mine-upline')?.textContent).toBe(
      'Contrato con la casa · Vigente desde el 2026-02-22',
    );
    expect(allByTestId('contract-mine-terms-row', mineCard)).toHaveLength(2);
    expect(allByTestId('contract-mine-terms-rate', mineCard).map((c) => c.textContent)).toEqual([
      '2 ‰',
      '3,5 ‰',
    ]);
    expect(
      allByTestId('contract-mine-terms-minDailyTeamBet', mineCard).map((c) => c.textContent),
    ).toEqual(['1000,00', '5000,00']);
    expect(calls[0]?.path).toBe('/wps/agent/contracts');
  });

  it('lists my payouts and opens the basis of one from the keyboard', async () => {
    render();
    const row = await waitFor(() => byTestId('contract-payout-row'), 'the payout row');
    expect(row.textContent).toContain('2026-03-02');
    expect(byTestId('contract-payout-amount', row)?.textContent).toBe('123,45');
    const toggle = byTestId('contract-payout-toggle', row) as HTMLButtonElement;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const basis = byTestId('contract-payout-basis')!;
    expect(basis.textContent).toContain('Nivel 2');
    expect(byTestId('contract-payout-rate', basis)?.textContent).toContain('3,5 ‰');
    expect(basis.textContent).toContain('sub1');
    expect(basis.textContent).toContain('226,55');
    expect(basis.textContent).not.toContain('Pérdida del equipo');
    expect(calls.find((c) => c.path === '/wps/agent/payouts')).toBeDefined();
  });

  it('accepts an offer to me after asking, then shows it gone', async () => {
    let answered = false;
    answer = (url, init) => {
      if (url.pathname === '/wps/agent/contracts/offers/7/accept' && init?.method === 'POST') {
        answered = true;
        return ok({ ...offerToMe, status: 'accepted', effectiveFrom: day('2026-03-05') });
      }
      if (url.pathname === '/wps/agent/contracts') {
        return ok(answered ? contracts({ incoming: [] }) : contracts());
      }
      if (url.pathname === '/wps/agent/payouts') return ok(payouts);
      return { status: 404, body: null };
    };
    render();
    const offer = await waitFor(() => byTestId('contract-offer'), 'the offer to me');
    expect(offer.textContent).toContain('Oferta de la casa');
    expect(offer.textContent).toContain('Caduca el 2026-03-08 00:00');
    click(byTestId('contract-offer-accept', offer)!);

    const dialog = await waitFor(() => byTestId('contract-answer'), 'the confirmation');
    expect(dialog.textContent).toContain('Se aplican desde el inicio del próximo periodo');
    expect(posts('/wps/agent/contracts/offers/7/accept')).toHaveLength(0);
    click(byTestId('contract-answer-confirm')!);

    const done = await waitFor(() => byTestId('contract-offers-done'), 'the answer sent');
    expect(done.textContent).toBe('Oferta aceptada. Se aplica desde el próximo periodo.');
    expect(posts('/wps/agent/contracts/offers/7/accept')).toHaveLength(1);
    expect(byTestId('contract-answer')).toBeNull();
    await waitFor(() => byTestId('contract-offers-empty'), 'the offers list refetched');
  });

  it('explains an automatic termination offer in plain words', async () => {
    answer = (url) =>
      url.pathname === '/wps/agent/contracts'
        ? ok(
            contracts({
              incoming: [{ ...offerToMe, action: 'terminate', terms: null, automatic: true }],
            }),
          )
        : ok(payouts);
    render();
    const offer = await waitFor(() => byTestId('contract-offer'), 'the offer to me');
    expect(offer.textContent).toContain('Pedido de terminación de la casa');
    expect(byTestId('contract-offer-automatic', offer)?.textContent).toContain(
      'tu superior bajó su propia tasa',
    );
  });

  it('refuses a rate above mine at that rate field, sending nothing', async () => {
    await openOfferForm();
    type(input('contract-offer-0-minDailyTeamBet'), '1000');
    type(input('contract-offer-0-minActiveMembers'), '5');
    type(input('contract-offer-0-rate'), '2,5');
    click(byTestId('contract-offer-submit')!);

    const problem = await waitFor(() => fieldError('contract-offer-0-rate'), 'the rate problem');
    expect(problem.textContent).toBe(
      'La tasa supera la tuya en ese nivel; ofrece una igual o menor.',
    );
    expect(input('contract-offer-0-rate').getAttribute('aria-invalid')).toBe('true');
    expect(fieldError('contract-offer-0-minDailyTeamBet')).toBeNull();
    expect(posts('/wps/agent/contracts/offers')).toHaveLength(0);
  });

  it("sends terms in minor units, and shows the server's refusal at the field it names", async () => {
    answer = (url, init) => {
      if (url.pathname === '/wps/agent/contracts/offers' && init?.method === 'POST') {
        return {
          status: 400,
          body: {
            success: false,
            code: 'CONTRACT_TIERS_INVALID',
            message: 'each tier needs higher thresholds',
            value: { field: 'terms.tiers.0' },
          },
        };
      }
      if (url.pathname === '/wps/agent/contracts') return ok(contracts());
      return ok(payouts);
    };
    await openOfferForm();
    type(input('contract-offer-0-minDailyTeamBet'), '1000,5');
    type(input('contract-offer-0-minActiveMembers'), '5');
    type(input('contract-offer-0-rate'), '1.5');
    click(byTestId('contract-offer-submit')!);

    const problem = await waitFor(
      () => fieldError('contract-offer-0-minDailyTeamBet'),
      'the server problem',
    );
    expect(problem.textContent).toBe(
      'Cada nivel necesita umbrales y tasa mayores que el anterior.',
    );
    expect(posts('/wps/agent/contracts/offers')[0]?.body).toEqual({
      account: 'sub1',
      terms: {
        kind: 'daily_salary',
        tiers: [{ minDailyTeamBet: 100_050, minActiveMembers: 5, rate: '1.5' }],
      },
    });
  });

  it('adds tiers up to ten and removes them', async () => {
    await openOfferForm();
    for (let i = 1; i < 10; i++) click(byTestId('contract-offer-add')!);
    expect(allByTestId('contract-offer-tier')).toHaveLength(10);
    expect(byTestId('contract-offer-add')).toBeNull();
    click(byTestId('contract-offer-remove-9')!);
    expect(allByTestId('contract-offer-tier')).toHaveLength(9);
    expect(byTestId('contract-offer-add')).not.toBeNull();
  });

  it('says so when I have no terms to offer from, and keeps the offer button off', async () => {
    answer = (url) =>
      url.pathname === '/wps/agent/contracts'
        ? ok(contracts({ current: null, incoming: [] }))
        : ok({ ...payouts, content: [], total: 0, totalPages: 0 });
    render();
    await waitFor(() => byTestId('contract-mine-none'), 'no contract of mine');
    expect(byTestId('contract-downlines-no-terms')).not.toBeNull();
    expect((byTestId('contract-downline-offer') as HTMLButtonElement).disabled).toBe(true);
    expect(byTestId('contract-offers-empty')).not.toBeNull();
    await waitFor(() => byTestId('contract-payouts-empty'), 'no payouts');
  });

  it("shows a refused read in the reader's language", async () => {
    answer = (url) =>
      url.pathname === '/wps/agent/contracts'
        ? {
            status: 409,
            body: { success: false, code: 'CONTRACT_SCHEME_DISABLED', message: 'off' },
          }
        : ok(payouts);
    render();
    const error = await waitFor(() => byTestId('contract-error'), 'the error');
    expect(error.textContent).toContain('Este tipo de contrato no está activo en el sitio.');
  });
});
