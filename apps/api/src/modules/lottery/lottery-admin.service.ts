import {
  ErrorCode,
  betTypesOf,
  isCompleteOddsTable,
  type AdminLotteryGame,
  type FieldIssue,
  type LotteryFamily,
  type LotteryGameUpdate,
  type StakeLimit,
} from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { toMinor } from '../../lib/money.js';
import { changeUnderAudit, type Actor } from '../audit/index.js';
import { merchantById } from '../merchants/index.js';
import { findGameForUpdate, updateGameRow, type GameFields } from './lottery-admin.repo.js';
import { listGames, type LotteryGameRow } from './lottery-games.repo.js';
import { jsonColumn, toGameView } from './lottery-views.js';

/** K3 `sum` odds are per value (`sum:4` … `sum:17`): a bare `sum` would never be used. */
const K3_SUM_KEY = /^sum:(\d{1,2})$/;

function adminView(row: LotteryGameRow, currency: string): AdminLotteryGame {
  return {
    ...toGameView(row, currency),
    enabled: row.enabled,
    exposureCap: toMinor(row.exposure_cap),
  };
}

async function currencyOf(db: Db, merchantId: number): Promise<string> {
  const merchant = await merchantById(db, merchantId);
  if (!merchant) throw new Error(`merchant ${merchantId} not found`);
  return merchant.currency;
}

export async function adminGames(db: Db, merchantId: number): Promise<AdminLotteryGame[]> {
  const [games, currency] = await Promise.all([
    listGames(db, merchantId, { enabledOnly: false }),
    currencyOf(db, merchantId),
  ]);
  return games.map((g) => adminView(g, currency));
}

function isOddsKeyOf(family: LotteryFamily, key: string): boolean {
  const sum = K3_SUM_KEY.exec(key);
  if (family === 'K3' && sum) return Number(sum[1]) >= 4 && Number(sum[1]) <= 17;
  return key !== 'sum' && (betTypesOf[family] as readonly string[]).includes(key);
}

const issue = (field: string, rule: string, message: string): FieldIssue => ({
  field,
  rule,
  message,
});

/** What is wrong with an edit of a game of this family, merged over its current tables. */
function editIssues(row: LotteryGameRow, input: LotteryGameUpdate): FieldIssue[] {
  const family = row.family as LotteryFamily;
  const types: readonly string[] = betTypesOf[family];
  const issues: FieldIssue[] = [];
  for (const key of Object.keys(input.odds ?? {})) {
    if (!isOddsKeyOf(family, key)) {
      const hint = family === 'K3' ? '; K3 sums are sum:4 … sum:17' : '';
      issues.push(issue(`odds.${key}`, 'betType', `not a bet type of ${family}${hint}`));
    }
  }
  for (const [key, limit] of Object.entries(input.limits ?? {})) {
    if (!types.includes(key)) {
      issues.push(issue(`limits.${key}`, 'betType', `not a bet type of ${family}`));
    } else if (limit.min > limit.max) {
      issues.push(issue(`limits.${key}.max`, 'min', 'the maximum must not be below the minimum'));
    }
  }
  if (issues.length > 0) return issues;
  const odds = { ...jsonColumn<Record<string, number>>(row.odds), ...input.odds };
  if (!isCompleteOddsTable(odds, family)) {
    issues.push(issue('odds', 'complete', `every bet type of ${family} needs odds`));
  }
  const limits = { ...jsonColumn<Record<string, StakeLimit>>(row.limits), ...input.limits };
  if (!types.every((t) => limits[t] !== undefined)) {
    issues.push(issue('limits', 'complete', `every bet type of ${family} needs limits`));
  }
  return issues;
}

function refuse(issues: FieldIssue[]): AppError {
  const first = issues[0]!;
  return new AppError(400, ErrorCode.ValidationFailed, `${first.field}: ${first.message}`, {
    field: first.field,
    issues,
  });
}

/**
 * An operator's edit of one game: odds and limits are merged into the game's tables, which
 * must stay complete for its family. Players see the change on their next read.
 */
export async function updateGame(
  db: Db,
  actor: Actor,
  gameCode: string,
  input: LotteryGameUpdate,
): Promise<AdminLotteryGame> {
  if (Object.values(input).every((v) => v === undefined)) {
    throw refuse([issue('body', 'required', 'nothing to change')]);
  }
  const currency = await currencyOf(db, actor.merchantId);
  return changeUnderAudit(db, actor, {
    action: 'lottery_game.update',
    targetType: 'lottery_game',
    targetId: gameCode,
    before: async (trx) => {
      const row = await findGameForUpdate(trx, actor.merchantId, gameCode);
      if (!row) {
        throw new AppError(404, ErrorCode.LotteryGameNotFound, `No lottery game ${gameCode}`, {
          field: 'gameCode',
        });
      }
      return adminView(row, currency);
    },
    apply: async (trx) => {
      const row = (await findGameForUpdate(trx, actor.merchantId, gameCode))!;
      const issues = editIssues(row, input);
      if (issues.length > 0) throw refuse(issues);
      const fields: GameFields = {};
      if (input.gameName !== undefined) fields.name = input.gameName;
      if (input.enabled !== undefined) fields.enabled = input.enabled;
      if (input.odds)
        fields.odds = JSON.stringify({ ...jsonColumn<object>(row.odds), ...input.odds });
      if (input.limits) {
        fields.limits = JSON.stringify({ ...jsonColumn<object>(row.limits), ...input.limits });
      }
      if (input.exposureCap !== undefined) fields.exposure_cap = input.exposureCap;
      return adminView(await updateGameRow(trx, row.id, fields), currency);
    },
  });
}
