import { useTranslation } from 'react-i18next';
import type { Resource } from '@sorteo/shared';
import { QrCode } from '../../../components/ui/qr-code';
import './app-download.css';

const downloadTypes = [
  { type: 'Android', labelKey: 'download.android' },
  { type: 'MOBILECONFIG', labelKey: 'download.ios' },
] as const;

const isSitePath = (v: string) => v.startsWith('/') && !v.startsWith('//');
const isWebUrl = (v: string) => /^https?:\/\//i.test(v) || isSitePath(v);

/**
 * The brand's app downloads that exist, each with a QR code and a direct link. A download
 * that is a page of this site (a brand without an app of its own: the download page) comes
 * with the steps that put the site on the phone's home screen; on that page itself it has
 * no link back to where the visitor already is.
 */
export function AppDownloadList({
  resources,
  compact = false,
}: {
  resources: readonly Resource[];
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const entries = downloadTypes.flatMap(({ type, labelKey }) => {
    const resource = resources.find((r) => r.resourceType === type && isWebUrl(r.url));
    return resource ? [{ type, resource, label: t(labelKey) }] : [];
  });
  const here = (url: string) =>
    new URL(url, window.location.origin).pathname === window.location.pathname;
  if (entries.length === 0) return null;
  return (
    <ul
      className={`app-download ${compact ? 'app-download--compact' : ''}`}
      data-testid="app-download"
    >
      {entries.map(({ type, resource, label }) => (
        <li
          key={resource.id}
          className="app-download__item"
          data-testid={`app-download-${resource.resourceType}`}
        >
          {resource.qrCodeUrl && isWebUrl(resource.qrCodeUrl) ? (
            <img
              className="qr-code"
              src={resource.qrCodeUrl}
              width={100}
              height={100}
              loading="lazy"
              alt={t('download.qrAlt', { platform: label })}
            />
          ) : (
            <QrCode
              value={new URL(resource.url, window.location.origin).href}
              label={t('download.qrAlt', { platform: label })}
              className="qr-code"
            />
          )}
          {!compact && isSitePath(resource.url) && here(resource.url) ? (
            <span className="app-download__link">{label}</span>
          ) : (
            <a
              className="app-download__link"
              href={resource.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              {label}
            </a>
          )}
          {!compact && isSitePath(resource.url) ? (
            <p className="app-download__guide" data-testid="app-download-guide">
              {t(`download.guide.${type}`)}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
