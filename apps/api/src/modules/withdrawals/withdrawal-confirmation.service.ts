import { ErrorCode, type ConfirmationOutcome, type Withdrawal } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError, notFound } from '../../lib/errors.js';
import { proofImage, proofImageInvalid } from '../../lib/proof-image.js';
import { refuseTrial } from '../../plugins/member-session.js';
import type { MemberSession } from '../members/index.js';
import { playerWithdrawal } from './withdrawal-views.js';
import {
  lockWithdrawal,
  markOverdueReceived,
  saveProof,
  updateWithdrawal,
} from './withdrawals.repo.js';

export type Confirmation = { outcome: ConfirmationOutcome; proof: Buffer | null };

/**
 * The player's answer after a withdrawal was paid: received, full amount paid, or not
 * received with a proof image, which an operator then resolves. Only within the window;
 * the same answer again is answered unchanged.
 */
export async function confirmWithdrawal(
  db: Db,
  merchantId: number,
  session: MemberSession,
  id: number,
  input: Confirmation,
  now = new Date(),
): Promise<Withdrawal> {
  refuseTrial(session);
  const image = input.outcome === 'not_received' && input.proof ? proofImage(input.proof) : null;
  if (input.outcome === 'not_received' && !image) throw proofImageInvalid();
  const proof = image && { contentType: image.contentType, image: image.bytes };

  const row = await db.transaction().execute(async (trx) => {
    const before = await lockWithdrawal(trx, merchantId, id);
    if (!before || before.member_id !== session.memberId) throw notFound('Withdrawal');
    if (before.status === input.outcome) return before;
    const open =
      before.status === 'paid' && before.confirm_by !== null && new Date(before.confirm_by) > now;
    if (!open) {
      throw new AppError(
        409,
        ErrorCode.RequestStateConflict,
        `The withdrawal is ${before.status}`,
        {
          status: before.status,
        },
      );
    }
    if (proof) await saveProof(trx, id, proof);
    return updateWithdrawal(trx, id, { status: input.outcome, confirmed_at: now }, now);
  });
  return playerWithdrawal(row, now);
}

/** The job's work: paid withdrawals left unconfirmed past their window count as received. */
export function receiveOverdueWithdrawals(db: Db, now: Date): Promise<number> {
  return markOverdueReceived(db, now);
}
