import { z } from 'zod';
import { epochMs, pageQuerySchema, pageSchema } from './envelope.js';
import { checkDateRange, dateRangeQuerySchema } from './wallet.js';

const vendorCode = z.string().regex(/^[A-Z][A-Z0-9_]{1,19}$/, 'a vendor code');

/** GET /wps/game/rounds (session): the player's vendor rounds opened in a range of days. */
export const roundsQuerySchema = dateRangeQuerySchema
  .extend({
    vassalage: vendorCode.optional(),
    gameCode: z.string().min(1).max(64).optional(),
    ...pageQuerySchema.shape,
  })
  .superRefine(checkDateRange);
export type RoundsQuery = z.input<typeof roundsQuerySchema>;

/** A round of a vendor's game, as the betting record shows it; amounts in minor units. */
export const vendorRoundSchema = z.object({
  /** Sorteo's id of the round, for its details. */
  roundRef: z.string(),
  /** The vendor's id of the round. */
  roundId: z.string(),
  vassalage: z.string(),
  vendorName: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  stake: z.number().int(),
  win: z.number().int(),
  refunded: z.number().int(),
  /** What the player won or lost: win + refunded − stake. */
  profit: z.number().int(),
  status: z.enum(['open', 'closed']),
  openedAt: epochMs,
  closedAt: epochMs.nullable(),
});
export type VendorRound = z.infer<typeof vendorRoundSchema>;

export const roundsPageSchema = pageSchema(vendorRoundSchema).extend({
  totals: z.object({ stake: z.number().int(), win: z.number().int(), profit: z.number().int() }),
});
export type RoundsPage = z.infer<typeof roundsPageSchema>;

export const roundRefParamSchema = z.object({
  roundRef: z.string().regex(/^[1-9][0-9]{0,15}$/, 'a round id'),
});

/** One round with every wallet call of it, oldest first. */
export const roundDetailSchema = vendorRoundSchema.extend({
  transactions: z.array(
    z.object({
      transactionId: z.string(),
      kind: z.enum(['bet', 'win', 'rollback']),
      amount: z.number().int(),
      at: epochMs,
    }),
  ),
});
export type RoundDetail = z.infer<typeof roundDetailSchema>;
