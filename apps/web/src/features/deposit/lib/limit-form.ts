import type { DepositLimitsInput } from '@sorteo/shared/contract/deposit';
import { parseMajor } from '../../../lib/money';

export const limitFields = ['daily', 'weekly', 'monthly'] as const;
export type LimitField = (typeof limitFields)[number];

export type LimitTexts = Record<LimitField, string>;

export type LimitFormResult =
  | { input: DepositLimitsInput; problems: null }
  | { input: null; problems: Partial<Record<LimitField, 'invalid'>> };

/**
 * The limits form as the call takes it: an empty field removes the limit (null), an amount
 * sets it in minor units; a field equal to the limit in force is left out, so saving the
 * form unchanged changes nothing and restarts no 24-hour wait.
 */
export function readLimitForm(
  texts: LimitTexts,
  exponent: number,
  current: Record<LimitField, number | null>,
): LimitFormResult {
  const input: DepositLimitsInput = {};
  const problems: Partial<Record<LimitField, 'invalid'>> = {};
  for (const field of limitFields) {
    const text = texts[field].trim();
    const value = text === '' ? null : parseMajor(text, exponent);
    if (text !== '' && (value === null || value <= 0)) {
      problems[field] = 'invalid';
      continue;
    }
    if (value !== current[field]) input[field] = value;
  }
  return Object.keys(problems).length > 0 ? { input: null, problems } : { input, problems: null };
}

/** Whether `next` waits 24 hours: a raise or a removal; a new or lower limit is at once. */
export function waitsADay(current: number | null, next: number | null): boolean {
  if (current === null) return false;
  return next === null || next > current;
}
