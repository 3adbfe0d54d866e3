import { describe, expect, it } from 'vitest';
import { availableFor, vendorTransferFormSchema } from './vendor-transfer-form';

describe('the vendor transfer form', () => {
  it('reads the amount in minor units and keeps it within what the side it leaves holds', () => {
    const schema = vendorTransferFormSchema(2, 5_000);
    expect(schema.parse({ amount: '12.5' })).toEqual({ amount: 1250 });
    expect(schema.safeParse({ amount: '50.01' }).error?.issues[0]?.message).toBe(
      'vendorWallets.amountProblem.aboveMaximum',
    );
    expect(schema.safeParse({ amount: '' }).error?.issues[0]?.message).toBe(
      'vendorWallets.amountProblem.required',
    );
    expect(schema.safeParse({ amount: 'ten' }).error?.issues[0]?.message).toBe(
      'vendorWallets.amountProblem.invalid',
    );
  });

  it('takes the main wallet going out and the vendor coming back', () => {
    const balances = { main: 900, vendor: 40 };
    expect(availableFor('to_vendor', balances)).toBe(900);
    expect(availableFor('from_vendor', balances)).toBe(40);
    expect(availableFor('from_vendor', { main: 900, vendor: null })).toBeNull();
  });
});
