import type { Db } from '../../db/connection.js';
import type { MemberSet } from '../../db/member-set.js';
import * as repo from './team.repo.js';

/*
 * An agent's team as the agent centre reads it: every account under the agent in the
 * upline chain, never the agent itself (team.repo.ts holds the SQL).
 */

/** The agent's team as a MemberSet, or only one of its members. */
export const teamSet = (db: Db, agentId: number, only?: number): MemberSet =>
  repo.teamSet(db, agentId, only);

/** One member alone, at depth 0, as a MemberSet. */
export const ownSet = (db: Db, memberId: number): MemberSet => repo.ownSet(db, memberId);

/** The team member with this account name (any case), with its depth; else undefined. */
export const findTeamMember = (db: Db, agentId: number, account: string) =>
  repo.findTeamMember(db, agentId, account);

/** A page of the team by depth, then newest first, with how many accounts each is the upline of. */
export const pageTeam = (
  db: Db,
  agentId: number,
  filter: repo.TeamFilter & { limit: number; offset: number },
) => repo.pageTeam(db, agentId, filter);

/** How many accounts are under the agent, directly and in all. */
export const teamHeadcount = (db: Db, agentId: number) => repo.teamHeadcount(db, agentId);

/** The member's recruiting code, null when it has none. */
export const findAffiliateCode = (db: Db, memberId: number): Promise<string | null> =>
  repo.findAffiliateCode(db, memberId);
