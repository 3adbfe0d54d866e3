import type { AmountProblem } from '../../balance/lib/amount-check';
import { checkAmount } from '../../balance/lib/amount-check';

export interface TransferTexts {
  toAccount: string;
  amount: string;
  paymentPassword: string;
}

export type TransferProblems = Partial<{
  toAccount: 'required';
  amount: AmountProblem;
  paymentPassword: 'required';
}>;

export type TransferCheck =
  | { value: { toAccount: string; amount: number; paymentPassword: string }; problems: null }
  | { value: null; problems: TransferProblems };

/** The transfer form checked before the confirm step; the server checks it all again. */
export function checkTransferForm(
  texts: TransferTexts,
  exponent: number,
  balance: number | null,
): TransferCheck {
  const problems: TransferProblems = {};
  const toAccount = texts.toAccount.trim();
  if (!toAccount) problems.toAccount = 'required';
  const amount = checkAmount(texts.amount, exponent, {
    minAmount: 1,
    maxAmount: balance ?? Number.MAX_SAFE_INTEGER,
  });
  if (amount.problem) problems.amount = amount.problem;
  if (!texts.paymentPassword) problems.paymentPassword = 'required';
  if (Object.keys(problems).length > 0 || amount.amount === null) return { value: null, problems };
  return {
    value: { toAccount, amount: amount.amount, paymentPassword: texts.paymentPassword },
    problems: null,
  };
}
