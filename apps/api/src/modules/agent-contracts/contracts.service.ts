import {
  agentAccountTypes,
  CONTRACT_OFFER_DAYS,
  ErrorCode,
  rateRuleProblem,
  tiersProblem,
  type AccountType,
  type AgentContracts,
  type ContractKind,
  type ContractOfferRequest,
  type ContractTerminationRequest,
  type ContractTerms,
  type ContractVersion,
} from '@sorteo/shared';
import { sql } from 'kysely';
import { createHash } from 'node:crypto';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { recordChange, type Actor } from '../audit/index.js';
import type { Merchant } from '../merchants/index.js';
import { findMemberByAccount, type MemberSession } from '../members/index.js';
import { nextPeriodStart, periodUnit } from './contract-periods.js';
import * as repo from './contracts.repo.js';
import { schemeOf } from './schemes.repo.js';

const DAY_MS = 86_400_000;
const FAR_FUTURE = new Date('9999-01-01T00:00:00Z');

export function versionView(r: repo.ContractRow): ContractVersion {
  return {
    id: r.id,
    kind: r.kind,
    action: r.action,
    upline: r.upline,
    downline: r.downline,
    terms: r.terms,
    status: r.status,
    offeredAt: r.offeredAt.getTime(),
    expiresAt: r.expiresAt.getTime(),
    decidedAt: r.decidedAt?.getTime() ?? null,
    effectiveFrom: r.effectiveFrom?.getTime() ?? null,
    automatic: r.automatic,
  };
}

const refuse = (status: number, code: ErrorCode, message: string, field?: string) =>
  new AppError(status, code, message, field ? { field } : undefined);

async function requireScheme(db: Db, merchantId: number, kind: ContractKind, field: string) {
  if (!(await schemeOf(db, merchantId, kind)).enabled) {
    throw refuse(409, ErrorCode.ContractSchemeDisabled, `${kind} contracts are not enabled`, field);
  }
}

function checkTiers(terms: ContractTerms): void {
  const problem = tiersProblem(terms);
  if (problem) throw refuse(400, ErrorCode.ContractTiersInvalid, problem.message, problem.field);
}

/**
 * One upline's contracts of a kind change one at a time: an answer to its offer and a change
 * of its own terms (which may have to end its downlines') queue on this lock.
 */
async function lockUpline(trx: Db, kind: ContractKind, uplineId: number | null): Promise<void> {
  const key = createHash('sha256').update(`sorteo:contracts:${kind}:${uplineId ?? 'house'}`);
  const id = key.digest().readBigInt64BE(0).toString();
  await sql`select pg_advisory_xact_lock(${id}::bigint)`.execute(trx);
}

/**
 * The terms an upline's offers are held to: its latest accepted version, in force or coming
 * into force (null when that ends its contract, or it has none).
 */
async function standingTerms(db: Db, kind: ContractKind, memberId: number) {
  return (await repo.inForce(db, kind, [memberId], FAR_FUTURE)).get(memberId)?.terms ?? null;
}

/** When an answer given now takes effect: the start of the kind's next period. */
async function effectiveFrom(
  db: Db,
  merchant: Merchant,
  kind: ContractKind,
  terms: ContractTerms | null,
  now: Date,
): Promise<Date> {
  const { rows } = await sql<{ at: Date | string }>`
    select ${nextPeriodStart(periodUnit(kind, terms), sql`${now}::timestamptz`, merchant.time_zone)}
      as at`.execute(db);
  return new Date(rows[0]!.at);
}

/** The rate rule against the upline's standing terms; throws the field at fault. */
async function checkRateRule(db: Db, uplineId: number | null, terms: ContractTerms): Promise<void> {
  if (uplineId === null) return;
  const problem = rateRuleProblem(await standingTerms(db, terms.kind, uplineId), terms);
  if (problem) {
    const message =
      problem.code === 'CONTRACT_PERIOD_MISMATCH'
        ? "The period differs from the upline's own"
        : "A rate is above the upline's own at that tier";
    throw refuse(400, problem.code, message, problem.field);
  }
}

/** The account as a direct downline agent of `uplineId` (null: a top-level agent). */
async function directDownline(
  db: Db,
  merchantId: number,
  uplineId: number | null,
  account: string,
) {
  const target = await findMemberByAccount(db, merchantId, account);
  if (!target || target.upline_id !== uplineId) {
    throw refuse(400, ErrorCode.NotDirectDownline, 'Not a direct downline', 'account');
  }
  if (!agentAccountTypes.includes(target.type as AccountType)) {
    throw refuse(400, ErrorCode.DownlineNotAgent, 'The account is not an agent', 'account');
  }
  return target;
}

