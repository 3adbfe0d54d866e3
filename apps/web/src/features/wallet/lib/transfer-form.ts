import { z } from 'zod';
import { transferRequestSchema } from '@sorteo/shared/contract/transfer';
import { amountSchema } from '../../../lib/form-rules';

/** How the transfer form says its problems. */
export const transferProblems = {
  requiredBy: {
    toAccount: 'wallet.transfer.toAccountRequired',
    paymentPassword: 'wallet.transfer.paymentPasswordRequired',
  },
};

const amountProblems = {
  required: 'wallet.transfer.amountProblem.required',
  invalid: 'wallet.transfer.amountProblem.invalid',
  belowMinimum: 'wallet.transfer.amountProblem.belowMinimum',
  aboveMaximum: 'wallet.transfer.amountProblem.aboveMaximum',
} as const;

/**
 * The transfer form, checked before the confirm step: the shared fields of the call, with
 * no more than the agent's balance (once known); the server checks it all again.
 */
export function transferFormSchema(exponent: number, balance: number | null) {
  const { toAccount, paymentPassword } = transferRequestSchema.shape;
  const bounds = { minAmount: 1, maxAmount: balance ?? Number.MAX_SAFE_INTEGER };
  return z.object({
    toAccount,
    amount: amountSchema(exponent, bounds, amountProblems),
    paymentPassword,
  });
}
