import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { LockIcon } from '../../../components/ui/icons';
import { openCustomerService } from '../lib/customer-service';
import './closed-screen.css';

export interface RegionScreenProps {
  ip: string;
  country: string | null;
  contactPath: string | null;
}

function countryName(code: string, language: string): string {
  try {
    const name = new Intl.DisplayNames([language], { type: 'region' }).of(code.toUpperCase());
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

export function RegionScreen({ ip, country, contactPath }: RegionScreenProps) {
  const { t, i18n } = useTranslation();
  return (
    <main className="closed-screen" data-testid="region-screen">
      <div className="closed-screen__card">
        <div className="closed-screen__icon">
          <LockIcon width={32} height={32} />
        </div>
        <h1 className="closed-screen__title">{t('system.regionTitle')}</h1>
        <p className="closed-screen__text">{t('system.regionText')}</p>
        <dl className="closed-screen__facts">
          <dt>{t('system.ip')}</dt>
          <dd data-testid="region-ip">{ip}</dd>
          <dt>{t('system.country')}</dt>
          <dd data-testid="region-country" data-country={country ?? ''}>
            {country ? countryName(country, i18n.language) : t('system.unknownCountry')}
          </dd>
        </dl>
        {contactPath ? (
          <Button
            type="button"
            variant="primary"
            onClick={() => openCustomerService(contactPath)}
            data-testid="region-contact"
          >
            {t('system.contactUs')}
          </Button>
        ) : null}
      </div>
    </main>
  );
}
