import { z } from 'zod';
import { decimal } from './decimal.js';
import { epochMs, pageQuerySchema, pageSchema } from './envelope.js';

/**
 * Agent contracts (SPEC §2 Dividend and Salary entries, §3 contract terms, §4 lifecycle;
 * domain/agents.md): an upline binds one direct downline agent to tiers of a kind; the
 * downline accepts or rejects. Money is integer minor units; rates are decimal text with at
 * most two decimals: per mille of the team's valid bet for salaries, percent of the team's
 * loss for dividends.
 */

export const contractKinds = [
  'daily_salary',
  'hourly_salary',
  'realtime_salary',
  'dividend',
] as const;
export const contractKindSchema = z.enum(contractKinds);
export type ContractKind = z.infer<typeof contractKindSchema>;

/** Dividend periods: daily, weekly (Monday on), semimonthly (1st–15th, 16th–end), monthly. */
export const dividendPeriods = ['D', 'W', 'H', 'M'] as const;
export const dividendPeriodSchema = z.enum(dividendPeriods);
export type DividendPeriod = z.infer<typeof dividendPeriodSchema>;

const RATE_TEXT = /^(0|[1-9][0-9]{0,3})(\.[0-9]{1,2})?$/;

/** A rate as hundredths of its unit ("2.5" → 250): the form every computation uses. */
export function rateHundredths(rate: string): number {
  const [whole, fraction = ''] = rate.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A positive rate of at most `max` units, as text with at most two decimals. */
const rateSchema = (max: number) =>
  z
    .string()
    .regex(RATE_TEXT, 'a number with at most two decimals')
    .refine((r) => rateHundredths(r) > 0, 'more than 0')
    .refine((r) => rateHundredths(r) <= max * 100, `at most ${max}`);

const amount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const members = z.number().int().min(0).max(1_000_000);
const perMille = rateSchema(1000);
const percent = rateSchema(100);

export const dailySalaryTierSchema = z.object({
  minDailyTeamBet: amount,
  minActiveMembers: members,
  rate: perMille,
});
export const hourlySalaryTierSchema = z.object({
  minHourlyTeamBet: amount,
  minActiveMembers: members,
  rate: perMille,
});
export const realtimeSalaryTierSchema = z.object({
  minSingleBet: amount,
  winRate: perMille,
  lossRate: perMille,
});
export const dividendTierSchema = z.object({
  minValidBet: amount,
  minPeriodLoss: amount,
  minActiveMembers: members,
  rate: percent,
});

export const MAX_CONTRACT_TIERS = 10;
const tiers = <T extends z.ZodType>(tier: T) => z.array(tier).min(1).max(MAX_CONTRACT_TIERS);

/** A contract's terms: its kind, its tiers (lowest first) and, for dividends, the period. */
export const contractTermsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('daily_salary'), tiers: tiers(dailySalaryTierSchema) }),
  z.object({ kind: z.literal('hourly_salary'), tiers: tiers(hourlySalaryTierSchema) }),
  z.object({ kind: z.literal('realtime_salary'), tiers: tiers(realtimeSalaryTierSchema) }),
  z.object({
    kind: z.literal('dividend'),
    period: dividendPeriodSchema,
    tiers: tiers(dividendTierSchema),
  }),
]);
export type ContractTerms = z.infer<typeof contractTermsSchema>;

/** The thresholds of a tier, in the order tiers must rise by, and its rates. */
export function tierShape(kind: ContractKind, tier: Record<string, unknown>) {
  const pick = (keys: string[]) => keys.map((k) => Number(tier[k]));
  const rates = (keys: string[]) => keys.map((k) => rateHundredths(String(tier[k])));
  switch (kind) {
    case 'daily_salary':
      return {
        thresholds: pick(['minDailyTeamBet', 'minActiveMembers']),
        rates: rates(['rate']),
        rateFields: ['rate'],
      };
    case 'hourly_salary':
      return {
        thresholds: pick(['minHourlyTeamBet', 'minActiveMembers']),
        rates: rates(['rate']),
        rateFields: ['rate'],
      };
    case 'realtime_salary':
      return {
        thresholds: pick(['minSingleBet']),
        rates: rates(['winRate', 'lossRate']),
        rateFields: ['winRate', 'lossRate'],
      };
    case 'dividend':
      return {
        thresholds: pick(['minValidBet', 'minPeriodLoss', 'minActiveMembers']),
        rates: rates(['rate']),
        rateFields: ['rate'],
      };
  }
}

