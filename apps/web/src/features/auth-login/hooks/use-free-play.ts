import { useMutation } from '@tanstack/react-query';
import { useFinishLogin } from './use-finish-login';

/**
 * Free play (SPEC §4): a trial account from the server, then into the site as it. The
 * call's code (with the encryption it needs) loads on the first click, not with the page.
 */
export function useFreePlay() {
  const finish = useFinishLogin();
  return useMutation({
    mutationFn: async () => {
      const { startFreePlay } = await import('../api/free-play');
      return startFreePlay();
    },
    onSuccess: (grant) => finish(grant, 'freePlay'),
  });
}
