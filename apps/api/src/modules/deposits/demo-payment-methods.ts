import type { Db } from '../../db/connection.js';

/**
 * The demo brand's methods (VND, exponent 0): a bank account to transfer to, and the
 * sandbox gateway that `npm start` runs beside the site (docs/payments.md).
 */
export async function seedDemoPaymentMethods(trx: Db, merchantId: number): Promise<void> {
  const now = new Date();
  await trx
    .insertInto('payment_method')
    .values([
      {
        merchant_id: merchantId,
        kind: 'bank_transfer',
        name: 'Chuyển khoản ngân hàng',
        bank_name: 'Vietcombank',
        account_name: 'CONG TY SORTEO DEMO',
        account_number: '0071000123456',
        gateway_code: null,
        min_amount: 50_000,
        max_amount: 50_000_000,
        enabled: true,
        sort: 0,
        updated_at: now,
      },
      {
        merchant_id: merchantId,
        kind: 'gateway',
        name: 'Thanh toán trực tuyến',
        bank_name: null,
        account_name: null,
        account_number: null,
        gateway_code: 'sandbox',
        min_amount: 20_000,
        max_amount: 20_000_000,
        enabled: true,
        sort: 1,
        updated_at: now,
      },
    ])
    .execute();
}
