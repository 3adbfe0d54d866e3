import {
  proofOfWorkChallengeSchema,
  type ProofOfWork,
  type ProofOfWorkChallenge,
} from '@sorteo/shared';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { randomInt } from 'node:crypto';
import { hashToken } from '../../lib/tokens.js';

/** How hard the work is and the key that signs it (config `sliderPow`). */
export type ProofOfWorkSettings = Readonly<{ secret: string; maxNumber: number }>;

/** What ties a challenge to its puzzle: the id's hash, as the database keeps it. */
const puzzleOf = (challengeId: string) => hashToken(challengeId);

/**
 * A signed altcha challenge for the slider puzzle `challengeId`. The server picks the
 * counter (0 to maxNumber), so the browser hashes maxNumber / 2 times on average while
 * checking one answer costs the server a single hash and an HMAC.
 */
export async function issueProofOfWork(
  settings: ProofOfWorkSettings,
  challengeId: string,
): Promise<ProofOfWorkChallenge> {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(0, settings.maxNumber + 1),
    deriveKey,
    data: { puzzle: puzzleOf(challengeId) },
    hmacSignatureSecret: settings.secret,
  });
  // The client sends the parameters back as the contract reads them: a field the contract
  // did not list would be dropped there and break the signature, so fail here instead.
  return proofOfWorkChallengeSchema.parse(challenge);
}

/**
 * Whether `proof` is solved, signed by this server and made for `challengeId`. It is not
 * spent here: it dies with its puzzle, which allows one answer.
 */
export async function checkProofOfWork(
  settings: ProofOfWorkSettings,
  challengeId: string,
  proof: ProofOfWork,
): Promise<boolean> {
  if (proof.challenge.parameters.data.puzzle !== puzzleOf(challengeId)) return false;
  try {
    const result = await verifySolution({
      challenge: proof.challenge,
      solution: proof.solution,
      deriveKey,
      hmacSignatureSecret: settings.secret,
    });
    return result.verified;
  } catch {
    return false;
  }
}
