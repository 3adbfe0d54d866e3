import { useTranslation } from 'react-i18next';
import { AnnouncementMarquee } from '../../features/announcements/components/announcement-marquee';
import { CategoryGrid } from '../../features/games-lobby/components/category-grid';
import { HomeRails } from '../../features/games-lobby/components/home-rails';
import { isLaunchingCategory } from '../../features/lottery-launch/lib/lottery-launch';
import { useNotice } from '../../features/notice/api/get-notice';
import { usePermissionValue } from '../../features/system/api/get-permission';
import { PageFrame } from '../components/page-frame';
import { categoryPaths } from '../../lib/paths';
import { useUiStore } from '../../lib/ui-store';

export default function HomePage() {
  const { t } = useTranslation();
  const brand = usePermissionValue().whitelabel.name;
  const notice = useNotice();
  const openModal = useUiStore((s) => s.openModal);
  const title = t('home.title', { brand });
  return (
    <PageFrame id="home" title={title} documentTitle={title} hideTitle banner="w_home">
      <AnnouncementMarquee
        items={notice.data?.player ?? []}
        onOpen={() => openModal('announcements')}
      />
      <section aria-labelledby="home-categories" className="page__body">
        <h2 id="home-categories" className="page__section-title">
          {t('home.categoriesTitle')}
        </h2>
        <CategoryGrid
          hrefFor={(category) => categoryPaths[category]}
          hasVendorCards={(category) => !isLaunchingCategory(category)}
        />
        <HomeRails />
      </section>
    </PageFrame>
  );
}