async function writeOffer(
  trx: Db,
  v: Omit<repo.NewVersion, 'expiresAt' | 'automatic'> & { automatic?: boolean },
) {
  await repo.withdrawPending(trx, v.downlineId, v.kind, v.offeredAt);
  const id = await repo.insertVersion(trx, {
    ...v,
    automatic: v.automatic ?? false,
    expiresAt: new Date(v.offeredAt.getTime() + CONTRACT_OFFER_DAYS * DAY_MS),
  });
  return (await repo.findVersion(trx, v.merchantId, id))!;
}

/** An agent offers terms to one of its direct downline agents (replacing a waiting offer). */
export async function offerContract(
  db: Db,
  merchant: Merchant,
  agent: MemberSession,
  body: ContractOfferRequest,
  now = new Date(),
): Promise<ContractVersion> {
  const { terms } = body;
  await requireScheme(db, merchant.id, terms.kind, 'terms.kind');
  checkTiers(terms);
  const target = await directDownline(db, merchant.id, agent.memberId, body.account);
  const offered = await db.transaction().execute(async (trx) => {
    await lockUpline(trx, terms.kind, agent.memberId);
    await checkRateRule(trx, agent.memberId, terms);
    return writeOffer(trx, {
      merchantId: merchant.id,
      kind: terms.kind,
      action: 'offer',
      uplineId: agent.memberId,
      downlineId: target.id,
      terms,
      offeredAt: now,
    });
  });
  return versionView(offered);
}

/** The house (an operator) offers terms to a top-level agent; audited. */
export async function offerHouseContract(
  db: Db,
  merchant: Merchant,
  actor: Actor,
  body: ContractOfferRequest,
  now = new Date(),
): Promise<ContractVersion> {
  const { terms } = body;
  await requireScheme(db, merchant.id, terms.kind, 'terms.kind');
  checkTiers(terms);
  const target = await directDownline(db, merchant.id, null, body.account);
  const offered = await db.transaction().execute(async (trx) => {
    await lockUpline(trx, terms.kind, null);
    const row = await writeOffer(trx, {
      merchantId: merchant.id,
      kind: terms.kind,
      action: 'offer',
      uplineId: null,
      downlineId: target.id,
      terms,
      offeredAt: now,
    });
    await recordChange(trx, actor, {
      action: 'agent_contract.offer',
      targetType: 'agent_contract',
      targetId: row.id,
      before: null,
      after: { account: row.downline, terms },
    });
    return row;
  });
  return versionView(offered);
}

/** The upline asks a direct downline to end its contract of the kind. */
export async function offerTermination(
  db: Db,
  merchant: Merchant,
  agent: MemberSession,
  body: ContractTerminationRequest,
  now = new Date(),
): Promise<ContractVersion> {
  const target = await directDownline(db, merchant.id, agent.memberId, body.account);
  const offered = await db.transaction().execute(async (trx) => {
    await lockUpline(trx, body.kind, agent.memberId);
    const current = (await repo.inForce(trx, body.kind, [target.id], now)).get(target.id);
    const upcoming = await repo.upcomingOf(trx, target.id, body.kind, now);
    const ours = [current, upcoming].some(
      (c) => c?.action === 'offer' && c.uplineId === agent.memberId,
    );
    if (!ours) throw refuse(400, ErrorCode.NoContract, 'No contract to terminate', 'account');
    return writeOffer(trx, {
      merchantId: merchant.id,
      kind: body.kind,
      action: 'terminate',
      uplineId: agent.memberId,
      downlineId: target.id,
      terms: null,
      offeredAt: now,
    });
  });
  return versionView(offered);
}

/** A waiting offer to `memberId`, locked; 404 or 409 naming why it cannot be answered. */
async function ownPending(trx: Db, merchantId: number, memberId: number, id: number, now: Date) {
  const found = await repo.findVersion(trx, merchantId, id);
  if (!found || found.downlineId !== memberId) {
    throw refuse(404, ErrorCode.ContractOfferNotFound, 'No such offer', 'id');
  }
  const locked = await repo.lockPending(trx, merchantId, id);
  if (!locked)
    throw refuse(409, ErrorCode.ContractOfferClosed, `The offer is ${found.status}`, 'id');
  if (locked.expiresAt <= now) {
    throw refuse(409, ErrorCode.ContractOfferClosed, 'The offer has expired', 'id');
  }
  return locked;
}

/**
 * After `memberId`'s own terms of the kind change (from `from` on), each direct downline
 * contract above them gets a termination offer at once, and a waiting offer above them is
 * withdrawn (it could no longer be accepted).
 */
