import { parseMajor } from './money';

export type AmountProblem = 'required' | 'invalid' | 'belowMinimum' | 'aboveMaximum';

export type AmountCheck =
  { amount: number; problem: null } | { amount: null; problem: AmountProblem };

/**
 * The typed amount in minor units, checked against the method's bounds before anything is
 * sent (the server checks them again).
 */
export function checkAmount(
  text: string,
  exponent: number,
  bounds: { minAmount: number; maxAmount: number },
): AmountCheck {
  if (text.trim() === '') return { amount: null, problem: 'required' };
  const amount = parseMajor(text, exponent);
  if (amount === null || amount <= 0) return { amount: null, problem: 'invalid' };
  if (amount < bounds.minAmount) return { amount: null, problem: 'belowMinimum' };
  if (amount > bounds.maxAmount) return { amount: null, problem: 'aboveMaximum' };
  return { amount, problem: null };
}
