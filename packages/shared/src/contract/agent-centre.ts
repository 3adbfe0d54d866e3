import { z } from 'zod';
import { decimal } from './decimal.js';
import { epochMs, pageQuerySchema, pageSchema } from './envelope.js';
import { transactionKindSchema } from './ledger.js';
import { vendorRoundSchema } from './game-rounds.js';
import { vendorCodeSchema } from './games.js';
import {
  checkDateRange,
  dateRangeQuerySchema,
  profitFiguresSchema,
  resolvedRangeSchema,
} from './wallet.js';

/**
 * The agent centre (SPEC §2 "Agent centre modal", §6): what an agent (types 1, 2, 41, 42)
 * sees of its downline. Every call needs a session of an agent: no session answers 401, a
 * trial account 403 TRIAL_ACCOUNT, any other non-agent 403 NON_AGENT_ACCOUNT. "Team" is
 * every account under the agent, direct or not (the upline closure); the agent itself is
 * not part of its team. Amounts are integer minor units of `currency`.
 */

/** The left menu, in SPEC order; the last four only when their scheme is enabled. */
export const agentCentrePanels = [
  'announcement',
  'overview',
  'account',
  'team',
  'teamBets',
  'userProfit',
  'income',
  'transactions',
  'dividend',
  'dailySalary',
  'hourlySalary',
  'realTimeSalary',
] as const;
export type AgentCentrePanel = (typeof agentCentrePanels)[number];

const money = {
  currency: z.string(),
  currencyExponent: z.number().int(),
};

/** Days in the merchant's time zone, both included, at most RECORD_RANGE_MAX_DAYS apart. */
export const agentRangeQuerySchema = dateRangeQuerySchema.superRefine(checkDateRange);
export type AgentRangeQuery = z.infer<typeof agentRangeQuerySchema>;

/** GET /wps/agent/overview?from&to */
export const agentOverviewSchema = z.object({
  range: resolvedRangeSchema,
  ...money,
  team: z.object({
    /** Accounts whose upline is the agent. */
    direct: z.number().int(),
    /** Every account under the agent. */
    total: z.number().int(),
    /** Team accounts registered within the range. */
    newMembers: z.number().int(),
    /**
     * The most team accounts active on one day of the range: with a valid bet (a settled
     * lottery bet, a paid vendor bet) that day. Each day's count is in `days`.
     */
    activeMembers: z.number().int(),
  }),
  /** The team's wallets added up, now. */
  teamBalance: z.number().int(),
  /** The team's money over the range, added up member by member (profitFiguresSchema rules). */
  totals: profitFiguresSchema,
  /** One row per day of the range, oldest first, zeros on quiet days (for the chart). */
  days: z.array(
    z.object({
      day: z.string(),
      newMembers: z.number().int(),
      /** Team accounts with a valid bet that day. */
      activeMembers: z.number().int(),
      bets: z.number().int(),
      profit: z.number().int(),
    }),
  ),
});
export type AgentOverview = z.infer<typeof agentOverviewSchema>;

/** GET /wps/agent/link — how the agent recruits: its affiliate code and registration address. */
export const agentLinkSchema = z.object({
  affiliateCode: z.string(),
  /** The site's /register address carrying the code, on the host the agent asked from. */
  registerUrl: z.string(),
});
export type AgentLink = z.infer<typeof agentLinkSchema>;

/** Account types an agent may open under itself: a player or a member who may recruit. */
export const downlineAccountTypes = [0, 2] as const;

/**
 * POST /wps/agent/downlines (encrypted): opens an account directly under the agent. The
 * username and password follow the merchant's registration rules for those fields (the
 * same rules and error texts as registration: SPEC §5).
 */
export const createDownlineRequestSchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(64),
  confirmPassword: z.string().min(1).max(64),
  type: z.union([z.literal(0), z.literal(2)]),
});
export type CreateDownlineRequest = z.infer<typeof createDownlineRequestSchema>;

export const createdDownlineSchema = z.object({
  account: z.string(),
  type: z.number().int(),
  createdAt: epochMs,
});
export type CreatedDownline = z.infer<typeof createdDownlineSchema>;

/** GET /wps/agent/team?query&scope&pageNo&pageSize — team management. */
export const teamQuerySchema = pageQuerySchema.extend({
  /** Part of the account name, any case. */
  query: z.string().trim().max(64).optional(),
  /** Direct downlines only, or everyone under the agent. */
  scope: z.enum(['direct', 'all']).default('all'),
});
export type TeamQuery = z.infer<typeof teamQuerySchema>;

export const teamMemberSchema = z.object({
  account: z.string(),
  /** 1 for a direct downline, 2 for theirs, and so on. */
  depth: z.number().int(),
  type: z.number().int(),
  status: z.enum(['active', 'disabled']),
  balance: z.number().int(),
  /** Accounts whose upline this member is. */
  directCount: z.number().int(),
  registeredAt: epochMs,
  lastLoginAt: epochMs.nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamPageSchema = pageSchema(teamMemberSchema).extend(money);
export type TeamPage = z.infer<typeof teamPageSchema>;

/** A range and paging, optionally narrowed to one team account (exact name, any case). */
const teamRecordsQuery = dateRangeQuerySchema.extend({
  account: z.string().trim().min(1).max(64).optional(),
  ...pageQuerySchema.shape,
});

/**
 * A range, optionally one team account, and a page of a team feed read newest first:
 * `before` is the `next` of the page before. Feeds are cut after a row rather than counted,
 * so a team of any size costs one page (docs/decisions/0030).
 */
const teamFeedQuery = dateRangeQuerySchema.extend({
  account: teamRecordsQuery.shape.account,
  before: decimal(z.number().int().min(1)).optional(),
  pageSize: pageQuerySchema.shape.pageSize,
});

/** A page of a team feed: `next` is the `before` of the older page, null on the last. */
const teamFeedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    next: z.number().int().nullable(),
    range: resolvedRangeSchema,
    ...money,
  });

