import { z } from 'zod';
import { decimal } from './decimal.js';
import { epochMs, pageQuerySchema, pageSchema } from './envelope.js';
import { INT4_MAX } from './admin.js';
import { idempotencyKeySchema, minorAmountSchema } from './ledger.js';
import { translationsSchema } from './translations.js';

/**
 * Deposits (SPEC `depositv2`, DOMAIN "Money"): the merchant's payment methods, a player's
 * deposit requests, and the player's own responsible-gambling deposit limits. Amounts are
 * integer minor units of the merchant currency; docs/payments.md tells the whole story.
 */

/** A bank account the player pays into by hand, or an online payment gateway. */
export const paymentMethodKinds = ['bank_transfer', 'gateway'] as const;
export const paymentMethodKindSchema = z.enum(paymentMethodKinds);
export type PaymentMethodKind = z.infer<typeof paymentMethodKindSchema>;

/**
 * Bank transfer: `pending` until an operator `approved` (wallet credited) or `rejected` it.
 * Gateway: `awaiting_payment` until the gateway reports `paid` (wallet credited) or `failed`;
 * an order nobody paid in time is `expired`, and one the gateway never took is `failed`.
 */
export const depositStatuses = [
  'pending',
  'approved',
  'rejected',
  'awaiting_payment',
  'paid',
  'failed',
  'expired',
] as const;
export const depositStatusSchema = z.enum(depositStatuses);
export type DepositStatus = z.infer<typeof depositStatusSchema>;

/** Requests that count towards a deposit limit: those still open and those credited. */
export const depositStatusesCountedByLimits: readonly DepositStatus[] = [
  'pending',
  'approved',
  'awaiting_payment',
  'paid',
];

/** Proof of a bank transfer: a PNG or JPEG image of at most PROOF_IMAGE_MAX_BYTES (checked by its bytes). */
export const depositProofTypes = ['image/png', 'image/jpeg'] as const;

const methodId = decimal(z.number().int().positive().max(INT4_MAX));
/** Multipart fields arrive as text, JSON numbers as numbers: both are read as a number. */
const amount = decimal(z.number()).pipe(minorAmountSchema);
const shortText = (max: number) => z.string().trim().min(1).max(max);

