import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { GiftIcon } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/skeleton';
import { useNotice } from '../../features/notice/api/get-notice';
import { errorKey } from '../../lib/api-client';
import { PageFrame } from '../components/page-frame';
import { paths, promotionPath } from '../../lib/paths';
import './promotions.css';

/**
 * `/promotions` lists the brand's published promotions; `/promotions/:id` and
 * `/promoDetail?id=` show one of them.
 */
export default function PromotionsPage() {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const id = params.id ?? search.get('id');
  const notice = useNotice();

  let content;
  if (notice.isPending) {
    content = <Skeleton lines={3} className="promo-skeleton" />;
  } else if (notice.isError) {
    content = (
      <ErrorState message={t(errorKey(notice.error))} onRetry={() => void notice.refetch()} />
    );
  } else if (id !== null && id !== undefined) {
    const promo = notice.data.promotion.find((p) => String(p.id) === id);
    content = promo ? (
      <article className="promo-detail" data-testid="promotion-detail">
        <h2 className="page__section-title">{promo.title}</h2>
        <EmptyState title={t('promotions.noDetails')} testId="page-empty-state" />
        <Link to={paths.promotions}>{t('promotions.backToList')}</Link>
      </article>
    ) : (
      <EmptyState
        title={t('promotions.notFound')}
        action={
          <Link className="btn btn--primary" to={paths.promotions}>
            {t('promotions.backToList')}
          </Link>
        }
        testId="page-empty-state"
      />
    );
  } else if (notice.data.promotion.length === 0) {
    content = (
      <EmptyState
        icon={<GiftIcon width={28} height={28} />}
        title={t('promotions.emptyTitle')}
        description={t('promotions.emptyText')}
        testId="page-empty-state"
      />
    );
  } else {
    content = (
      <ul className="promo-list" data-testid="promotion-list">
        {notice.data.promotion.map((promo) => (
          <li key={promo.id}>
            <Link className="promo-card" to={promotionPath(promo.id)} data-testid="promotion-card">
              <GiftIcon />
              <span>{promo.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <PageFrame id="promotions" title={t('pages.promotions')} banner="w_promotion">
      {content}
    </PageFrame>
  );
}
