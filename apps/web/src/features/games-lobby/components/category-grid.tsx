import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GameCategory } from '@sorteo/shared/contract/constants';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorKey } from '../../../lib/api-client';
import { useVendors } from '../api/get-vendors';
import { VendorLaunchLink } from './vendor-launch-link';
import './lobby.css';

export interface CategoryGridProps {
  hrefFor: (category: GameCategory) => string;
  /** Whether the category's vendors are cards of their own (the lotteries launch a game). */
  hasVendorCards: (category: GameCategory) => boolean;
}

/** Vendor cards a category card shows; the rest are in its lobby. */
const SHOWN_VENDORS = 4;

/**
 * One card per category that has vendors, linking to its lobby, with its first vendors as
 * cards of their own: each opens the vendor's hall, or a pop-up list of its games where the
 * card says so (`isGame`).
 */
export function CategoryGrid({ hrefFor, hasVendorCards }: CategoryGridProps) {
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
      {groups.map((group) => {
        const category = group.gameCategory;
        const shown = group.vendors.slice(0, SHOWN_VENDORS);
        return (
          <li key={category} className="category-card">
            <Link
              className="category-card__link"
              to={hrefFor(category)}
              data-testid={`category-card-${category}`}
            >
              <span className="category-card__name">{t(`categories.${category}`)}</span>
              <span className="category-card__meta">
                {t('home.vendorCount', { count: group.vendors.length })}
              </span>
            </Link>
            {hasVendorCards(category) ? (
              <ul className="category-card__vendors" aria-label={t('lobby.vendors')}>
                {shown.map((vendor) => (
                  <li key={vendor.vassalage}>
                    <VendorLaunchLink
                      category={category}
                      vendor={vendor}
                      className="category-card__vendor"
                      testId={`category-vendor-${category}-${vendor.vassalage}`}
                    >
                      {vendor.name}
                    </VendorLaunchLink>
                  </li>
                ))}
              </ul>
            ) : (
              <span className="category-card__names">{shown.map((v) => v.name).join(' · ')}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
