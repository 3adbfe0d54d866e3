import { useState } from 'react';
import { errorKey, type ErrorTextKey } from '../../lib/api-client';

/**
 * A dialog's confirm button: `confirm` runs the work, `pending` holds while it runs, and a
 * failure leaves the dialog open with the reason's text key in `failure`.
 */
export function useConfirmAction(work: () => Promise<unknown>) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<ErrorTextKey | null>(null);
  const confirm = async () => {
    setPending(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(errorKey(error));
      setPending(false);
    }
  };
  return { pending, failure, confirm };
}
