import { useTranslation } from 'react-i18next';
import type { LotteryResult } from '@sorteo/shared/lottery/results';
import { sumOfResult } from '../lib/trend';
import { DiceFace } from './dice-face';
import './lottery.css';

export interface ResultViewProps {
  result: LotteryResult;
  /** `sm` for table rows, `md` for the current-period header and the verifier. */
  size?: 'sm' | 'md';
  /** Adds the sum (5D, K3) after the numbers. */
  showSum?: boolean;
  testId?: string;
}

/**
 * A drawn result as players know it: 5D as five numbered balls, K3 as three dice faces, VN
 * as its special prize (the number most bets are on) with the count of the others.
 */
export function ResultView({ result, size = 'md', showSum = false, testId }: ResultViewProps) {
  const { t } = useTranslation();
  const sum = sumOfResult(result);
  const text =
    result.family === '5D'
      ? result.digits.join(' ')
      : result.family === 'K3'
        ? result.dice.join(' ')
        : (result.prizes[0] ?? '');
  return (
    <span
      className={`result-view result-view--${size}`}
      data-testid={testId}
      data-result={text}
      data-family={result.family}
    >
      {result.family === '5D'
        ? result.digits.map((digit, i) => (
            <span key={i} className="result-ball">
              {digit}
            </span>
          ))
        : null}
      {result.family === 'K3'
        ? result.dice.map((die, i) => (
            <DiceFace key={i} value={die} size={size === 'sm' ? 22 : 34} />
          ))
        : null}
      {result.family === 'VN' ? (
        <span className="result-ball result-ball--wide">{result.prizes[0]}</span>
      ) : null}
      {showSum && sum !== null ? (
        <span className="result-view__sum">{t('lottery.results.sumValue', { sum })}</span>
      ) : null}
    </span>
  );
}
