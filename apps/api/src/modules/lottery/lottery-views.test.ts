import { drawResult, seedHashOf } from '@sorteo/shared';
import { describe, expect, it } from 'vitest';
import { defaultExposureCap, defaultLimits, defaultOddsOf } from './default-games.js';
import type { LotteryGameRow } from './lottery-games.repo.js';
import { toGameView, toPeriodView, type LotteryPeriodRow } from './lottery-views.js';

const seedHex = 'ab'.repeat(32);
const seedBytes = Uint8Array.from(Buffer.from(seedHex, 'hex'));
const result = drawResult('5D', seedHex, '5D_1M', '20261122-0001');

function period(overrides: Partial<LotteryPeriodRow>): LotteryPeriodRow {
  return {
    id: 1,
    merchant_id: 1,
    game_id: 1,
    period_no: '20261122-0001',
    open_at: new Date('2026-11-22T10:00:00Z'),
    close_at: new Date('2026-11-22T10:00:50Z'),
    draw_at: new Date('2026-11-22T10:01:00Z'),
    status: 'pending',
    seed: seedBytes,
    seed_hash: seedHashOf(seedHex),
    result: null,
    drawn_at: null,
    settled_at: null,
    voided_at: null,
    void_reason: null,
    created_at: new Date('2026-11-22T09:59:00Z'),
    updated_at: new Date('2026-11-22T09:59:00Z'),
    ...overrides,
  };
}

const drawnAt = new Date('2026-11-22T10:01:01Z');

describe('toPeriodView', () => {
  it('never shows the seed of a pending period, only its hash', () => {
    const view = toPeriodView(period({ status: 'pending' }), '5D_1M');
    expect(view.seed).toBeNull();
    expect(view.seedHash).toBe(seedHashOf(seedHex));
    expect(view.result).toBeNull();
    expect(view.drawnAt).toBeNull();
    expect(view.openAt).toBe(Date.parse('2026-11-22T10:00:00Z'));
    expect(view.closeAt).toBe(Date.parse('2026-11-22T10:00:50Z'));
    expect(view.drawAt).toBe(Date.parse('2026-11-22T10:01:00Z'));
    expect(view.gameCode).toBe('5D_1M');
  });

  it.each(['drawn', 'settled'])('reveals seed and result once %s', (status) => {
    const view = toPeriodView(period({ status, result, drawn_at: drawnAt }), '5D_1M');
    expect(view.seed).toBe(seedHex);
    expect(seedHashOf(view.seed!)).toBe(view.seedHash);
    expect(view.result).toEqual(result);
    expect(view.drawnAt).toBe(drawnAt.getTime());
  });

  it('reveals the seed of a period voided after its draw, not of one voided before', () => {
    const after = toPeriodView(period({ status: 'void', result, drawn_at: drawnAt }), '5D_1M');
    expect(after.seed).toBe(seedHex);
    expect(after.result).toEqual(result);
    const before = toPeriodView(period({ status: 'void' }), '5D_1M');
    expect(before.seed).toBeNull();
    expect(before.result).toBeNull();
  });

  it('reads a Buffer seed (pg) and a string-encoded result alike', () => {
    const view = toPeriodView(
      period({
        status: 'drawn',
        seed: Buffer.from(seedHex, 'hex'),
        result: JSON.stringify(result),
        drawn_at: drawnAt.toISOString() as unknown as Date,
      }),
      '5D_1M',
    );
    expect(view.seed).toBe(seedHex);
    expect(view.result).toEqual(result);
    expect(view.drawnAt).toBe(drawnAt.getTime());
  });

  it('answers a real-world period without seed', () => {
    const vn = drawResult('VN', seedHex, 'VN_MB', '20261122-0001');
    const view = toPeriodView(
      period({ status: 'drawn', seed: null, seed_hash: null, result: vn, drawn_at: drawnAt }),
      'VN_MB',
    );
    expect(view.seed).toBeNull();
    expect(view.seedHash).toBeNull();
    expect(view.result).toEqual(vn);
  });
});

describe('toGameView', () => {
  it('gives the family bet types, account type, odds and limits', () => {
    const row: LotteryGameRow = {
      id: 3,
      merchant_id: 1,
      game_code: 'K3_1M',
      family: 'K3',
      name: 'K3 1 min',
      interval_seconds: 60,
      draw_time: null,
      time_zone: 'America/Mexico_City',
      close_seconds: 10,
      real_world: false,
      enabled: true,
      sort_order: 7,
      odds: defaultOddsOf('K3'),
      limits: JSON.stringify(defaultLimits('K3', 2)),
      exposure_cap: String(defaultExposureCap(2)),
      version: 1,
      created_at: new Date(),
      updated_at: new Date(),
    };
    const view = toGameView(row, 'MXN');
    expect(view).toMatchObject({
      gameCode: 'K3_1M',
      family: 'K3',
      accountTypeName: 'TCG_SEA',
      intervalSeconds: 60,
      drawTime: null,
      closeSeconds: 10,
      realWorld: false,
      currency: 'MXN',
      betTypes: ['sum', 'big_small', 'odd_even', 'triple_any', 'triple'],
    });
    expect(view.odds['sum:4']).toBe(6900);
    expect(view.odds.lo2).toBeUndefined();
    expect(view.limits.sum).toEqual({ min: 100, max: 1_000_000 });
  });
});
