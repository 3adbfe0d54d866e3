import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Promotion } from '@sorteo/shared';
import { PROMOTION_IMAGE_SIZE, withBonusAmount } from '@sorteo/shared/contract/constants';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError, errorKey } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { sanitizeHtml } from '../../../lib/sanitize';
import { usePromotion } from '../api/get-promotion';
import { parsePromotionId } from '../lib/promotion-id';
import { PromotionWindow } from './promotion-window';
import './promotions.css';

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link className="promo-detail__back" to={paths.promotions} data-testid="promotion-back">
      {t('promotions.backToList')}
    </Link>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('promotions.notFound')}
      description={t('promotions.notFoundText')}
      action={
        <ButtonLink variant="primary" to={paths.promotions}>
          {t('promotions.backToList')}
        </ButtonLink>
      }
      testId="promotion-not-found"
    />
  );
}

function Detail({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  // Sanitised again here: the server cleans on write, the page never trusts that alone.
  const html = useMemo(() => sanitizeHtml(promotion.content), [promotion.content]);
  return (
    <article className="promo-detail" data-testid="promotion-detail" data-id={promotion.id}>
      {promotion.imageUrl ? (
        <img
          className="promo-detail__image"
          src={promotion.imageUrl}
          alt=""
          decoding="async"
          {...PROMOTION_IMAGE_SIZE}
        />
      ) : null}
      <span className="promo-card__category">{t(`promotions.category.${promotion.category}`)}</span>
      <h2 className="promo-detail__title" data-testid="promotion-detail-title">
        {withBonusAmount(promotion.title)}
      </h2>
      <PromotionWindow
        startsAt={promotion.startsAt}
        endsAt={promotion.endsAt}
        className="promo-window"
      />
      {promotion.summary ? <p className="promo-detail__summary">{promotion.summary}</p> : null}
      <div
        className="promo-detail__content rich-text"
        data-testid="promotion-detail-content"
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <BackLink />
    </article>
  );
}

const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.code === 'VALIDATION_FAILED');

/** One promotion, named by the address (`/promotions/:id`, `/promoDetail?id=`). */
export function PromotionDetail({ rawId }: { rawId: string }) {
  const { t } = useTranslation();
  const id = parsePromotionId(rawId);
  const promotion = usePromotion(id);

  if (id === null) return <NotFound />;
  if (promotion.isPending) {
    return <Skeleton lines={4} className="promo-detail-skeleton" testId="promotion-loading" />;
  }
  if (promotion.isError) {
    return isMissing(promotion.error) ? (
      <NotFound />
    ) : (
      <ErrorState message={t(errorKey(promotion.error))} onRetry={() => void promotion.refetch()} />
    );
  }
  return <Detail promotion={promotion.data} />;
}
