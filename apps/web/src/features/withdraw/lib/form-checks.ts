import type { ReceivingAccountKind, WithdrawalLimits } from '@sorteo/shared';
import {
  PAYMENT_PASSWORD_PATTERN,
  receivingAccountNumberRules,
} from '@sorteo/shared/contract/withdrawal';
import {
  checkAmount as checkMinorAmount,
  type AmountProblem,
} from '../../balance/lib/amount-check';

/** Text keys under `withdraw.problems`: what is wrong with one field. */
export type Problem =
  | 'required'
  | 'sixDigits'
  | 'mismatch'
  | 'sameAsOld'
  | 'bankCardNumber'
  | 'eWalletId'
  | 'amountInvalid'
  | 'belowMin'
  | 'aboveMax';

export type Problems<F extends string> = Partial<Record<F, Problem>>;

export const hasProblems = (problems: Problems<string>) => Object.keys(problems).length > 0;

export interface PaymentPasswordValues {
  /** The login password (first set) or the current payment password (change). */
  proof: string;
  password: string;
  confirm: string;
}

/** The new payment password: six digits, typed twice, not the one it replaces. */
export function paymentPasswordProblems(
  values: PaymentPasswordValues,
  mode: 'set' | 'change',
): Problems<keyof PaymentPasswordValues> {
  const problems: Problems<keyof PaymentPasswordValues> = {};
  if (!values.proof) problems.proof = 'required';
  if (!values.password) problems.password = 'required';
  else if (!PAYMENT_PASSWORD_PATTERN.test(values.password)) problems.password = 'sixDigits';
  else if (mode === 'change' && values.password === values.proof) problems.password = 'sameAsOld';
  if (!values.confirm) problems.confirm = 'required';
  else if (values.confirm !== values.password) problems.confirm = 'mismatch';
  return problems;
}

export interface ReceivingAccountValues {
  kind: ReceivingAccountKind;
  provider: string;
  holderName: string;
  accountNumber: string;
  paymentPassword: string;
  loginPassword: string;
}

/** A new receiving account; any but the first also asks the login password. */
export function receivingAccountProblems(
  values: ReceivingAccountValues,
  needsLogin: boolean,
): Problems<keyof ReceivingAccountValues> {
  const problems: Problems<keyof ReceivingAccountValues> = {};
  if (!values.provider.trim()) problems.provider = 'required';
  if (!values.holderName.trim()) problems.holderName = 'required';
  const number = values.accountNumber.trim();
  if (!number) problems.accountNumber = 'required';
  else if (!receivingAccountNumberRules[values.kind].test(number)) {
    problems.accountNumber = values.kind === 'bank_card' ? 'bankCardNumber' : 'eWalletId';
  }
  if (!values.paymentPassword) problems.paymentPassword = 'required';
  if (needsLogin && !values.loginPassword) problems.loginPassword = 'required';
  return problems;
}

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