/** A method as a player sees it on the deposit page. */
export const paymentMethodSchema = z.object({
  id: z.number().int(),
  kind: paymentMethodKindSchema,
  name: z.string(),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  /** Bank transfer only: where to pay. */
  bankName: z.string().nullable(),
  accountName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  /** Gateway only. */
  gatewayCode: z.string().nullable(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** GET /wps/deposit/methods — enabled methods in their order, with the currency to show. */
export const depositMethodsSchema = z.object({
  currency: z.string(),
  currencyExponent: z.number().int(),
  methods: z.array(paymentMethodSchema),
});
export type DepositMethods = z.infer<typeof depositMethodsSchema>;

/**
 * POST /wps/deposit/requests as multipart/form-data for a bank transfer: these fields, and
 * an optional `proof` file part (PNG or JPEG, ≤ 5 MB). Records a pending request.
 */
export const bankDepositRequestSchema = z.object({
  methodId,
  amount,
  /** The name on the account the player paid from. */
  payerName: shortText(64),
  /** The transfer's reference or note, when the bank gave one. */
  reference: z.string().trim().max(64).optional(),
  idempotencyKey: idempotencyKeySchema,
});
export type BankDepositRequest = z.infer<typeof bankDepositRequestSchema>;

/** POST /wps/deposit/requests as JSON for a gateway method: opens an order at the gateway. */
export const gatewayDepositRequestSchema = z.object({
  methodId,
  amount,
  idempotencyKey: idempotencyKeySchema,
});
export type GatewayDepositRequest = z.infer<typeof gatewayDepositRequestSchema>;

/** A player's deposit request. */
export const depositRequestSchema = z.object({
  id: z.number().int(),
  methodId: z.number().int(),
  methodName: z.string(),
  kind: paymentMethodKindSchema,
  amount: z.number().int(),
  currency: z.string(),
  status: depositStatusSchema,
  payerName: z.string().nullable(),
  reference: z.string().nullable(),
  hasProof: z.boolean(),
  /** Why an operator rejected it. */
  rejectReason: z.string().nullable(),
  createdAt: epochMs,
  /** When it was approved, rejected, paid, failed or expired. */
  completedAt: epochMs.nullable(),
});
export type DepositRequest = z.infer<typeof depositRequestSchema>;

/** Answer of a gateway deposit: send the browser to `redirectUrl` (the gateway's page). */
export const gatewayDepositAnswerSchema = z.object({
  requestId: z.number().int(),
  redirectUrl: z.string(),
});
export type GatewayDepositAnswer = z.infer<typeof gatewayDepositAnswerSchema>;

/** POST /wps/deposit/requests answers one or the other, by the method's kind. */
export const depositRequestAnswerSchema = z.union([
  depositRequestSchema,
  gatewayDepositAnswerSchema,
]);

/** GET /wps/deposit/requests?pageNo&pageSize — newest first. */
export const depositRequestsQuerySchema = pageQuerySchema;
export const depositRequestPageSchema = pageSchema(depositRequestSchema);

/** GET /wps/deposit/requests/:id */
export const depositRequestParamSchema = z.object({
  id: decimal(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)),
});

/** The periods of a deposit limit, measured in the merchant's time zone (weeks start Monday). */
export const depositLimitPeriods = ['day', 'week', 'month'] as const;
export type DepositLimitPeriod = (typeof depositLimitPeriods)[number];
/** The fields of the limits call, per period. */
export const depositLimitFields = { day: 'daily', week: 'weekly', month: 'monthly' } as const;

/** Minor units, or null for no limit. */
const limitValue = minorAmountSchema.nullable();

/**
 * PUT /wps/member/deposit-limits — a period left out keeps its limit. A lower limit, or a
 * limit where there was none, applies at once; a higher one, or removing one, applies 24
 * hours later (and replaces any change still waiting).
 */
export const depositLimitsInputSchema = z.object({
  daily: limitValue.optional(),
  weekly: limitValue.optional(),
  monthly: limitValue.optional(),
});
export type DepositLimitsInput = z.infer<typeof depositLimitsInputSchema>;

export const depositLimitSchema = z.object({
  /** The limit in force; null: none. */
  current: z.number().int().nullable(),
  /** A raise or removal waiting for its 24 hours; `amount` null removes the limit. */
  pending: z.object({ amount: z.number().int().nullable(), effectiveAt: epochMs }).nullable(),
});
export type DepositLimit = z.infer<typeof depositLimitSchema>;

/** GET and PUT /wps/member/deposit-limits */
export const depositLimitsSchema = z.object({
  daily: depositLimitSchema,
  weekly: depositLimitSchema,
  monthly: depositLimitSchema,
  /** The zone the periods are measured in. */
  timeZone: z.string(),
});
export type DepositLimits = z.infer<typeof depositLimitsSchema>;

/* ---- Operator API (/admin) ---- */

/** A method's name in other languages than the brand's default. */
export const paymentMethodTranslationsSchema = translationsSchema({ name: shortText(64) });

const methodCommon = {
  name: shortText(64),
  translations: paymentMethodTranslationsSchema.default({}),
  minAmount: minorAmountSchema,
  maxAmount: minorAmountSchema,
  enabled: z.boolean().default(true),
  sort: z.number().int().min(0).max(9999).default(0),
};

/** POST /admin/payment-methods, PUT /admin/payment-methods/:id */
export const paymentMethodInputSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('bank_transfer'),
      ...methodCommon,
      bankName: shortText(64),
      accountName: shortText(64),
      accountNumber: shortText(64),
    }),
    z.object({
      kind: z.literal('gateway'),
      ...methodCommon,
      /** Which configured gateway takes the orders (PAYMENT_GATEWAY_CODE). */
      gatewayCode: z
        .string()
        .trim()
        .regex(/^[a-z0-9_-]{1,32}$/, 'a gateway code: 1-32 of a-z 0-9 _ -'),
    }),
  ])
  .refine((m) => m.minAmount <= m.maxAmount, {
    path: ['maxAmount'],
    message: 'must not be below minAmount',
  });
export type PaymentMethodInput = z.infer<typeof paymentMethodInputSchema>;

export const adminPaymentMethodSchema = paymentMethodSchema.extend({
  enabled: z.boolean(),
  sort: z.number().int(),
  translations: paymentMethodTranslationsSchema,
});
export type AdminPaymentMethod = z.infer<typeof adminPaymentMethodSchema>;

/** GET /admin/deposits?status&pageNo&pageSize — newest first. */
export const adminDepositsQuerySchema = pageQuerySchema.extend({
  status: depositStatusSchema.optional(),
});

export const adminDepositSchema = depositRequestSchema.extend({
  memberId: z.number().int(),
  account: z.string(),
  /** The operator who approved or rejected it. */
  decidedBy: z.string().nullable(),
  gatewayOrderId: z.string().nullable(),
  /** Why a gateway order failed (e.g. `gateway_unavailable`, `declined`). */
  failureReason: z.string().nullable(),
});
export type AdminDeposit = z.infer<typeof adminDepositSchema>;
export const adminDepositPageSchema = pageSchema(adminDepositSchema);

/** POST /admin/deposits/:id/reject */
export const depositRejectSchema = z.object({ reason: shortText(200) });
