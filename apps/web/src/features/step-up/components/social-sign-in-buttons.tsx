import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { oidcProviders, type OidcProvider } from '@sorteo/shared';
import { buttonClassName } from '../../../components/ui/button';
import { usePermissionValue } from '../../system/api/get-permission';
import { socialStartUrl } from '../lib/social-start-url';
import './social-sign-in.css';

const marks: Record<OidcProvider, string> = { google: 'G', facebook: 'f' };

/**
 * Google / Facebook sign-in (SPEC §2 "Login form"): one button per provider the operator
 * configured; nothing when none is. A full page visit, since the server runs the flow.
 */
export function SocialSignInButtons() {
  const { t } = useTranslation();
  const location = useLocation();
  const { socialSignIn } = usePermissionValue().register;
  const shown = oidcProviders.filter((provider) => socialSignIn[provider]);
  if (shown.length === 0) return null;
  const here = `${location.pathname}${location.search}`;
  return (
    <div className="social-sign-in" data-testid="social-sign-in">
      <p className="social-sign-in__label">{t('recovery.social.or')}</p>
      <div className="social-sign-in__buttons">
        {shown.map((provider) => (
          <a
            key={provider}
            className={buttonClassName(
              'ghost',
              `social-sign-in__button social-sign-in__button--${provider}`,
            )}
            href={socialStartUrl(provider, here)}
            data-testid={`social-sign-in-${provider}`}
          >
            <span className="social-sign-in__mark" aria-hidden="true">
              {marks[provider]}
            </span>
            {t(`recovery.social.${provider}`)}
          </a>
        ))}
      </div>
    </div>
  );
}
