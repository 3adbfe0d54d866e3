import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ModId } from '@sorteo/shared/contract/constants';
import { MenuIcon } from '../../components/ui/icons';
import { usePermissionValue } from '../../features/system/api/get-permission';
import { useWhitelabelFlag } from '../../features/system/api/get-whitelabel';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';
import { getSessionToken } from '../../lib/storage';
import { BrandLogo } from '../components/brand-logo';
import { paths } from '../paths';
import { useUiStore } from '../ui-store';
import './header.css';

export interface HeaderProps {
  showLogo: boolean;
  /** Narrow screens open the side menu from here. */
  hasMenu: boolean;
}

export function Header({ showLogo, hasMenu }: HeaderProps) {
  const { t } = useTranslation();
  const brand = usePermissionValue().whitelabel;
  const directRegistration = useWhitelabelFlag(ModId.DirectRegistration);
  const freePlay = useWhitelabelFlag(ModId.FreePlay);
  const menuOpen = useUiStore((s) => s.menuOpen);
  const setMenuOpen = useUiStore((s) => s.setMenuOpen);
  const loggedIn = Boolean(getSessionToken());

  return (
    <header className="header" data-testid="header">
      <div className="header__start">
        {hasMenu ? (
          <button
            type="button"
            className="btn btn--ghost btn--icon header__menu-btn"
            aria-label={t('header.openMenu')}
            aria-expanded={menuOpen}
            aria-controls="side-menu"
            onClick={() => setMenuOpen(true)}
            data-testid="menu-open"
          >
            <MenuIcon />
          </button>
        ) : null}
        {showLogo ? <BrandLogo name={brand.name} /> : null}
        {hasMenu && !showLogo ? (
          <span className="header__mobile-logo">
            <BrandLogo name={brand.name} />
          </span>
        ) : null}
      </div>
      <div className="header__end">
        <ThemeToggle className="btn btn--ghost btn--icon" />
        {loggedIn ? null : (
          <>
            {freePlay ? (
              <Link
                className="btn btn--ghost header__demo"
                to={paths.login}
                data-testid="header-free-demo"
              >
                {t('header.freeDemo')}
              </Link>
            ) : null}
            <Link className="btn btn--secondary" to={paths.login} data-testid="header-login">
              {t('header.login')}
            </Link>
            {directRegistration ? (
              <Link className="btn btn--primary" to={paths.register} data-testid="header-register">
                {t('header.register')}
              </Link>
            ) : null}
          </>
        )}
      </div>
    </header>
  );
}
