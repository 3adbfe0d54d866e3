import { useBalanceQuery } from '../api/get-balance';
import { useBalanceHidden } from '../hidden-store';

/** What a balance display needs: the value, whether it is masked, and its two buttons. */
export function useBalanceView(enabled: boolean) {
  const query = useBalanceQuery(enabled);
  const hidden = useBalanceHidden((s) => s.hidden);
  const toggleHidden = useBalanceHidden((s) => s.toggle);
  return {
    balance: query.data,
    failed: query.isError && !query.data,
    fetching: query.isFetching,
    hidden,
    toggleHidden,
    refresh: () => void query.refetch(),
  };
}
