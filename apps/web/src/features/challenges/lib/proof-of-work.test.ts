import { describe, expect, it } from 'vitest';
import { proofOfWorkChallengeSchema } from '@sorteo/shared/contract/challenges';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { solveProofOfWork } from './proof-of-work';

const secret = 'a-server-secret-of-32-characters!';

/** A challenge as the API issues one, hiding `counter`. */
async function challengeHiding(counter: number) {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter,
    deriveKey,
    data: { puzzle: 'puzzle-hash' },
    hmacSignatureSecret: secret,
  });
  return proofOfWorkChallengeSchema.parse(challenge);
}

describe('solveProofOfWork', () => {
  it('finds the hidden counter with crypto.subtle, in a form the server accepts', async () => {
    const challenge = await challengeHiding(40);
    const proof = await solveProofOfWork(challenge);
    expect(proof.challenge).toEqual(challenge);
    expect(proof.solution.counter).toBe(40);
    const check = await verifySolution({ ...proof, deriveKey, hmacSignatureSecret: secret });
    expect(check.verified).toBe(true);
  });

  it('stops when the puzzle is replaced', async () => {
    const controller = new AbortController();
    const solving = solveProofOfWork(await challengeHiding(4_000_000), controller.signal);
    controller.abort();
    await expect(solving).rejects.toThrow(/stopped/);
  });
});
