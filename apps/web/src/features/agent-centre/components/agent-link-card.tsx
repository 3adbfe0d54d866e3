import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { QrCode } from '../../../components/ui/qr-code';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorKey } from '../../../lib/api-client';
import { useAgentLink } from '../api/get-agent-link';
import { CopyButton } from './copy-button';

/** How the agent recruits: its affiliate code and registration link, to copy or scan. */
export function AgentLinkCard() {
  const { t } = useTranslation();
  const link = useAgentLink();

  const body = () => {
    if (link.isPending) return <Skeleton lines={3} testId="agent-link-loading" />;
    if (link.isError) {
      return (
        <ErrorState
          message={t(errorKey(link.error))}
          onRetry={() => void link.refetch()}
          testId="agent-link-error"
        />
      );
    }
    const { affiliateCode, registerUrl } = link.data;
    return (
      <div className="agent-link">
        <dl className="agent-link__values">
          <div className="agent-link__row">
            <dt>{t('agent.link.code')}</dt>
            <dd className="agent-link__value" data-testid="agent-link-code">
              {affiliateCode}
            </dd>
            <CopyButton
              value={affiliateCode}
              what={t('agent.link.code')}
              testId="agent-link-code-copy"
            />
          </div>
          <div className="agent-link__row">
            <dt>{t('agent.link.url')}</dt>
            <dd className="agent-link__value" data-testid="agent-link-url">
              {registerUrl}
            </dd>
            <CopyButton
              value={registerUrl}
              what={t('agent.link.url')}
              testId="agent-link-url-copy"
            />
          </div>
        </dl>
        <QrCode
          value={registerUrl}
          label={t('agent.link.qr')}
          size={128}
          className="agent-link__qr"
          testId="agent-link-qr"
        />
      </div>
    );
  };

  return (
    <section className="agent-card" aria-labelledby="agent-link-title" data-testid="agent-link">
      <h4 id="agent-link-title" className="agent-card__title">
        {t('agent.link.title')}
      </h4>
      <p className="form-muted">{t('agent.link.intro')}</p>
      {body()}
    </section>
  );
}
