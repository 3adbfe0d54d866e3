import type { ReactNode } from 'react';
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
import { LobbyGames } from './lobby-games';
import './lobby.css';

/**
 * The vendor halls of one category as tabs (SPEC §2: the active tab from `?page`, else the
 * stored current vendor, else the first), each with its games.
 */
export function LobbyVendors({
  category,
  renderHall,
}: {
  category: GameCategory;
  /** A hall the page draws itself (the platform's own lotteries); null: its games. */
  renderHall?: (vendor: string) => ReactNode | null;
}) {
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
      {active
        ? (renderHall?.(active) ?? <LobbyGames key={active} category={category} vendor={active} />)
        : empty}
    </Tabs>
  );
}
