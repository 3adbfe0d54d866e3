import { useCallback, useEffect, useRef } from 'react';
import type { ProofOfWork, ProofOfWorkChallenge } from '@sorteo/shared/contract/challenges';
import { solveProofOfWork } from '../lib/proof-of-work';

/**
 * Starts the puzzle's proof of work as soon as the puzzle is shown, so it is usually done
 * by the time the player lets go; answers a function that waits for it.
 */
export function useProofOfWork(challenge: ProofOfWorkChallenge): () => Promise<ProofOfWork> {
  const work = useRef<Promise<ProofOfWork> | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const solving = solveProofOfWork(challenge, controller.signal);
    // A failure is handled where the answer waits for it; nobody may be waiting yet.
    solving.catch(() => undefined);
    work.current = solving;
    return () => {
      controller.abort();
      work.current = null;
    };
  }, [challenge]);

  return useCallback(() => work.current ?? solveProofOfWork(challenge), [challenge]);
}
