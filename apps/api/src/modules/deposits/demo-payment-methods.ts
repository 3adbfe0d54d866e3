import type { Db } from '../../db/connection.js';

/**
 * The demo brand's methods (VND, exponent 0): a bank account to transfer to, and the
 * sandbox gateway that `npm start` runs beside the site (docs/payments.md). Named in the
 * brand's default language, Spanish, with the names players of the other languages read.
 */
export async function seedDemoPaymentMethods(trx: Db, merchantId: number): Promise<void> {
  const now = new Date();
  await trx
    .insertInto('payment_method')
    .values([
      {
        merchant_id: merchantId,
        kind: 'bank_transfer',
        name: 'Transferencia a Vietcombank',
        translations: JSON.stringify({
          en: { name: 'Transfer to Vietcombank' },
          pt: { name: 'Transferência para o Vietcombank' },
          zh: { name: '转账至 Vietcombank' },
        }),
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
        name: 'Pasarela de pruebas',
        translations: JSON.stringify({
          en: { name: 'Test payment gateway' },
          pt: { name: 'Gateway de pagamento de teste' },
          zh: { name: '测试支付网关' },
        }),
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
