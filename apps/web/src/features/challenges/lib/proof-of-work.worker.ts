import type { ProofOfWorkChallenge } from '@sorteo/shared/contract/challenges';
import { solveInThisThread } from './proof-of-work-solver';

// The app's types describe a window; a dedicated worker's scope needs only these two.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ProofOfWorkChallenge>) => void) | null;
  postMessage: (message: unknown) => void;
};

scope.onmessage = (event) => {
  void solveInThisThread(event.data).then((solution) => scope.postMessage(solution));
};
