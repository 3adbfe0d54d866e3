import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../components/ui/button';
import {
  CloseIcon,
  CollapseIcon,
  DownloadIcon,
  ExpandIcon,
  GiftIcon,
  GlobeIcon,
  HomeIcon,
  ShareIcon,
} from '../../components/ui/icons';
import { hasAppDownloads } from '../../features/app-download/lib/app-downloads';
import { withAllTexts } from '../../features/i18n/i18n';
import { useVendors } from '../../features/games-lobby/api/get-vendors';
import { VendorLaunchLink } from '../../features/games-lobby/components/vendor-launch-link';
import { LanguageMenu } from '../../features/i18n/components/language-menu';
import { lotteryMenusQueryOptions } from '../../features/lottery-launch/api/get-lottery-menus';
import {
  categoryLaunchPath,
  isLaunchingCategory,
} from '../../features/lottery-launch/lib/lottery-launch';
import { usePermissionValue } from '../../features/system/api/get-permission';
import { BrandLogo } from '../components/brand-logo';
import { lobbyPath, paths } from '../../lib/paths';
import { useUiStore } from '../../lib/ui-store';
import { MenuGroup } from './menu-group';
import { categoryIcons, MenuLink, socialLinks, type SocialType } from './menu-items';
import { SupportMenu } from './support-menu';
import './side-menu.css';

// Drawn only once its group is opened: kept out of the first load, with its texts.
const AppDownloadList = lazy(
  withAllTexts(() =>
    import('../../features/app-download/components/app-download-list').then((m) => ({
      default: m.AppDownloadList,
    })),
  ),
);

