import { describe, expect, it } from 'vitest';
import { receivingAccountInputSchema } from './withdrawal.js';

const bankCard = {
  kind: 'bank_card',
  provider: 'Vietcombank',
  holderName: 'Ana Pérez',
  paymentPassword: '123456',
};
const eWallet = { ...bankCard, kind: 'e_wallet', provider: 'MoMo' };

/** The fields named by the issues a receiving account input raises. */
function faults(input: Record<string, unknown>): string[] {
  const result = receivingAccountInputSchema.safeParse(input);
  return result.success ? [] : [...new Set(result.error.issues.map((i) => i.path.join('.')))];
}

describe('receiving account numbers', () => {
  it.each(['12345678', '0071000123456', '4000123412341234', '9704229200123456789'])(
    'takes the bank number %s',
    (accountNumber) => {
      expect(faults({ ...bankCard, accountNumber })).toEqual([]);
    },
  );

  it.each([
    ['too short', '1234567'],
    ['longer than any card or account', '12345678901234567890'],
    ['spaces', '4000 1234 1234 1234'],
    ['dashes', '4000-1234-1234-1234'],
    ['dots', '0071.000.123456'],
    ['a letter', '0071000I23456'],
    ['a sign', '+0071000123456'],
    ['full-width digits', '０１２３４５６７８９'],
    ['other scripts’ digits', '٠١٢٣٤٥٦٧٨٩'],
    ['a line break', '00710001\n23456'],
  ])('refuses a bank number with %s, naming accountNumber', (_case, accountNumber) => {
    expect(faults({ ...bankCard, accountNumber })).toEqual(['accountNumber']);
  });

  it.each(['+84912345678', 'ana@payfast', 'ana.perez_01', 'wallet-9981', '0912345678'])(
    'takes the e-wallet id %s',
    (accountNumber) => {
      expect(faults({ ...eWallet, accountNumber })).toEqual([]);
    },
  );

  it.each([
    ['too short', 'ab1'],
    ['too long', `a${'b'.repeat(64)}`],
    ['a space', 'ana perez'],
    ['markup', '<b>ana</b>'],
    ['quotes', "ana'perez"],
    ['a comma', 'ana,perez'],
    ['two @', 'ana@pay@fast'],
    ['a lone +', '+ana1234'],
    ['a phone number too long', '+1234567890123456'],
    ['letters outside ASCII', 'añaperez'],
    ['a leading sign', '.anaperez'],
  ])('refuses an e-wallet id with %s, naming accountNumber', (_case, accountNumber) => {
    expect(faults({ ...eWallet, accountNumber })).toEqual(['accountNumber']);
  });

  it('judges the number as typed but for the spaces around it', () => {
    expect(faults({ ...bankCard, accountNumber: ' 0071000123456 ' })).toEqual([]);
  });
});
