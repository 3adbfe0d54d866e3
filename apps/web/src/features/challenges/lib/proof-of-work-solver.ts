import type { ProofOfWork, ProofOfWorkChallenge } from '@sorteo/shared/contract/challenges';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

export type ProofOfWorkSolution = ProofOfWork['solution'];

/** Hashes counters with crypto.subtle until one matches; null when stopped or timed out. */
export async function solveInThisThread(
  challenge: ProofOfWorkChallenge,
  signal?: AbortSignal,
): Promise<ProofOfWorkSolution | null> {
  const controller = new AbortController();
  if (signal?.aborted) return null;
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await solveChallenge({ challenge, deriveKey, controller });
  return solution && { counter: solution.counter, derivedKey: solution.derivedKey };
}
