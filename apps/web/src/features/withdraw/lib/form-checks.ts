import type { WithdrawalLimits } from '@sorteo/shared';
import {
  checkAmount as checkMinorAmount,
  type AmountProblem,
} from '../../balance/lib/amount-check';

/** Text keys under `withdraw.problems`: what is wrong with one field. */
export type Problem = 'required' | 'amountInvalid' | 'belowMin' | 'aboveMax';

export type Problems<F extends string> = Partial<Record<F, Problem>>;

export const hasProblems = (problems: Problems<string>) => Object.keys(problems).length > 0;

export type AmountCheck = { amount: number; problem: null } | { amount: null; problem: Problem };

/** This form's text keys for the common amount problems. */
const amountProblems: Record<AmountProblem, Problem> = {
  required: 'required',
  invalid: 'amountInvalid',
  belowMinimum: 'belowMin',
  aboveMaximum: 'aboveMax',
};

/** The typed amount in minor units, within the merchant's limits. */
export function checkAmount(text: string, limits: WithdrawalLimits): AmountCheck {
  const checked = checkMinorAmount(text, limits.currencyExponent, limits);
  return checked.problem ? { amount: null, problem: amountProblems[checked.problem] } : checked;
}
