import {
  ErrorCode,
  type LanguageCode,
  type Promotion,
  type PromotionSummary,
} from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { toPromotion, toPromotionSummary } from './promotion-views.js';
import * as promotions from './promotions.repo.js';

/** The brand's live promotions, in the operators' order: what the notice lists. */
export async function livePromotions(
  db: Db,
  merchantId: number,
  language: LanguageCode,
): Promise<PromotionSummary[]> {
  return (await promotions.listLive(db, merchantId)).map((r) => toPromotionSummary(r, language));
}

/**
 * One live promotion with its content. A switched-off or out-of-window promotion answers
 * exactly like an unknown id, so players cannot find what is not published.
 */
export async function livePromotion(
  db: Db,
  merchantId: number,
  id: number,
  language: LanguageCode,
): Promise<Promotion> {
  const row = await promotions.findLive(db, merchantId, id);
  if (!row) throw new AppError(404, ErrorCode.PromotionNotFound, 'Promotion not found');
  return toPromotion(row, language);
}
