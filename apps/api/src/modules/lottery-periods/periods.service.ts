import { randomBytes } from 'node:crypto';
import { drawResult, SEED_BYTES, seedHashOf, type LotteryFamily } from '@sorteo/shared';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { LotteryPeriodTable } from '../../db/schema-lottery.js';
import { listAllEnabledGames, nodeHmac, type LotteryGameRow } from '../lottery/index.js';
import {
  hasPeriodsAhead,
  periodsToKeep,
  ScheduleError,
  type GameSchedule,
} from './period-schedule.js';
import { insertPeriods, latestDrawAtByGame, lockDuePeriods, markDrawn } from './periods.repo.js';

export const scheduleOf = (game: LotteryGameRow): GameSchedule => ({
  timeZone: game.time_zone,
  closeSeconds: game.close_seconds,
  intervalSeconds: game.interval_seconds,
  drawTime: game.draw_time,
});

/** A game whose settings give no schedule, and why (the job reports it). */
export type ScheduleProblem = { gameId: number; gameCode: string; reason: string };

/**
 * Gives every enabled game of every merchant its periods ahead (period-schedule.ts
 * `periodsToKeep`). Only periods drawing after the game's latest existing one are made,
 * and never one whose close has passed: after downtime the schedule restarts from now
 * and the periods missed are simply not there. Each self-drawn period gets its own seed
 * from the system CSPRNG, committed by its hash before anyone can bet. Safe to run
 * concurrently: a period made twice is kept once (unique game and number).
 */
export async function createUpcomingPeriods(
  trx: Db,
  now: Date,
): Promise<{ created: number; problems: ScheduleProblem[] }> {
  const games = await listAllEnabledGames(trx);
  const latest = await latestDrawAtByGame(
    trx,
    games.map((g) => g.id),
  );
  const rows: Insertable<LotteryPeriodTable>[] = [];
  const problems: ScheduleProblem[] = [];
  for (const game of games) {
    const schedule = scheduleOf(game);
    const lastDrawAt = latest.get(game.id);
    if (lastDrawAt && hasPeriodsAhead(schedule, now, lastDrawAt)) continue;
    let planned;
    try {
      planned = periodsToKeep(schedule, now);
    } catch (error) {
      if (!(error instanceof ScheduleError)) throw error;
      problems.push({ gameId: game.id, gameCode: game.game_code, reason: error.message });
      continue;
    }
    const last = lastDrawAt?.getTime() ?? -Infinity;
    for (const period of planned) {
      if (period.drawAt.getTime() <= last) continue;
      const seed = game.real_world ? null : randomBytes(SEED_BYTES);
      rows.push({
        merchant_id: game.merchant_id,
        game_id: game.id,
        period_no: period.periodNo,
        open_at: period.openAt,
        close_at: period.closeAt,
        draw_at: period.drawAt,
        seed,
        seed_hash: seed ? seedHashOf(seed.toString('hex')) : null,
      });
    }
  }
  return { created: await insertPeriods(trx, rows), problems };
}

const DRAW_BATCH = 500;

const hexOf = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/**
 * Draws the self-drawn periods whose time has come, at most one batch: each result is the
 * fair-draw function of the seed committed when the period was made. Periods missed while
 * no process ran are drawn now, with those same seeds. Rows are locked (others skipped)
 * and updated only while still pending, so across processes each period draws once.
 */
export async function drawDuePeriods(trx: Db, now: Date): Promise<number> {
  const due = await lockDuePeriods(trx, now, DRAW_BATCH);
  const draws = due.map((p) => ({
    id: p.id,
    result: drawResult(
      p.family as LotteryFamily,
      hexOf(p.seed),
      p.game_code,
      p.period_no,
      nodeHmac,
    ),
  }));
  return (await markDrawn(trx, draws, now)).length;
}
