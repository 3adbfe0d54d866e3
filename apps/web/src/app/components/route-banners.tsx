import type { BannerGroup } from '@sorteo/shared';
import { useTranslation } from 'react-i18next';
import { BannerSection } from '../../features/banners/components/banner-carousel';
import { useNotice } from '../../features/notice/api/get-notice';
import { errorKey } from '../../lib/api-client';
import { promotionPath } from '../../lib/paths';

export function RouteBanners({ group }: { group: BannerGroup }) {
  const { t } = useTranslation();
  const notice = useNotice();
  return (
    <BannerSection
      group={group}
      banners={notice.data?.banners}
      status={notice.status}
      errorMessage={notice.error ? t(errorKey(notice.error)) : undefined}
      onRetry={() => void notice.refetch()}
      promotionPath={promotionPath}
    />
  );
}
