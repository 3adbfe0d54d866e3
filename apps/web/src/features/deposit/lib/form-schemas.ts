import { z } from 'zod';
import { bankDepositRequestSchema } from '@sorteo/shared/contract/deposit';
import { amountSchema } from '../../../lib/form-rules';

/**
 * The deposit forms' schemas: the shared fields of the call, with the amount read from
 * what was typed and kept within the method's bounds (the server checks them again).
 */

type Bounds = { minAmount: number; maxAmount: number };

/** The amount's problems, said with the method's `{{min}}` and `{{max}}`. */
const amountProblems = {
  required: 'deposit.amountProblem.required',
  invalid: 'deposit.amountProblem.invalid',
  belowMinimum: 'deposit.amountProblem.belowMinimum',
  aboveMaximum: 'deposit.amountProblem.aboveMaximum',
} as const;

/** An empty payer name, the one other field a bank deposit asks for. */
export const bankDepositProblems = { required: 'deposit.bank.payerNameRequired' };

/** An online payment: the amount alone. */
export function gatewayDepositFormSchema(bounds: Bounds, exponent: number) {
  return z.object({ amount: amountSchema(exponent, bounds, amountProblems) });
}

/** A bank transfer the player made: amount, payer, the reference if any, the proof if any. */
export function bankDepositFormSchema(bounds: Bounds, exponent: number) {
  const { payerName, reference } = bankDepositRequestSchema.shape;
  return z.object({
    amount: amountSchema(exponent, bounds, amountProblems),
    payerName,
    reference: reference.unwrap().transform((text) => text || undefined),
    proof: z.instanceof(File).nullable(),
  });
}

export type BankDepositValues = z.output<ReturnType<typeof bankDepositFormSchema>>;
export type GatewayDepositValues = z.output<ReturnType<typeof gatewayDepositFormSchema>>;