/**
 * Where tiers are malformed, or null: each tier's thresholds at least the previous tier's and
 * one of them higher, and every rate higher than the previous tier's. Names the field.
 */
export function tiersProblem(terms: ContractTerms): { field: string; message: string } | null {
  const shapes = terms.tiers.map((t) => tierShape(terms.kind, t as Record<string, unknown>));
  for (let i = 1; i < shapes.length; i++) {
    const [before, now] = [shapes[i - 1]!, shapes[i]!];
    const lower = now.thresholds.some((v, k) => v < before.thresholds[k]!);
    const same = now.thresholds.every((v, k) => v === before.thresholds[k]);
    if (lower || same) {
      return {
        field: `terms.tiers.${i}`,
        message: 'each tier needs higher thresholds than the one before',
      };
    }
    const k = now.rates.findIndex((r, j) => r <= before.rates[j]!);
    if (k >= 0) {
      return {
        field: `terms.tiers.${i}.${now.rateFields[k]}`,
        message: 'each tier needs a higher rate than the one before',
      };
    }
  }
  return null;
}

export const contractStatuses = [
  'pending',
  'accepted',
  'rejected',
  'expired',
  'withdrawn',
] as const;
export type ContractStatus = (typeof contractStatuses)[number];

/** One version of a contract: an offer of terms, or of a termination (terms null). */
export const contractVersionSchema = z.object({
  id: z.number().int(),
  kind: contractKindSchema,
  action: z.enum(['offer', 'terminate']),
  /** The upline's account; null when the house (the operator) is the upline. */
  upline: z.string().nullable(),
  downline: z.string(),
  terms: contractTermsSchema.nullable(),
  status: z.enum(contractStatuses),
  offeredAt: epochMs,
  expiresAt: epochMs,
  decidedAt: epochMs.nullable(),
  /** When accepted: the start of the period from which it applies. */
  effectiveFrom: epochMs.nullable(),
  /** Offers the system made itself (a termination after the upline's rate fell). */
  automatic: z.boolean(),
});
export type ContractVersion = z.infer<typeof contractVersionSchema>;

/** GET /wps/agent/contracts?kind */
export const contractsQuerySchema = z.object({ kind: contractKindSchema });
export type ContractsQuery = z.infer<typeof contractsQuerySchema>;

/** A downline agent with its contract of the kind and any offer waiting for it. */
export const downlineContractSchema = z.object({
  account: z.string(),
  current: contractVersionSchema.nullable(),
  pending: contractVersionSchema.nullable(),
});

export const agentContractsSchema = z.object({
  kind: contractKindSchema,
  currency: z.string(),
  currencyExponent: z.number().int(),
  /** My terms in force now (null: none, or terminated). */
  current: contractVersionSchema.nullable(),
  /** Accepted versions not yet in force (they apply from the next period). */
  upcoming: contractVersionSchema.nullable(),
  /** Offers to me waiting for my answer. */
  incoming: z.array(contractVersionSchema),
  /** Every version of my contract, newest first. */
  history: z.array(contractVersionSchema),
  /** My direct downline agents. */
  downlines: z.array(downlineContractSchema),
});
export type AgentContracts = z.infer<typeof agentContractsSchema>;

/** POST /wps/agent/contracts/offers — new terms for a direct downline agent. */
export const contractOfferRequestSchema = z.object({
  account: z.string().min(1).max(32),
  terms: contractTermsSchema,
});
export type ContractOfferRequest = z.infer<typeof contractOfferRequestSchema>;

