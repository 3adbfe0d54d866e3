import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GameCategory } from '@sorteo/shared/contract/constants';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorKey } from '../../../lib/api-client';
import { useVendors } from '../api/get-vendors';
import './lobby.css';

export interface CategoryGridProps {
  hrefFor: (category: GameCategory) => string;
}

/** One card per category that has vendors, linking to its lobby. */
export function CategoryGrid({ hrefFor }: CategoryGridProps) {
  const { t } = useTranslation();
  const vendors = useVendors();
  if (vendors.isPending) return <Skeleton lines={1} className="category-skeleton" />;
  if (vendors.isError) {
    return (
      <ErrorState message={t(errorKey(vendors.error))} onRetry={() => void vendors.refetch()} />
    );
  }
  const groups = vendors.data.filter((g) => g.vendors.length > 0);
  if (groups.length === 0) {
    return (
      <EmptyState
        title={t('lobby.emptyTitle')}
        description={t('home.noCategories')}
        testId="home-empty-state"
      />
    );
  }
  return (
    <ul className="category-grid" data-testid="category-grid">
      {groups.map((group) => (
        <li key={group.gameCategory}>
          <Link
            className="category-card"
            to={hrefFor(group.gameCategory)}
            data-testid={`category-card-${group.gameCategory}`}
          >
            <span className="category-card__name">{t(`categories.${group.gameCategory}`)}</span>
            <span className="category-card__meta">
              {t('home.vendorCount', { count: group.vendors.length })}
            </span>
            <span className="category-card__vendors">
              {group.vendors
                .slice(0, 4)
                .map((v) => v.name)
                .join(' · ')}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
