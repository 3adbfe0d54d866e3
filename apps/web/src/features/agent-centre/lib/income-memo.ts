import { contractKinds, type ContractKind } from '@sorteo/shared/contract/agent-contracts';

/**
 * The period a salary or dividend entry pays, read from its memo: the API writes
 * `<kind> <period start as ISO time>` there (payouts.service). Null for any other memo, an
 * operator's reason, which shows as written.
 */
export function payoutMemo(memo: string | null): { kind: ContractKind; from: number } | null {
  if (memo === null) return null;
  const match = /^([a-z_]+) (\d{4}-\d{2}-\d{2}T[0-9:.]+Z)$/.exec(memo);
  if (!match || !(contractKinds as readonly string[]).includes(match[1]!)) return null;
  const from = Date.parse(match[2]!);
  return Number.isNaN(from) ? null : { kind: match[1] as ContractKind, from };
}
