import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { GameCategory } from '@sorteo/shared/contract/constants';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { errorKey } from '../../../lib/api-client';
import { sessionKeys, sessionStore } from '../../../lib/storage';
import { useVendors } from '../api/get-vendors';
import { pickActiveVendor } from '../lib/active-vendor';
import './lobby.css';

/**
 * The vendor halls of one category as tabs. The game lists themselves are not served
 * yet, so every hall says so plainly instead of showing placeholder games.
 */
export function LobbyVendors({ category }: { category: GameCategory }) {
  const { t } = useTranslation();
  const vendors = useVendors();
  const [params, setParams] = useSearchParams();

  if (vendors.isPending)
    return <Skeleton lines={2} className="lobby-skeleton" testId="lobby-loading" />;
  if (vendors.isError) {
    return (
      <ErrorState message={t(errorKey(vendors.error))} onRetry={() => void vendors.refetch()} />
    );
  }
  const list = vendors.data.find((g) => g.gameCategory === category)?.vendors ?? [];
  const empty = (
    <EmptyState
      title={t('lobby.emptyTitle')}
      description={t('lobby.emptyText')}
      testId="page-empty-state"
    />
  );
  if (list.length === 0) return empty;

  const active = pickActiveVendor(
    list.map((v) => v.vassalage),
    params.get('page'),
    sessionStore.get(sessionKeys.currentVassalage),
  );
  const select = (vassalage: string) => {
    sessionStore.set(sessionKeys.currentVassalage, vassalage);
    setParams({ page: vassalage });
  };

  return (
    <Tabs
      items={list.map((v) => ({
        key: v.vassalage,
        label: t('lobby.vendorHall', { name: v.name }),
      }))}
      activeKey={active ?? ''}
      onSelect={select}
      label={t('lobby.vendors')}
      testId="vendor-tabs"
    >
      {empty}
    </Tabs>
  );
}