/** POST /wps/agent/contracts/terminations — ask a direct downline to end its contract. */
export const contractTerminationRequestSchema = z.object({
  account: z.string().min(1).max(32),
  kind: contractKindSchema,
});
export type ContractTerminationRequest = z.infer<typeof contractTerminationRequestSchema>;

/** POST /wps/agent/contracts/offers/{id}/accept | reject */
export const contractOfferParamsSchema = z.object({ id: decimal(z.number().int().min(1)) });

/** GET /wps/member/info/funds/consolidated — what the site shows of the schemes (SPEC §3). */
export const consolidatedSchema = z.object({
  /** 1 when the entry shows: the merchant enabled the kind and the member is an agent. */
  dailysalreqtype: z.union([z.literal(0), z.literal(1)]),
  divtypereq: z.union([z.literal(0), z.literal(1)]),
  contracthoursalreq: z.union([z.literal(0), z.literal(1)]),
  realtimesalreqtype: z.union([z.literal(0), z.literal(1)]),
  /** 0 no contract, 1 a contract in force, 2 an offer waiting for the member's answer. */
  dailysalinfotype: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  hoursalinfotype: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  realtimesalinfotype: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  divinfotype: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});
export type Consolidated = z.infer<typeof consolidatedSchema>;

/** Which consolidated fields speak of which kind. */
export const consolidatedFields: Record<ContractKind, { req: string; info: string }> = {
  daily_salary: { req: 'dailysalreqtype', info: 'dailysalinfotype' },
  hourly_salary: { req: 'contracthoursalreq', info: 'hoursalinfotype' },
  realtime_salary: { req: 'realtimesalreqtype', info: 'realtimesalinfotype' },
  dividend: { req: 'divtypereq', info: 'divinfotype' },
};

/** GET /wps/agent/payouts?kind — my payouts of a kind, newest period first. */
export const payoutsQuerySchema = pageQuerySchema.extend({ kind: contractKindSchema });
export type PayoutsQuery = z.infer<typeof payoutsQuerySchema>;

/** Why a payout is what it is. */
export const payoutBasisSchema = z.object({
  /** The team's valid bet in the period (the agent and its descendants). */
  teamValidBet: z.number().int(),
  activeMembers: z.number().int(),
  /** Dividends: the team's loss (house view), 0 when the team won. */
  teamLoss: z.number().int(),
  /** The tier paid (0 first), null when none was reached. */
  tier: z.number().int().nullable(),
  /** The rate paid, after any cap by the upline's own rate; empty for real-time salary,
   * whose rate is each bet's. */
  rate: z.string(),
  /** Real-time salary: the team's bets settled in the period. */
  bets: z.number().int().optional(),
  /** True when the upline's lower rate capped it. */
  capped: z.boolean(),
  /** Rate × base, before the downlines' shares. */
  gross: z.number().int(),
  /** What each direct downline agent's own rate × base took from it. */
  downlines: z.array(z.object({ account: z.string(), gross: z.number().int() })),
  /** Downlines' shares above the gross: paid 0, and shown. */
  shortfall: z.number().int(),
});
export type PayoutBasis = z.infer<typeof payoutBasisSchema>;

export const payoutSchema = z.object({
  id: z.number().int(),
  kind: contractKindSchema,
  periodStart: epochMs,
  periodEnd: epochMs,
  amount: z.number().int(),
  basis: payoutBasisSchema,
  paidAt: epochMs,
});
export type Payout = z.infer<typeof payoutSchema>;

export const payoutsPageSchema = pageSchema(payoutSchema).extend({
  currency: z.string(),
  currencyExponent: z.number().int(),
});
export type PayoutsPage = z.infer<typeof payoutsPageSchema>;

/** Days an offer waits for its answer. */
export const CONTRACT_OFFER_DAYS = 7;

/**
 * The highest tier whose thresholds all hold for `figures` (in `tierShape` order), or null.
 * Tiers rise, so it is the last one that holds.
 */
