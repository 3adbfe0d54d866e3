import type {
  AdminDeposit,
  AdminPaymentMethod,
  DepositRequest,
  DepositStatus,
  LanguageCode,
  PaymentMethod,
} from '@sorteo/shared';
import { toMinor } from '../../lib/money.js';
import { inLanguage, storedTranslations } from '../../lib/translations.js';
import type { DepositRow } from './deposit-requests.repo.js';
import type { PaymentMethodRow } from './payment-methods.repo.js';

/** A method as players see it; its name in `language` when the operator gave one. */
export function toPaymentMethod(row: PaymentMethodRow, language: LanguageCode): PaymentMethod {
  return {
    ...methodAsWritten(row),
    ...inLanguage({ name: row.name }, row.translations, language),
  };
}

function methodAsWritten(row: PaymentMethodRow): PaymentMethod {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    minAmount: toMinor(row.min_amount),
    maxAmount: toMinor(row.max_amount),
    bankName: row.bank_name,
    accountName: row.account_name,
    accountNumber: row.account_number,
    gatewayCode: row.gateway_code,
  };
}

export function toAdminPaymentMethod(row: PaymentMethodRow): AdminPaymentMethod {
  return {
    ...methodAsWritten(row),
    enabled: row.enabled,
    sort: row.sort,
    translations: storedTranslations(row.translations),
  };
}

export function toDepositRequest(row: DepositRow): DepositRequest {
  return {
    id: Number(row.id),
    methodId: row.method_id,
    methodName: row.method_name,
    kind: row.kind,
    amount: toMinor(row.amount),
    currency: row.currency,
    status: row.status as DepositStatus,
    payerName: row.payer_name,
    reference: row.reference,
    hasProof: row.has_proof,
    rejectReason: row.reject_reason,
    createdAt: row.created_at.getTime(),
    completedAt: row.completed_at ? row.completed_at.getTime() : null,
  };
}

export function toAdminDeposit(row: DepositRow & { account: string }): AdminDeposit {
  return {
    ...toDepositRequest(row),
    memberId: row.member_id,
    account: row.account,
    decidedBy: row.decided_by,
    gatewayOrderId: row.gateway_order_id,
    failureReason: row.failure_reason,
  };
}
