import { z } from 'zod';
import { epochMs, pageQuerySchema } from './envelope.js';
import { INT4_MAX } from './admin.js';
import { idempotencyKeySchema, minorAmountSchema } from './ledger.js';

/**
 * Withdrawals (DOMAIN "Money", SPEC §4 "Withdrawal confirmation"): the payment password,
 * the player's receiving accounts, withdrawal requests and their review. docs/withdrawals.md
 * tells the whole flow.
 */

/** The payment (withdrawal) password: exactly six digits, as registration asks it. */
export const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;
export const paymentPasswordSchema = z
  .string()
  .regex(PAYMENT_PASSWORD_PATTERN, 'the payment password is 6 digits');

/** A login password as typed to re-authenticate; checked against the stored hash only. */
const loginPasswordSchema = z.string().min(1).max(128);

/** GET /wps/member/payment-password */
export const paymentPasswordStatusSchema = z.object({ isSet: z.boolean() });
export type PaymentPasswordStatus = z.infer<typeof paymentPasswordStatusSchema>;

/**
 * PUT /wps/member/payment-password (encrypted). Setting the first one asks the login
 * password; changing it asks the current payment password.
 */
export const setPaymentPasswordRequestSchema = z.object({
  paymentPassword: paymentPasswordSchema,
  loginPassword: loginPasswordSchema.optional(),
  oldPaymentPassword: z.string().min(1).max(32).optional(),
});
export type SetPaymentPasswordRequest = z.infer<typeof setPaymentPasswordRequestSchema>;

/** Wrong payment passwords before the lock, and how long the lock lasts. */
export const paymentPasswordLimits = { failuresBeforeLock: 5, lockMinutes: 5 } as const;

/** Where a withdrawal is paid to. */
export const receivingAccountKinds = ['bank_card', 'e_wallet'] as const;
export const receivingAccountKindSchema = z.enum(receivingAccountKinds);
export type ReceivingAccountKind = z.infer<typeof receivingAccountKindSchema>;

/** How many receiving accounts a member may keep. */
export const RECEIVING_ACCOUNT_LIMIT = 5;

/**
 * What a receiving account number may be, by kind. A bank card or account number is ASCII
 * digits only, as banks print it without its spaces: 8 to 19 of them (a card number has at
 * most 19 under ISO/IEC 7812, and no account number of the brand's banks is longer). An
 * e-wallet is named by its phone number in international form (`+` and 8–15 digits) or by
 * an id of letters, digits, `.`, `_` and `-`, which may be an address such as
 * `name@wallet`: 4 to 64 characters in all, no spaces or other signs.
 */
export const receivingAccountNumberRules: Record<ReceivingAccountKind, RegExp> = {
  bank_card: /^\d{8,19}$/,
  e_wallet: /^(?=.{4,64}$)(?:\+\d{8,15}|[A-Za-z0-9][\w.-]*(?:@[A-Za-z0-9][A-Za-z0-9.-]*)?)$/,
};

const accountNumberProblems: Record<ReceivingAccountKind, string> = {
  bank_card: 'a bank card or account number is 8-19 digits, nothing else',
  e_wallet:
    'an e-wallet id is 4-64 letters, digits, ".", "_" or "-" (one "@" allowed), or "+" and 8-15 digits',
};

/**
 * POST /wps/member/receiving-accounts (encrypted). The first account needs the payment
 * password only; any later one, which changes where money can go, needs the login password
 * too.
 */
export const receivingAccountInputSchema = z
  .object({
    kind: receivingAccountKindSchema,
    /** The bank's or the e-wallet's name. */
    provider: z.string().trim().min(1).max(60),
    holderName: z.string().trim().min(1).max(60),
    accountNumber: z.string().trim().min(1).max(64),
    paymentPassword: z.string().min(1).max(32),
    loginPassword: loginPasswordSchema.optional(),
  })
  .superRefine((input, ctx) => {
    if (!receivingAccountNumberRules[input.kind].test(input.accountNumber)) {
      ctx.addIssue({
        code: 'custom',
        path: ['accountNumber'],
        message: accountNumberProblems[input.kind],
      });
    }
  });
export type ReceivingAccountInput = z.infer<typeof receivingAccountInputSchema>;

/** DELETE /wps/member/receiving-accounts/:id (encrypted): re-authenticates in the same call. */
export const receivingAccountRemoveSchema = z.object({ loginPassword: loginPasswordSchema });
export type ReceivingAccountRemove = z.infer<typeof receivingAccountRemoveSchema>;