export function SideMenu() {
  const { t } = useTranslation();
  const location = useLocation();
  const permission = usePermissionValue();
  const vendors = useVendors();
  const collapsedPref = useUiStore((s) => s.menuCollapsed);
  const toggleCollapsed = useUiStore((s) => s.toggleMenuCollapsed);
  const menuOpen = useUiStore((s) => s.menuOpen);
  const setMenuOpen = useUiStore((s) => s.setMenuOpen);
  const closeRef = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The off-canvas menu is always shown in full.
  const collapsed = collapsedPref && !menuOpen;

  const here = `${location.pathname}${location.search}`;
  const languages = permission.whitelabel.supportedLanguages;
  const socials = socialLinks(permission.resources);
  const categories = (vendors.data ?? []).filter(
    (g) => g.gameCategory !== 'INHOUSE' && g.vendors.length > 0,
  );

  // Leaving a page closes the off-canvas menu.
  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname, location.search, setMenuOpen]);

  useEffect(() => {
    if (!menuOpen) return;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen, setMenuOpen]);

  const expandMenu = () => {
    if (collapsedPref) toggleCollapsed();
  };

  // SPEC §2: lottery categories open their first TCG_SEA game at once, not a lobby.
  const launchLottery = () => {
    void queryClient.fetchQuery(lotteryMenusQueryOptions()).then(
      (menus) => navigate(categoryLaunchPath(menus)),
      () => navigate(categoryLaunchPath(undefined)),
    );
  };

  return (
    <>
      <aside
        id="side-menu"
        className={`side-menu ${collapsed ? 'side-menu--collapsed' : ''} ${menuOpen ? 'side-menu--open' : ''}`}
        aria-label={t('menu.label')}
        data-testid="side-menu"
        data-collapsed={collapsed ? 'true' : 'false'}
      >
        <div className="side-menu__top">
          <BrandLogo name={permission.whitelabel.name} compact={collapsed} />
          <Button
            ref={closeRef}
            type="button"
            variant="ghost-icon"
            className="side-menu__close"
            aria-label={t('menu.close')}
            onClick={() => setMenuOpen(false)}
            data-testid="menu-close"
          >
            <CloseIcon />
          </Button>
        </div>
        <nav className="side-menu__scroll" aria-label={t('menu.navigation')}>
          <ul className="menu-list">
            <li>
              <MenuLink
                to={paths.home}
                icon={<HomeIcon />}
                label={t('menu.home')}
                current={location.pathname === paths.home}
                testId="menu-home"
                collapsed={collapsed}
              />
            </li>
            <li>
              <MenuLink
                to={paths.inhouse}
                icon={categoryIcons.INHOUSE}
                label={t('menu.inhouse')}
                current={location.pathname === paths.inhouse}
                testId="menu-inhouse"
                collapsed={collapsed}
              />
            </li>
            {categories.map((group) =>
              isLaunchingCategory(group.gameCategory) ? (
                <li key={group.gameCategory}>
                  <Link
                    to={lobbyPath(group.gameCategory)}
                    className="menu-item"
                    title={collapsed ? t(`categories.${group.gameCategory}`) : undefined}
                    aria-current={
                      location.pathname === lobbyPath(group.gameCategory) ? 'page' : undefined
                    }
                    onClick={(event) => {
                      event.preventDefault();
                      launchLottery();
                    }}
                    data-testid={`menu-category-${group.gameCategory}`}
                  >
                    <span className="menu-item__icon">{categoryIcons[group.gameCategory]}</span>
                    <span className="menu-item__label">
                      {t(`categories.${group.gameCategory}`)}
                    </span>
                  </Link>
                </li>
              ) : (
                <MenuGroup
                  key={group.gameCategory}
                  icon={categoryIcons[group.gameCategory]}
                  label={t(`categories.${group.gameCategory}`)}
                  testId={`menu-category-${group.gameCategory}`}
                  collapsed={collapsed}
                  onExpandMenu={expandMenu}
                >
                  <ul className="menu-sublist">
                    <li>
                      <Link
                        className="menu-sub"
                        to={lobbyPath(group.gameCategory)}
                        aria-current={here === lobbyPath(group.gameCategory) ? 'page' : undefined}
                      >
                        {t('menu.all')}
                      </Link>
                    </li>
                    {group.vendors.map((vendor) => (
                      <li key={vendor.vassalage}>
                        <VendorLaunchLink
                          category={group.gameCategory}
                          vendor={vendor}
                          className="menu-sub"
                          current={here === lobbyPath(group.gameCategory, vendor.vassalage)}
                          onOpenList={() => setMenuOpen(false)}
                          testId={`menu-vendor-${group.gameCategory}-${vendor.vassalage}`}
                        >
                          {vendor.name}
                        </VendorLaunchLink>
                      </li>
                    ))}
                  </ul>
                </MenuGroup>
              ),
            )}
            <li>
              <MenuLink
                to={paths.promotions}
                icon={<GiftIcon />}
                label={t('menu.promotions')}
                current={location.pathname.startsWith(paths.promotions)}
                testId="menu-promotions"
                collapsed={collapsed}
              />
            </li>
            {languages.length > 1 ? (
              <MenuGroup
                icon={<GlobeIcon />}
                label={t('menu.language')}
                testId="menu-language"
                collapsed={collapsed}
                onExpandMenu={expandMenu}
              >
                <LanguageMenu
                  languages={languages}
                  className="menu-sublist menu-sublist--buttons"
                />
              </MenuGroup>
            ) : null}
            <SupportMenu collapsed={collapsed} onExpandMenu={expandMenu} />
            {hasAppDownloads(permission.resources) ? (
              <MenuGroup
                icon={<DownloadIcon />}
                label={t('menu.appDownload')}
                testId="menu-app-download"
                collapsed={collapsed}
                onExpandMenu={expandMenu}
              >
                <div className="menu-download">
                  <Suspense fallback={null}>
                    <AppDownloadList resources={permission.resources} compact />
                  </Suspense>
                </div>
              </MenuGroup>
            ) : null}
            {socials.length > 0 ? (
              <MenuGroup
                icon={<ShareIcon />}
                label={t('menu.social')}
                testId="menu-social"
                collapsed={collapsed}
                onExpandMenu={expandMenu}
              >
                <ul className="menu-sublist">
                  {socials.map((r) => (
                    <li key={r.id}>
                      <a
                        className="menu-sub"
                        href={r.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        data-testid={`menu-social-${r.resourceType}`}
                      >
                        {t(`social.${r.resourceType as SocialType}`)}
                      </a>
                    </li>
                  ))}
                </ul>
              </MenuGroup>
            ) : null}
          </ul>
        </nav>
        <button
          type="button"
          className="menu-item side-menu__collapse"
          aria-pressed={collapsedPref}
          onClick={toggleCollapsed}
          title={collapsed ? t('menu.expand') : undefined}
          data-testid="menu-collapse"
        >
          <span className="menu-item__icon">{collapsed ? <ExpandIcon /> : <CollapseIcon />}</span>
          <span className="menu-item__label">
            {collapsed ? t('menu.expand') : t('menu.collapse')}
          </span>
        </button>
      </aside>
      {menuOpen ? (
        <div
          className="side-menu__scrim"
          aria-hidden="true"
          onClick={() => setMenuOpen(false)}
          data-testid="menu-scrim"
        />
      ) : null}
    </>
  );
}
