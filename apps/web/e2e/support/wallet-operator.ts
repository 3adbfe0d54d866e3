import { expect } from '@playwright/test';
import type { OperatorApi, Paged } from '../fixtures';

type AdminDeposit = {
  id: number;
  account: string;
  amount: number;
  status: string;
  hasProof: boolean;
};

/** The player's newest deposit request as the operator's list shows it. */
export async function findDeposit(operator: OperatorApi, account: string): Promise<AdminDeposit> {
  let found: AdminDeposit | undefined;
  await expect
    .poll(async () => {
      const page = await operator.call<Paged<AdminDeposit>>('GET', '/admin/deposits?pageSize=100');
      found = page.content.find((d) => d.account === account);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}
