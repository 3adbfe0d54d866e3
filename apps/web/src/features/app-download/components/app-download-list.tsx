import { useTranslation } from 'react-i18next';
import type { Resource } from '@sorteo/shared';
import { QrCode } from '../../../components/ui/qr-code';
import './app-download.css';

const downloadTypes = [
  { type: 'Android', labelKey: 'download.android' },
  { type: 'MOBILECONFIG', labelKey: 'download.ios' },
] as const;

const isWebUrl = (v: string) =>
  /^https?:\/\//i.test(v) || (v.startsWith('/') && !v.startsWith('//'));

/** The brand's app downloads that exist, each with a QR code and a direct link. */
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
    return resource ? [{ resource, label: t(labelKey) }] : [];
  });
  if (entries.length === 0) return null;
  return (
    <ul
      className={`app-download ${compact ? 'app-download--compact' : ''}`}
      data-testid="app-download"
    >
      {entries.map(({ resource, label }) => (
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
          <a
            className="app-download__link"
            href={resource.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function hasAppDownloads(resources: readonly Resource[]): boolean {
  return resources.some((r) => r.resourceType === 'Android' || r.resourceType === 'MOBILECONFIG');
}
