import {
  ErrorCode,
  RECEIVING_ACCOUNT_LIMIT,
  type ReceivingAccount,
  type ReceivingAccountInput,
  type ReceivingAccountList,
} from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError, notFound } from '../../lib/errors.js';
import { refuseTrial } from '../../plugins/member-session.js';
import type { MemberSession } from '../members/index.js';
import { maskAccountNumber } from './masking.js';
import { reauthenticate, sessionMember } from './member-checks.js';
import { verifyPaymentPassword } from './payment-password.service.js';
import {
  deleteReceivingAccount,
  findReceivingAccount,
  insertReceivingAccount,
  listReceivingAccounts,
  lockMemberAccounts,
} from './receiving-accounts.repo.js';

type Row = Awaited<ReturnType<typeof listReceivingAccounts>>[number];

export type MemberCall = { merchantId: number; session: MemberSession; ip: string };

function view(row: Row): ReceivingAccount {
  return {
    id: row.id,
    kind: row.kind as ReceivingAccount['kind'],
    provider: row.provider,
    holderName: row.holder_name,
    accountNumberMasked: maskAccountNumber(row.account_number),
    createdAt: new Date(row.created_at).getTime(),
  };
}

export async function receivingAccounts(
  db: Db,
  session: MemberSession,
): Promise<ReceivingAccountList> {
  refuseTrial(session);
  const rows = await listReceivingAccounts(db, session.memberId);
  return { accounts: rows.map(view), limit: RECEIVING_ACCOUNT_LIMIT };
}

/** The account the member pays out to, as it is now; 404 when it is not theirs. */
export async function ownReceivingAccount(db: Db, memberId: number, id: number) {
  const row = await findReceivingAccount(db, memberId, id);
  if (!row) throw notFound('Receiving account');
  return row;
}

/**
 * Binds a receiving account. The first one needs the payment password only; a later one
 * changes where money can go, so the login password is asked again in the same call.
 */
export async function bindReceivingAccount(
  db: Db,
  call: MemberCall,
  input: ReceivingAccountInput,
  now = new Date(),
): Promise<ReceivingAccount> {
  refuseTrial(call.session);
  const member = await sessionMember(db, call.merchantId, call.session);
  await verifyPaymentPassword(db, member.id, input.paymentPassword, now);
  const existing = await listReceivingAccounts(db, member.id);
  if (existing.length > 0) {
    await reauthenticate(db, {
      merchantId: call.merchantId,
      member,
      loginPassword: input.loginPassword,
      ip: call.ip,
      now,
    });
  }
  const row = await db.transaction().execute(async (trx) => {
    await lockMemberAccounts(trx, member.id);
    const count = (await listReceivingAccounts(trx, member.id)).length;
    // A parallel call bound the first account after the check above: re-auth is owed.
    if (count > existing.length && existing.length === 0) {
      throw new AppError(403, ErrorCode.ReauthenticationRequired, 'Confirm your login password', {
        field: 'loginPassword',
      });
    }
    if (count >= RECEIVING_ACCOUNT_LIMIT) {
      throw new AppError(409, ErrorCode.Conflict, `At most ${RECEIVING_ACCOUNT_LIMIT} accounts`, {
        field: 'accountNumber',
        limit: RECEIVING_ACCOUNT_LIMIT,
      });
    }
    return insertReceivingAccount(trx, {
      merchantId: call.merchantId,
      memberId: member.id,
      kind: input.kind,
      provider: input.provider,
      holderName: input.holderName,
      accountNumber: input.accountNumber,
    });
  });
  return view(row);
}

/** Unbinds a receiving account after the login password is typed again. */
export async function removeReceivingAccount(
  db: Db,
  call: MemberCall,
  id: number,
  loginPassword: string | undefined,
  now = new Date(),
): Promise<void> {
  refuseTrial(call.session);
  const member = await sessionMember(db, call.merchantId, call.session);
  await ownReceivingAccount(db, member.id, id);
  await reauthenticate(db, {
    merchantId: call.merchantId,
    member,
    loginPassword,
    ip: call.ip,
    now,
  });
  if (!(await deleteReceivingAccount(db, member.id, id))) throw notFound('Receiving account');
}
