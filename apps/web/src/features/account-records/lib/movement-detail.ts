/**
 * What the record's detail column says: the memo when there is one (a transfer's
 * counterpart, an adjustment's reason), else the business reference it came from. A
 * reference such as `withdrawal:12` reads as the request number, not as an internal key.
 */
export type MovementDetail =
  { kind: 'memo'; text: string } | { kind: 'request'; id: string } | { kind: 'none' };

export function movementDetail(memo: string | null, reference: string | null): MovementDetail {
  if (memo?.trim()) return { kind: 'memo', text: memo };
  const numbered = reference ? /^[a-z_]+:(\d+)$/.exec(reference) : null;
  if (numbered) return { kind: 'request', id: numbered[1]! };
  if (reference?.trim()) return { kind: 'memo', text: reference };
  return { kind: 'none' };
}