/** GET /wps/agent/team/bets?from&to&account&before&pageSize — team betting, newest first. */
export const teamBetsQuerySchema = teamFeedQuery.superRefine(checkDateRange);
export type TeamBetsQuery = z.infer<typeof teamBetsQuerySchema>;

export const teamBetSchema = z.object({
  /** One pick of one line of an order: an order holds many bets. */
  betId: z.number().int(),
  account: z.string(),
  orderNo: z.string(),
  gameCode: z.string(),
  periodNo: z.string(),
  betType: z.string(),
  picks: z.string(),
  stake: z.number().int(),
  /** Winnings credited; 0 while open or lost. */
  win: z.number().int(),
  status: z.string(),
  placedAt: epochMs,
});
export type TeamBet = z.infer<typeof teamBetSchema>;

export const teamBetsPageSchema = teamFeedSchema(teamBetSchema);
export type TeamBetsPage = z.infer<typeof teamBetsPageSchema>;

/**
 * GET /wps/agent/team/rounds?from&to&account&vassalage&before&pageSize — the team's rounds of
 * vendors' games, newest first: the team bets panel's second tab.
 */
export const teamRoundsQuerySchema = teamFeedQuery
  .extend({ vassalage: vendorCodeSchema.optional() })
  .superRefine(checkDateRange);
export type TeamRoundsQuery = z.input<typeof teamRoundsQuerySchema>;

export const teamRoundSchema = vendorRoundSchema.extend({ account: z.string() });
export type TeamRound = z.infer<typeof teamRoundSchema>;

export const teamRoundsPageSchema = teamFeedSchema(teamRoundSchema);
export type TeamRoundsPage = z.infer<typeof teamRoundsPageSchema>;

/**
 * GET /wps/agent/team/profit?from&to&account&pageNo&pageSize — user profit and loss: the
 * direct downlines of the agent, or of the team account named, newest first.
 */
export const teamProfitQuerySchema = teamRecordsQuery.superRefine(checkDateRange);
export type TeamProfitQuery = z.infer<typeof teamProfitQuerySchema>;

/** A downline's figures over the range, its own and everyone's under it together. */
export const teamProfitRowSchema = profitFiguresSchema.extend({
  account: z.string(),
  /** 1 for the agent's direct downline, 2 for theirs, and so on. */
  depth: z.number().int(),
  /** Accounts whose upline this member is: their figures are one level down. */
  directCount: z.number().int(),
});
export type TeamProfitRow = z.infer<typeof teamProfitRowSchema>;

export const teamProfitPageSchema = pageSchema(teamProfitRowSchema).extend({
  range: resolvedRangeSchema,
  ...money,
  /** The team account whose downlines are listed, with its own figures; null for the agent. */
  viewing: profitFiguresSchema.extend({ account: z.string(), depth: z.number().int() }).nullable(),
  /** Everyone under the account listed (the agent, or `viewing`), not only this page. */
  totals: profitFiguresSchema,
});
export type TeamProfitPage = z.infer<typeof teamProfitPageSchema>;

/** Ledger kinds that count as an agent's income. */
export const agentIncomeKinds = ['commission', 'salary', 'dividend'] as const;

/** GET /wps/agent/income?from&to&pageNo&pageSize — my income, newest first. */
export const agentIncomeQuerySchema = dateRangeQuerySchema
  .extend(pageQuerySchema.shape)
  .superRefine(checkDateRange);
export type AgentIncomeQuery = z.infer<typeof agentIncomeQuerySchema>;

export const agentIncomeRecordSchema = z.object({
  id: z.number().int(),
  kind: z.enum(agentIncomeKinds),
  /** Signed: income taken back is negative. */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  /** The reason the operator gave. */
  memo: z.string().nullable(),
  createdAt: epochMs,
});
export type AgentIncomeRecord = z.infer<typeof agentIncomeRecordSchema>;

export const agentIncomePageSchema = pageSchema(agentIncomeRecordSchema).extend({
  range: resolvedRangeSchema,
  ...money,
  /** Net income over the whole range. */
  total: z.number().int(),
});
export type AgentIncomePage = z.infer<typeof agentIncomePageSchema>;

/**
 * GET /wps/agent/team/transactions?from&to&account&kind&before&pageSize — the team's wallet
 * movements, newest first.
 */
export const teamTransactionsQuerySchema = teamFeedQuery
  .extend({ kind: transactionKindSchema.optional() })
  .superRefine(checkDateRange);
export type TeamTransactionsQuery = z.infer<typeof teamTransactionsQuerySchema>;

export const teamTransactionSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  kind: transactionKindSchema,
  /** Signed minor units: positive entered the member's wallet. */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  createdAt: epochMs,
});
export type TeamTransaction = z.infer<typeof teamTransactionSchema>;

export const teamTransactionsPageSchema = teamFeedSchema(teamTransactionSchema);
export type TeamTransactionsPage = z.infer<typeof teamTransactionsPageSchema>;