export function tierReached(terms: ContractTerms, figures: number[]): number | null {
  let reached: number | null = null;
  terms.tiers.forEach((tier, i) => {
    const { thresholds } = tierShape(terms.kind, tier as Record<string, unknown>);
    if (thresholds.every((t, k) => figures[k]! >= t)) reached = i;
  });
  return reached;
}

/**
 * The rate rule (domain/agents.md): at every tier of an offer, each rate is at most the
 * upline's own rate at the same thresholds (the upline's tier those thresholds reach; none
 * reached is a rate of 0). Names the first field that breaks it, or null.
 */
export function rateRuleProblem(
  upline: ContractTerms | null,
  offer: ContractTerms,
): { field: string; code: 'CONTRACT_RATE_ABOVE_UPLINE' | 'CONTRACT_PERIOD_MISMATCH' } | null {
  if (upline && upline.kind === 'dividend' && offer.kind === 'dividend') {
    if (upline.period !== offer.period) {
      return { field: 'terms.period', code: 'CONTRACT_PERIOD_MISMATCH' };
    }
  }
  for (let i = 0; i < offer.tiers.length; i++) {
    const shape = tierShape(offer.kind, offer.tiers[i] as Record<string, unknown>);
    const at = upline && upline.kind === offer.kind ? tierReached(upline, shape.thresholds) : null;
    const ceiling =
      at === null
        ? shape.rates.map(() => 0)
        : tierShape(upline!.kind, upline!.tiers[at] as Record<string, unknown>).rates;
    const k = shape.rates.findIndex((r, j) => r > ceiling[j]!);
    if (k >= 0) {
      return {
        field: `terms.tiers.${i}.${shape.rateFields[k]}`,
        code: 'CONTRACT_RATE_ABOVE_UPLINE',
      };
    }
  }
  return null;
}

/** An operator's view and change of one kind's switch (PUT /admin/agent-schemes/{kind}). */
export const agentSchemeSchema = z.object({
  kind: contractKindSchema,
  enabled: z.boolean(),
  /** The valid bet in a period that makes a team member active; null: 100 major units. */
  activeBet: amount.nullable(),
});
export type AgentScheme = z.infer<typeof agentSchemeSchema>;
export const agentSchemesSchema = z.object({ schemes: z.array(agentSchemeSchema) });
export const agentSchemeUpdateSchema = agentSchemeSchema.omit({ kind: true });
export const agentSchemeParamsSchema = z.object({ kind: contractKindSchema });

/** One paid period (GET /admin/agent-payout-runs). */
export const payoutRunSchema = z.object({
  /** The contract kind; dividends name their period length: `dividend:W`. */
  kind: z.string(),
  periodStart: epochMs,
  periodEnd: epochMs,
  agents: z.number().int(),
  paid: z.number().int(),
  shortfall: z.number().int(),
  ranAt: epochMs,
});
export type PayoutRun = z.infer<typeof payoutRunSchema>;
export const payoutRunsSchema = z.object({ runs: z.array(payoutRunSchema) });

/** POST /admin/agent-payout-runs/preview — what a run of the period holding `at` would pay. */
export const payoutPreviewRequestSchema = z.object({
  kind: z.enum(['daily_salary', 'hourly_salary', 'dividend']),
  /** Dividends: which contracts' period length. */
  dividendPeriod: dividendPeriodSchema.optional(),
  /** An instant in the period, epoch milliseconds (years 2000 to 2999). */
  at: z.number().int().min(946_684_800_000).max(32_503_680_000_000),
});
export type PayoutPreviewRequest = z.infer<typeof payoutPreviewRequestSchema>;

export const payoutPreviewSchema = z.object({
  periodStart: epochMs,
  periodEnd: epochMs,
  /** False while some of the period's rows are not rolled up yet: figures may still grow. */
  final: z.boolean(),
  agents: z.number().int(),
  amount: z.number().int(),
  shortfall: z.number().int(),
  payouts: z.array(
    z.object({ account: z.string(), amount: z.number().int(), basis: payoutBasisSchema }),
  ),
});
export type PayoutPreview = z.infer<typeof payoutPreviewSchema>;
