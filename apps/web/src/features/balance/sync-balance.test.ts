import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { LiveMessage } from '../../lib/live-socket';
import { balanceQueryKey, type WalletBalanceView } from './api/get-balance';
import { syncBalanceWithSocket } from './sync-balance';

type Deferred = { resolve: (b: WalletBalanceView) => void; reject: (e: Error) => void };

function harness() {
  const handlers = new Map<string, (m: LiveMessage) => void>();
  const socket = {
    subscribe: (type: string, handler: (m: LiveMessage) => void) => {
      handlers.set(type, handler);
      return () => void handlers.delete(type);
    },
  };
  const fetches: Deferred[] = [];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // An observer, as the header is: the query is active, so a refetch really fetches.
  const observer = new QueryObserver<WalletBalanceView>(queryClient, {
    queryKey: balanceQueryKey,
    queryFn: () =>
      new Promise<WalletBalanceView>((resolve, reject) => fetches.push({ resolve, reject })),
    staleTime: Infinity,
  });
  const stopObserving = observer.subscribe(() => undefined);
  const stop = syncBalanceWithSocket(queryClient, socket);
  const shown = () => queryClient.getQueryData<WalletBalanceView>(balanceQueryKey)?.sumBalance;
  let transactionId = 0;
  const push = (sumBalance: number, currency = 'MXN', id = ++transactionId) =>
    handlers.get('balance')?.({ type: 'balance', sumBalance, currency, transactionId: id });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { handlers, fetches, queryClient, stop, stopObserving, shown, push, settle };
}

const wallet = (sumBalance: number): WalletBalanceView => ({
  sumBalance,
  currency: 'MXN',
  currencyExponent: 2,
  wallets: [{ name: 'main', balance: sumBalance }],
});

describe('syncBalanceWithSocket', () => {
  it('shows a pushed balance at once, without asking the server', async () => {
    const h = harness();
    h.fetches[0]!.resolve(wallet(1_000));
    await h.settle();
    h.push(2_500);
    await h.settle();
    expect(h.shown()).toBe(2_500);
    expect(h.fetches).toHaveLength(1);
  });

  it('keeps a push over an older fetch answer that arrives after it', async () => {
    const h = harness();
    h.fetches[0]!.resolve(wallet(1_000));
    await h.settle();
    // The refresh button: a fetch that read the wallet before the deposit committed.
    void h.queryClient.refetchQueries({ queryKey: balanceQueryKey });
    expect(h.fetches).toHaveLength(2);
    h.push(5_000);
    await h.settle();
    h.fetches[1]!.resolve(wallet(1_000));
    await h.settle();
    expect(h.shown()).toBe(5_000);
  });

  it('the latest of several quick pushes wins', async () => {
    const h = harness();
    h.fetches[0]!.resolve(wallet(0));
    await h.settle();
    h.push(100);
    h.push(300);
    h.push(200);
    await h.settle();
    expect(h.shown()).toBe(200);
  });

  it('never lets an older transaction undo a newer one', async () => {
    const h = harness();
    h.fetches[0]!.resolve(wallet(0));
    await h.settle();
    h.push(900, 'MXN', 12);
    await h.settle();
    h.push(400, 'MXN', 11);
    await h.settle();
    expect(h.shown()).toBe(900);
  });

  it('asks again when a push comes before the first answer (no exponent to show it with yet)', async () => {
    const h = harness();
    h.push(700);
    await h.settle();
    expect(h.fetches).toHaveLength(2);
    h.fetches[1]!.resolve(wallet(700));
    await h.settle();
    expect(h.shown()).toBe(700);
  });

  it('fetches again after every (re)connect, since pushes were missed meanwhile', async () => {
    const h = harness();
    h.fetches[0]!.resolve(wallet(1_000));
    await h.settle();
    h.handlers.get('ready')?.({ type: 'ready' });
    await h.settle();
    expect(h.fetches).toHaveLength(2);
    h.fetches[1]!.resolve(wallet(4_000));
    await h.settle();
    expect(h.shown()).toBe(4_000);
  });

  it('ignores malformed pushes and stops listening when told', async () => {
    const h = harness();
    h.fetches[0]!.resolve(wallet(1_000));
    await h.settle();
    h.handlers.get('balance')?.({ type: 'balance', sumBalance: '12', currency: 'MXN' });
    h.handlers.get('balance')?.({ type: 'balance', sumBalance: 1.5, currency: 'MXN' });
    await h.settle();
    expect(h.shown()).toBe(1_000);
    h.stop();
    expect(h.handlers.size).toBe(0);
    h.stopObserving();
  });
});
