import { randomBytes } from 'node:crypto';
import type { OperatorApi } from '../fixtures';
import type { SiteApi } from './site-api';

export type Limits = {
  minAmount: number;
  maxAmount: number;
  currency: string;
  currencyExponent: number;
};

export type PlayerWithdrawal = {
  id: number;
  amount: number;
  status: string;
  nextActions: string[];
};

export const uniqueKey = (prefix: string) => `${prefix}-${randomBytes(8).toString('hex')}`;

/** Minor units as a person types them in major units (`1250` → `12.50` with exponent 2). */
export function majorText(minor: number, exponent: number): string {
  if (exponent === 0) return String(minor);
  const digits = String(minor).padStart(exponent + 1, '0');
  return `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

/** The amount as the site shows it in Spanish, the brand's default language. */
export function shownAmount(minor: number, exponent: number, currency?: string): string {
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  const whole = new Intl.NumberFormat('es', { maximumFractionDigits: 0 }).format(
    BigInt(digits.slice(0, digits.length - exponent)),
  );
  const text = exponent > 0 ? `${whole},${digits.slice(-exponent)}` : whole;
  return currency ? `${sign}${text} ${currency}` : `${sign}${text}`;
}

/** Credits (or with kind `bonus`, gives a bonus to) the player's wallet as the operator. */
export function creditWallet(
  operator: OperatorApi,
  account: string,
  amount: number,
  reason: string,
  kind: 'adjustment' | 'bonus' = 'adjustment',
) {
  return operator.call<{ balance: number }>('POST', `/admin/members/${account}/adjustments`, {
    amount,
    reason,
    idempotencyKey: uniqueKey(kind),
    kind,
  });
}

export const limitsOf = (api: SiteApi, token: string) =>
  api.get<Limits>('/wps/withdrawals/limits', token);

export const balanceOf = async (api: SiteApi, token: string) =>
  (await api.get<{ sumBalance: number }>('/wps/v2/wallets/balance', token)).sumBalance;

export const withdrawalsOf = async (api: SiteApi, token: string) =>
  (await api.get<{ content: PlayerWithdrawal[] }>('/wps/withdrawals?pageNo=1&pageSize=20', token))
    .content;
