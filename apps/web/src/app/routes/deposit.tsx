import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DepositCentre } from '../../features/deposit/components/deposit-centre';
import { MemberCentreFrame } from '../components/member-centre-frame';

/** The gateway sends the player back here with `?order=<request id>`. */
function returnedRequest(params: URLSearchParams): number | null {
  const value = Number(params.get('order'));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

export default function DepositPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  return (
    <MemberCentreFrame id="deposit" title={t('memberCentre.entries.in_increase_deposit')}>
      <DepositCentre
        returnedRequestId={returnedRequest(params)}
        onReturnSeen={() => setParams({}, { replace: true })}
        goTo={(url) => window.location.assign(url)}
      />
    </MemberCentreFrame>
  );
}
