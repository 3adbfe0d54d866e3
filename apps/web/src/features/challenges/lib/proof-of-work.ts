import type { ProofOfWork, ProofOfWorkChallenge } from '@sorteo/shared/contract/challenges';
import { solveInThisThread, type ProofOfWorkSolution } from './proof-of-work-solver';

function solveInWorker(
  challenge: ProofOfWorkChallenge,
  signal?: AbortSignal,
): Promise<ProofOfWorkSolution | null> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./proof-of-work.worker.ts', import.meta.url), {
      type: 'module',
    });
    const stop = () => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      stop();
      resolve(null);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = (event: MessageEvent<ProofOfWorkSolution | null>) => {
      stop();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      stop();
      reject(new Error(event.message));
    };
    worker.postMessage(challenge);
  });
}

/**
 * Solves the slider's proof of work. A worker keeps the hashing off the thread that moves
 * the piece; where there is none, or it cannot start, the work runs here (crypto.subtle
 * answers asynchronously, so the page still responds between hashes).
 */
export async function solveProofOfWork(
  challenge: ProofOfWorkChallenge,
  signal?: AbortSignal,
): Promise<ProofOfWork> {
  const solution =
    typeof Worker === 'undefined'
      ? await solveInThisThread(challenge, signal)
      : await solveInWorker(challenge, signal).catch(() => solveInThisThread(challenge, signal));
  if (!solution) throw new Error('Proof of work stopped before it was solved');
  return { challenge, solution };
}
