import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { WrenchIcon } from '../../../components/ui/icons';
import { openCustomerService } from '../lib/customer-service';
import './closed-screen.css';

export interface MaintenanceScreenProps {
  message: string | null;
  contactPath: string | null;
}

export function MaintenanceScreen({ message, contactPath }: MaintenanceScreenProps) {
  const { t } = useTranslation();
  return (
    <main className="closed-screen" data-testid="maintenance-screen">
      <div className="closed-screen__card">
        <div className="closed-screen__icon">
          <WrenchIcon width={32} height={32} />
        </div>
        <h1 className="closed-screen__title">{t('system.maintenanceTitle')}</h1>
        <p className="closed-screen__text">{t('system.maintenanceText')}</p>
        {message ? (
          <p className="closed-screen__text" data-testid="maintenance-message">
            {message}
          </p>
        ) : null}
        {contactPath ? (
          <Button
            type="button"
            variant="primary"
            onClick={() => openCustomerService(contactPath)}
            data-testid="maintenance-contact"
          >
            {t('system.contactUs')}
          </Button>
        ) : null}
      </div>
    </main>
  );
}
