import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ErrorState } from '../../components/ui/error-state';
import { useNotice } from '../../features/notice/api/get-notice';
import { PromotionDetail } from '../../features/promotions/components/promotion-detail';
import {
  PromotionList,
  PromotionListSkeleton,
} from '../../features/promotions/components/promotion-list';
import { errorKey } from '../../lib/api-client';
import { PageFrame } from '../components/page-frame';

/** The live promotions come with the notice the shell has already loaded. */
function NoticePromotions() {
  const { t } = useTranslation();
  const notice = useNotice();
  if (notice.isPending) return <PromotionListSkeleton />;
  if (notice.isError) {
    return <ErrorState message={t(errorKey(notice.error))} onRetry={() => void notice.refetch()} />;
  }
  return <PromotionList promotions={notice.data.promotion} />;
}

/**
 * `/promotions` lists the brand's live promotions; `/promotions/:id` and `/promoDetail?id=`
 * show one of them with its content.
 */
export default function PromotionsPage() {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const id = params.id ?? search.get('id');

  return (
    <PageFrame id="promotions" title={t('pages.promotions')} banner="w_promotion">
      {id === null ? <NoticePromotions /> : <PromotionDetail key={id} rawId={id} />}
    </PageFrame>
  );
}