async function endContractsAbove(
  trx: Db,
  merchantId: number,
  kind: ContractKind,
  memberId: number,
  terms: ContractTerms | null,
  now: Date,
): Promise<void> {
  const { rows } = await sql<{ id: number }>`
    select distinct downline_id as id from agent_contract
    where upline_id = ${memberId} and kind = ${kind}`.execute(trx);
  const ids = rows.map((r) => r.id);
  const [current, pending] = await Promise.all([
    repo.inForce(trx, kind, ids, now),
    repo.pendingFor(trx, kind, ids, now),
  ]);
  for (const id of ids) {
    const upcoming = await repo.upcomingOf(trx, id, kind, now);
    const standing = [current.get(id), upcoming].filter(
      (c): c is repo.ContractRow => c?.action === 'offer' && c.uplineId === memberId,
    );
    const above = standing.some((c) => rateRuleProblem(terms, c.terms!) !== null);
    const waiting = pending.find((p) => p.downlineId === id);
    if (above && waiting?.action !== 'terminate') {
      await writeOffer(trx, {
        merchantId,
        kind,
        action: 'terminate',
        uplineId: memberId,
        downlineId: id,
        terms: null,
        offeredAt: now,
        automatic: true,
      });
    } else if (waiting?.action === 'offer' && rateRuleProblem(terms, waiting.terms!) !== null) {
      await repo.withdrawPending(trx, id, kind, now);
    }
  }
}

/**
 * Answers a waiting offer to `member` in one transaction (offers past their week are marked
 * expired first, in a transaction of their own, so the refusal leaves them so).
 */
async function answerOwnOffer(
  db: Db,
  merchant: Merchant,
  member: MemberSession,
  id: number,
  now: Date,
  answer: (trx: Db, offer: repo.ContractRow) => Promise<void>,
): Promise<ContractVersion> {
  await repo.expireOffers(db, now);
  const answered = await db.transaction().execute(async (trx) => {
    const offer = await ownPending(trx, merchant.id, member.memberId, id, now);
    await answer(trx, offer);
    return (await repo.findVersion(trx, merchant.id, offer.id))!;
  });
  return versionView(answered);
}

/**
 * The downline accepts: the version applies from the start of the next period. The rate
 * rule is checked again here, against the upline's standing terms, under the upline's lock;
 * downline contracts above the new terms get their termination offers.
 */
export const acceptOffer = (
  db: Db,
  merchant: Merchant,
  member: MemberSession,
  id: number,
  now = new Date(),
): Promise<ContractVersion> =>
  answerOwnOffer(db, merchant, member, id, now, async (trx, offer) => {
    await lockUpline(trx, offer.kind, offer.uplineId);
    await lockUpline(trx, offer.kind, member.memberId);
    const current = await standingTerms(trx, offer.kind, member.memberId);
    const from = await effectiveFrom(trx, merchant, offer.kind, offer.terms ?? current, now);
    if (offer.terms) await checkRateRule(trx, offer.uplineId, offer.terms);
    await repo.decide(trx, offer.id, 'accepted', now, from);
    await endContractsAbove(trx, merchant.id, offer.kind, member.memberId, offer.terms, now);
  });

export const rejectOffer = (
  db: Db,
  merchant: Merchant,
  member: MemberSession,
  id: number,
  now = new Date(),
): Promise<ContractVersion> =>
  answerOwnOffer(db, merchant, member, id, now, (trx, offer) =>
    repo.decide(trx, offer.id, 'rejected', now, null),
  );

/** The agent's page of a kind: its own contract and offers, and its downline agents'. */
export async function agentContracts(
  db: Db,
  merchant: Merchant,
  agent: MemberSession,
  kind: ContractKind,
  now = new Date(),
): Promise<AgentContracts> {
  await requireScheme(db, merchant.id, kind, 'kind');
  const downlines = await repo.directAgents(db, agent.memberId, agentAccountTypes);
  const ids = downlines.map((d) => d.id);
  const [mine, upcoming, incoming, history, current, pending] = await Promise.all([
    repo.inForce(db, kind, [agent.memberId], now),
    repo.upcomingOf(db, agent.memberId, kind, now),
    repo.pendingFor(db, kind, [agent.memberId], now),
    repo.historyOf(db, agent.memberId, kind),
    repo.inForce(db, kind, ids, now),
    repo.pendingFor(db, kind, ids, now),
  ]);
  const view = (r: repo.ContractRow | undefined) => (r ? versionView(r) : null);
  return {
    kind,
    currency: merchant.currency,
    currencyExponent: merchant.currency_exponent,
    current: view(mine.get(agent.memberId)),
    upcoming: view(upcoming),
    incoming: incoming.map(versionView),
    history: history.map(versionView),
    downlines: downlines.map((d) => ({
      account: d.account,
      current: view(current.get(d.id)),
      pending: view(pending.find((p) => p.downlineId === d.id)),
    })),
  };
}
