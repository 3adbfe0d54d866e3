import {
  ErrorCode,
  type AdminPaymentMethod,
  type LanguageCode,
  type PaymentMethod,
  type PaymentMethodInput,
} from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { translationsColumn } from '../../lib/translations.js';
import { auditedRows } from '../audit/index.js';
import { toAdminPaymentMethod, toPaymentMethod } from './deposit-views.js';
import * as methods from './payment-methods.repo.js';
import type { PaymentMethodRow } from './payment-methods.repo.js';

export async function listAdminPaymentMethods(
  db: Db,
  merchantId: number,
): Promise<AdminPaymentMethod[]> {
  return (await methods.listPaymentMethods(db, merchantId)).map(toAdminPaymentMethod);
}

/** A method players can use: enabled, and for a gateway, one this server is configured for. */
const usable = (row: PaymentMethodRow, gatewayCode: string | null) =>
  row.enabled && (row.kind === 'bank_transfer' || row.gateway_code === gatewayCode);

/** The methods a player may use, named in the player's `language`. */
export async function listPlayerPaymentMethods(
  db: Db,
  merchantId: number,
  gatewayCode: string | null,
  language: LanguageCode,
): Promise<PaymentMethod[]> {
  const rows = await methods.listPaymentMethods(db, merchantId, { enabledOnly: true });
  return rows.filter((r) => usable(r, gatewayCode)).map((r) => toPaymentMethod(r, language));
}

/** The method a deposit names, or 400 PAYMENT_METHOD_UNAVAILABLE on `methodId`. */
export async function usableMethod(
  db: Db,
  merchantId: number,
  methodId: number,
  gatewayCode: string | null,
): Promise<PaymentMethodRow> {
  const row = await methods.find(db, merchantId, methodId);
  if (!row || !usable(row, gatewayCode)) {
    throw new AppError(
      400,
      ErrorCode.PaymentMethodUnavailable,
      'This payment method is not available',
      { field: 'methodId' },
    );
  }
  return row;
}

function fields(input: PaymentMethodInput): methods.PaymentMethodFields {
  const bank = input.kind === 'bank_transfer' ? input : null;
  return {
    kind: input.kind,
    name: input.name,
    bank_name: bank?.bankName ?? null,
    account_name: bank?.accountName ?? null,
    account_number: bank?.accountNumber ?? null,
    gateway_code: input.kind === 'gateway' ? input.gatewayCode : null,
    min_amount: input.minAmount,
    max_amount: input.maxAmount,
    enabled: input.enabled,
    sort: input.sort,
    translations: translationsColumn(input.translations),
    updated_at: new Date(),
  };
}

const writes = auditedRows({
  rows: methods,
  fields,
  view: toAdminPaymentMethod,
  label: 'Payment method',
  actionPrefix: 'payment_method',
  targetType: 'payment_method',
});

/** Create, update and delete with their audit rows; a method with requests cannot be deleted. */
export const paymentMethodWrites = {
  create: writes.create,
  update: writes.update,
  remove: async (...args: Parameters<typeof writes.remove>) => {
    try {
      await writes.remove(...args);
    } catch (error) {
      if ((error as { code?: unknown }).code === '23503') {
        throw new AppError(
          409,
          ErrorCode.Conflict,
          'This method has deposit requests: disable it instead of deleting it',
        );
      }
      throw error;
    }
  },
};
