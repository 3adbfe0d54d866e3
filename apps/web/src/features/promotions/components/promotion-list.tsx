import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PromotionSummary } from '@sorteo/shared';
import { PROMOTION_IMAGE_SIZE, withBonusAmount } from '@sorteo/shared/contract/constants';
import { EmptyState } from '../../../components/ui/empty-state';
import { GiftIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { promotionPath } from '../../../lib/paths';
import { PromotionWindow } from './promotion-window';
import './promotions.css';

function PromotionCard({ promotion }: { promotion: PromotionSummary }) {
  const { t } = useTranslation();
  return (
    <Link
      className="promo-card"
      to={promotionPath(promotion.id)}
      data-testid="promotion-card"
      data-id={promotion.id}
    >
      {promotion.imageUrl ? (
        <img
          className="promo-card__image"
          src={promotion.imageUrl}
          alt=""
          loading="lazy"
          decoding="async"
          {...PROMOTION_IMAGE_SIZE}
        />
      ) : (
        <span className="promo-card__image promo-card__image--none" aria-hidden="true">
          <GiftIcon width={40} height={40} />
        </span>
      )}
      <span className="promo-card__body">
        <span className="promo-card__category">
          {t(`promotions.category.${promotion.category}`)}
        </span>
        <span className="promo-card__title" data-testid="promotion-card-title">
          {withBonusAmount(promotion.title)}
        </span>
        {promotion.summary ? (
          <span className="promo-card__summary">{promotion.summary}</span>
        ) : null}
        <PromotionWindow
          startsAt={promotion.startsAt}
          endsAt={promotion.endsAt}
          className="promo-window"
        />
      </span>
    </Link>
  );
}

/** The brand's live promotions as cards; each opens its detail. */
export function PromotionList({ promotions }: { promotions: readonly PromotionSummary[] }) {
  const { t } = useTranslation();
  if (promotions.length === 0) {
    return (
      <EmptyState
        icon={<GiftIcon width={28} height={28} />}
        title={t('promotions.emptyTitle')}
        description={t('promotions.emptyText')}
        testId="page-empty-state"
      />
    );
  }
  return (
    <ul className="promo-list" aria-label={t('promotions.listLabel')} data-testid="promotion-list">
      {promotions.map((promotion) => (
        <li key={promotion.id}>
          <PromotionCard promotion={promotion} />
        </li>
      ))}
    </ul>
  );
}

export function PromotionListSkeleton() {
  return (
    <div className="promo-list" data-testid="promotion-list-loading">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} lines={3} className="promo-skeleton" />
      ))}
    </div>
  );
}
