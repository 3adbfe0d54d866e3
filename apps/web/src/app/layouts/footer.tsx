import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermissionValue } from '../../features/system/api/get-permission';
import { paths } from '../../lib/paths';
import './footer.css';

const paymentKeys = ['bank', 'card', 'ewallet', 'crypto'] as const;

export function Footer() {
  const { t } = useTranslation();
  const permission = usePermissionValue();
  const brand = permission.whitelabel.name;
  const affiliate = permission.resources.find(
    (r) => r.resourceType === 'AFFILIATELINK' && /^https?:\/\//i.test(r.url),
  );
  return (
    <footer className="footer" data-testid="footer">
      <div className="footer__grid">
        <section className="footer__col">
          <h2 className="footer__title">{t('footer.aboutTitle', { brand })}</h2>
          <p>{t('footer.aboutText', { brand })}</p>
        </section>
        <section className="footer__col">
          <h2 className="footer__title">{t('footer.affiliatesTitle')}</h2>
          <p>{t('footer.affiliatesText', { brand })}</p>
          {affiliate ? (
            <a
              href={affiliate.url}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="footer-affiliates"
            >
              {t('footer.affiliatesLink')}
            </a>
          ) : null}
        </section>
        <section className="footer__col">
          <h2 className="footer__title">{t('footer.paymentsTitle')}</h2>
          <p>{t('footer.paymentsText')}</p>
          <ul className="footer__chips">
            {paymentKeys.map((key) => (
              <li key={key}>{t(`footer.payments.${key}`)}</li>
            ))}
          </ul>
        </section>
      </div>
      <div className="footer__legal">
        <p data-testid="footer-licence">{t('footer.licence', { brand })}</p>
        <p>{t('footer.responsible')}</p>
        <p className="footer__links">
          <Link to={paths.help}>{t('menu.helpCentre')}</Link>
          <Link to={paths.download}>{t('menu.appDownload')}</Link>
        </p>
        <p className="footer__copy">
          {t('footer.copyright', { year: new Date().getFullYear(), brand })}
        </p>
      </div>
    </footer>
  );
}
