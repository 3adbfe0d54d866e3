import { z } from 'zod';
import {
  PAYMENT_PASSWORD_PATTERN,
  receivingAccountInputSchema,
  receivingAccountNumberRules,
  withdrawalRequestSchema,
  type WithdrawalLimits,
} from '@sorteo/shared/contract/withdrawal';
import { amountSchema, checkConfirmation } from '../../../lib/form-rules';

/**
 * The withdraw forms' schemas, built from the shared ones with this page's texts
 * (`withdraw.problems.*`): the shared refinements speak to developers, so the web states
 * them again with the same shared rules.
 */

/** An empty field on these forms. */
export const withdrawProblems = { required: 'withdraw.problems.required' };

const accountNumberProblem = {
  bank_card: 'withdraw.problems.bankCardNumber',
  e_wallet: 'withdraw.problems.eWalletId',
} as const;

/** A new receiving account; any but the first also asks the login password. */
export function bindAccountFormSchema(needsLogin: boolean) {
  const { shape } = receivingAccountInputSchema;
  return z
    .object({
      ...shape,
      loginPassword: needsLogin ? shape.loginPassword.unwrap() : z.string(),
    })
    .superRefine(({ kind, accountNumber }, ctx) => {
      if (accountNumber === '' || receivingAccountNumberRules[kind].test(accountNumber)) return;
      ctx.addIssue({
        code: 'custom',
        path: ['accountNumber'],
        message: accountNumberProblem[kind],
      });
    });
}

/**
 * The new payment password: six digits, typed twice, not the one it replaces. `proof` is
 * the login password (first set) or the current payment password (change).
 */
export function paymentPasswordFormSchema(mode: 'set' | 'change') {
  return z
    .object({
      proof: z.string().min(1),
      password: z.string().min(1).regex(PAYMENT_PASSWORD_PATTERN, 'withdraw.problems.sixDigits'),
      confirm: z.string().min(1),
    })
    .superRefine(({ proof, password, confirm }, ctx) => {
      if (mode === 'change' && password !== '' && password === proof) {
        ctx.addIssue({
          code: 'custom',
          path: ['password'],
          message: 'withdraw.problems.sameAsOld',
        });
      }
      checkConfirmation(ctx, 'confirm', password, confirm, 'withdraw.problems.mismatch');
    });
}

/** The amount's problems, said with the merchant's `{{min}}` and `{{max}}`. */
const amountProblems = {
  required: 'withdraw.problems.required',
  invalid: 'withdraw.problems.amountInvalid',
  belowMinimum: 'withdraw.problems.belowMin',
  aboveMaximum: 'withdraw.problems.aboveMax',
} as const;

/** A withdrawal: where to, how much within the merchant's limits, the payment password. */
export function withdrawalRequestFormSchema(limits: WithdrawalLimits) {
  const { receivingAccountId, paymentPassword } = withdrawalRequestSchema.shape;
  return z.object({
    receivingAccountId,
    amount: amountSchema(limits.currencyExponent, limits, amountProblems),
    paymentPassword,
  });
}

/** The player's answer to a paid withdrawal; "not received" needs the proof image. */
export function confirmationFormSchema(needsProof: boolean) {
  return z.object({
    proof: z
      .instanceof(File)
      .nullable()
      .refine((proof) => !needsProof || proof !== null, 'withdraw.proof.problems.missing'),
  });
}
