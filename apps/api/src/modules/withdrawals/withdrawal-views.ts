import {
  confirmationOutcomes,
  type AdminWithdrawal,
  type ConfirmationOutcome,
  type Withdrawal,
  type WithdrawalStatus,
} from '@sorteo/shared';
import type { WithdrawalRow } from '../../db/schema-withdrawals.js';
import { toMinor } from '../../lib/money.js';
import { maskAccountNumber } from './masking.js';

const epoch = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

/** The answers a player may still give: only while a paid withdrawal waits for them. */
export function nextActions(row: WithdrawalRow, now: Date): ConfirmationOutcome[] {
  const open = row.status === 'paid' && row.confirm_by !== null && new Date(row.confirm_by) > now;
  return open ? [...confirmationOutcomes] : [];
}

function common(row: WithdrawalRow) {
  return {
    id: Number(row.id),
    amount: toMinor(row.amount),
    currency: row.currency,
    status: row.status as WithdrawalStatus,
    destination: {
      kind: row.receiving_kind as Withdrawal['destination']['kind'],
      provider: row.receiving_provider,
      holderName: row.receiving_holder_name,
      accountNumberMasked: maskAccountNumber(row.receiving_account_number),
    },
    rejectReason: row.reject_reason,
    createdAt: new Date(row.created_at).getTime(),
    paidAt: epoch(row.paid_at),
  };
}

export function playerWithdrawal(row: WithdrawalRow, now = new Date()): Withdrawal {
  return { ...common(row), nextActions: nextActions(row, now) };
}

export function adminWithdrawal(
  row: WithdrawalRow,
  extra: { account: string; hasProof: boolean },
): AdminWithdrawal {
  return {
    ...common(row),
    account: extra.account,
    accountNumber: row.receiving_account_number,
    hasProof: extra.hasProof,
    confirmedAt: epoch(row.confirmed_at),
    resolvedAt: epoch(row.resolved_at),
  };
}