/** A receiving account as its owner sees it: the number masked but its last four digits. */
export const receivingAccountSchema = z.object({
  id: z.number().int(),
  kind: receivingAccountKindSchema,
  provider: z.string(),
  holderName: z.string(),
  accountNumberMasked: z.string(),
  createdAt: epochMs,
});
export type ReceivingAccount = z.infer<typeof receivingAccountSchema>;

/** GET /wps/member/receiving-accounts */
export const receivingAccountListSchema = z.object({
  accounts: z.array(receivingAccountSchema),
  limit: z.number().int(),
});
export type ReceivingAccountList = z.infer<typeof receivingAccountListSchema>;

/**
 * Where a withdrawal stands. `paid` waits for the player's confirmation; `not_received`
 * waits for an operator to resolve it.
 */
export const withdrawalStatuses = [
  'pending',
  'rejected',
  'paid',
  'received',
  'full_amount_paid',
  'auto_received',
  'not_received',
  'force_received',
  'refunded',
] as const;
export const withdrawalStatusSchema = z.enum(withdrawalStatuses);
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;

/** What a player answers after a withdrawal was paid. */
export const confirmationOutcomes = ['received', 'not_received', 'full_amount_paid'] as const;
export const confirmationOutcomeSchema = z.enum(confirmationOutcomes);
export type ConfirmationOutcome = z.infer<typeof confirmationOutcomeSchema>;

/** The proof of a `not_received` answer: a PNG or JPG of at most this many bytes. */
export const PROOF_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** GET /wps/withdrawals/limits: what a request may ask, in minor units. */
export const withdrawalLimitsSchema = z.object({
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  currency: z.string(),
  currencyExponent: z.number().int(),
});
export type WithdrawalLimits = z.infer<typeof withdrawalLimitsSchema>;

/** POST /wps/withdrawals (encrypted). The same idempotency key answers the same request. */
export const withdrawalRequestSchema = z.object({
  receivingAccountId: z.number().int().positive().max(INT4_MAX),
  amount: minorAmountSchema,
  paymentPassword: z.string().min(1).max(32),
  idempotencyKey: idempotencyKeySchema,
});
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;

/** Where the money goes, as it was when the request was made. */
export const withdrawalDestinationSchema = z.object({
  kind: receivingAccountKindSchema,
  provider: z.string(),
  holderName: z.string(),
  accountNumberMasked: z.string(),
});

/** A withdrawal as its player sees it, with the answers they may give next. */
export const withdrawalSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
  status: withdrawalStatusSchema,
  destination: withdrawalDestinationSchema,
  rejectReason: z.string().nullable(),
  createdAt: epochMs,
  paidAt: epochMs.nullable(),
  /** Empty unless the withdrawal waits for the player's confirmation. */
  nextActions: z.array(confirmationOutcomeSchema),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** GET /wps/withdrawals */
export const withdrawalListQuerySchema = pageQuerySchema;

/** POST /wps/withdrawals/:id/confirmation, multipart: `outcome`, and `proof` when not received. */
export const withdrawalConfirmationFieldsSchema = z.object({ outcome: confirmationOutcomeSchema });

/** Operator views and calls (under /admin). */
export const adminWithdrawalListQuerySchema = pageQuerySchema.extend({
  status: withdrawalStatusSchema.optional(),
});

export const adminWithdrawalSchema = withdrawalSchema.omit({ nextActions: true }).extend({
  account: z.string(),
  /** The full number: operators pay to it. */
  accountNumber: z.string(),
  hasProof: z.boolean(),
  confirmedAt: epochMs.nullable(),
  resolvedAt: epochMs.nullable(),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;

/** POST /admin/withdrawals/:id/reject */
export const withdrawalRejectSchema = z.object({ reason: z.string().trim().min(1).max(200) });

/** POST /admin/withdrawals/:id/resolve — after the player said the money did not arrive. */
export const withdrawalResolutionOutcomes = ['force_received', 'refund'] as const;
export const withdrawalResolveSchema = z.object({
  outcome: z.enum(withdrawalResolutionOutcomes),
});

/** GET / PUT /admin/withdrawal-settings: the merchant's limits and confirmation window. */
export const withdrawalSettingsSchema = z
  .object({
    minAmount: minorAmountSchema,
    maxAmount: minorAmountSchema,
    confirmationWindowMinutes: z
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60),
  })
  .refine((s) => s.minAmount <= s.maxAmount, {
    path: ['maxAmount'],
    message: 'must not be below minAmount',
  });
export type WithdrawalSettings = z.infer<typeof withdrawalSettingsSchema>;
