import { z } from 'zod';
import type { TransferDirection } from '@sorteo/shared';
import { amountSchema } from '../../../lib/form-rules';

const amountProblems = {
  required: 'vendorWallets.amountProblem.required',
  invalid: 'vendorWallets.amountProblem.invalid',
  belowMinimum: 'vendorWallets.amountProblem.belowMinimum',
  aboveMaximum: 'vendorWallets.amountProblem.aboveMaximum',
} as const;

/**
 * The transfer form, checked before it is sent: an amount of at most what the side it leaves
 * holds (the main wallet going to the vendor, the vendor's wallet coming back), once known.
 */
export function vendorTransferFormSchema(exponent: number, available: number | null) {
  return z.object({
    amount: amountSchema(
      exponent,
      { minAmount: 1, maxAmount: available ?? Number.MAX_SAFE_INTEGER },
      amountProblems,
    ),
  });
}

/** The side money leaves in a transfer of `direction`. */
export function availableFor(
  direction: TransferDirection,
  balances: { main: number | null; vendor: number | null },
): number | null {
  return direction === 'to_vendor' ? balances.main : balances.vendor;
}
