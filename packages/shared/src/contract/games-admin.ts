import { z } from 'zod';
import { gameCategories, languageCodes } from './constants.js';
import { decimal } from './decimal.js';
import { pageQuerySchema, pageSchema } from './envelope.js';

const vendorCode = z.string().regex(/^[A-Z][A-Z0-9_]{1,19}$/, 'a vendor code');
/** https, or http on this machine; no credentials, query or fragment. */
const vendorApiUrl = z
  .string()
  .trim()
  .max(300)
  .regex(
    /^(https:\/\/[A-Za-z0-9.-]+|http:\/\/(localhost|127\.0\.0\.1|\[::1\]))(:[0-9]{1,5})?(\/[A-Za-z0-9._~%/-]*)?$/,
    'an https address without credentials, query or fragment (http only on this machine)',
  )
  .transform((text) => text.replace(/\/+$/, ''));
/** A CSP source the site frames games from: an http(s) origin. */
const frameHost = z
  .string()
  .trim()
  .regex(/^https?:\/\/[a-z0-9.-]+(:[0-9]{1,5})?$/, 'an origin such as https://games.example.com');
const names = z.partialRecord(z.enum(languageCodes), z.string().trim().min(1).max(80));

export const vendorCodeParamSchema = z.object({ code: vendorCode });
export const nodeIdParamSchema = z.object({
  nodeId: decimal(z.number().int().positive().max(2_147_483_647)),
});

/** A vendor as operators manage it: what it is, and how this brand lists it. */
export const adminVendorSchema = z.object({
  code: z.string(),
  name: z.string(),
  categories: z.array(z.string()),
  walletKind: z.enum(['seamless', 'transfer']),
  status: z.enum(['enabled', 'maintenance', 'disabled']),
  demo: z.boolean(),
  allowsFraming: z.boolean(),
  frameHosts: z.array(z.string()),
  /** Where Sorteo reaches the vendor's API and game pages; the sandbox's is its setting. */
  apiUrl: z.string().nullable(),
  /** Whether this installation can reach it (an address and a secret are configured). */
  reachable: z.boolean(),
  syncedAt: z.number().int().nullable(),
  games: z.number().int(),
  listed: z.boolean(),
  sort: z.number().int(),
  isHot: z.boolean(),
  image: z.string().nullable(),
  /**
   * Whether this brand's cards of the vendor open a pop-up list of its games (`isGame`
   * `VASSALAGE`); null: where the brand lists more than one of its games in the category.
   */
  gameListPopup: z.boolean().nullable(),
});
export type AdminVendor = z.infer<typeof adminVendorSchema>;
export const adminVendorsSchema = z.array(adminVendorSchema);

/**
 * An operator's change to a vendor. `status`, `demo`, `allowsFraming` and `frameHosts` are the
 * vendor's own (every brand sees them); `listed`, `sort`, `isHot`, `image` and
 * `gameListPopup` this brand's.
 */
export const vendorUpdateSchema = z
  .object({
    status: z.enum(['enabled', 'maintenance', 'disabled']),
    demo: z.boolean(),
    allowsFraming: z.boolean(),
    frameHosts: z.array(frameHost).max(20),
    /** The vendor's base address: https, or http on this machine; no credentials or query. */
    apiUrl: vendorApiUrl.nullable(),
    listed: z.boolean(),
    sort: z.number().int().min(0).max(100_000),
    isHot: z.boolean(),
    image: z.string().trim().url().max(500).nullable(),
    /** true or false: the cards open the pop-up list or the hall; null: the default rule. */
    gameListPopup: z.boolean().nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'nothing to change' });
export type VendorUpdate = z.input<typeof vendorUpdateSchema>;

export const adminGamesQuerySchema = z.object({
  vassalage: vendorCode.optional(),
  gameType: z.enum(gameCategories).optional(),
  gameName: z.string().trim().max(60).optional(),
  hidden: z.enum(['true', 'false']).optional(),
  pageNo: decimal(z.number().int().min(1).max(100_000)).default(1),
  pageSize: decimal(z.number().int().min(1).max(200)).default(50),
});
export type AdminGamesQuery = z.input<typeof adminGamesQuerySchema>;

/** A game with the vendor's values and this brand's overrides (null: the vendor's). */
export const adminGameSchema = z.object({
  nodeId: z.string(),
  vassalage: z.string(),
  gameCode: z.string(),
  gameType: z.string(),
  names: z.record(z.string(), z.string()),
  withdrawn: z.boolean(),
  hidden: z.boolean(),
  sort: z.number().int(),
  isHot: z.boolean(),
  isNew: z.boolean(),
  isFeatured: z.boolean(),
  overrides: z.object({
    names: z.record(z.string(), z.string()),
    sort: z.number().int().nullable(),
    isHot: z.boolean().nullable(),
    isNew: z.boolean().nullable(),
    isFeatured: z.boolean().nullable(),
  }),
});
export type AdminGame = z.infer<typeof adminGameSchema>;
export const adminGamesPageSchema = pageSchema(adminGameSchema);

/** An operator's overrides of one game for this brand; null puts the vendor's value back. */
export const gameUpdateSchema = z
  .object({
    hidden: z.boolean(),
    sort: z.number().int().min(0).max(100_000).nullable(),
    isHot: z.boolean().nullable(),
    isNew: z.boolean().nullable(),
    isFeatured: z.boolean().nullable(),
    names: names,
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'nothing to change' });
export type GameUpdate = z.input<typeof gameUpdateSchema>;

export const catalogueSyncResultSchema = z.object({
  vendor: z.string(),
  added: z.number().int(),
  changed: z.number().int(),
  withdrawn: z.number().int(),
});
export type CatalogueSyncResult = z.infer<typeof catalogueSyncResultSchema>;

/** GET /admin/games/reconciliations: the daily runs, newest day first. */
export const reconciliationsQuerySchema = pageQuerySchema.extend({
  vendor: vendorCode.optional(),
  status: z.enum(['clean', 'differences', 'unreachable']).optional(),
});
export type ReconciliationsQuery = z.input<typeof reconciliationsQuerySchema>;

export const reconciliationSchema = z.object({
  id: z.number().int(),
  vendor: z.string(),
  day: z.string(),
  status: z.enum(['clean', 'differences', 'unreachable']),
  compared: z.number().int(),
  differences: z.number().int(),
  /** Both sides' sums of the day: stakes, wins and refunds, or transfers in and out. */
  totals: z.record(z.string(), z.number()),
  problem: z.string().nullable(),
  ranAt: z.number().int(),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;
export const reconciliationsPageSchema = z.object({
  list: z.array(reconciliationSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});

export const reconciliationDifferenceSchema = z.object({
  kind: z.enum([
    'missing-here',
    'missing-there',
    'amounts-differ',
    'states-differ',
    'resolved-unknown',
  ]),
  reference: z.string(),
  ours: z.record(z.string(), z.unknown()).nullable(),
  theirs: z.record(z.string(), z.unknown()).nullable(),
});
export const reconciliationDetailSchema = reconciliationSchema.extend({
  list: z.array(reconciliationDifferenceSchema),
});
export type ReconciliationDetail = z.infer<typeof reconciliationDetailSchema>;
export const reconciliationIdParamSchema = z.object({
  id: z.string().regex(/^[1-9][0-9]{0,15}$/, 'a run id'),
});
