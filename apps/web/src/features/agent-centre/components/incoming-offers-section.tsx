import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentContracts, ContractVersion } from '@sorteo/shared/contract/agent-contracts';
import { Button } from '../../../components/ui/button';
import { useAnswerOffer, type OfferAnswer } from '../api/answer-offer';
import { minuteOf } from '../lib/contract-dates';
import { ConfirmDialog } from './confirm-dialog';
import { TermsTable } from './terms-table';

export interface IncomingOffersSectionProps {
  contracts: AgentContracts;
  timeZone: string;
}

/** Offers to me waiting for my answer, each accepted or rejected after a confirmation. */
export function IncomingOffersSection({ contracts, timeZone }: IncomingOffersSectionProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const answer = useAnswerOffer();
  const [asking, setAsking] = useState<{ offer: ContractVersion; answer: OfferAnswer } | null>(
    null,
  );
  const [done, setDone] = useState<OfferAnswer | null>(null);
  const upline = (offer: ContractVersion) => offer.upline ?? t('agent.contracts.house');

  const question = (offer: ContractVersion, chosen: OfferAnswer) => {
    if (chosen === 'reject') return t('agent.contracts.offers.rejectQuestion');
    return offer.action === 'terminate'
      ? t('agent.contracts.offers.acceptTerminationQuestion')
      : t('agent.contracts.offers.acceptQuestion');
  };

  return (
    <section className="agent-card" aria-labelledby={titleId} data-testid="contract-offers">
      <h4 id={titleId} className="agent-card__title">
        {t('agent.contracts.offers.title')}
      </h4>
      {done ? (
        <p className="form-success" role="status" data-testid="contract-offers-done">
          {done === 'accept'
            ? t('agent.contracts.offers.accepted')
            : t('agent.contracts.offers.rejected')}
        </p>
      ) : null}
      {contracts.incoming.length === 0 ? (
        <p className="contract-note" data-testid="contract-offers-empty">
          {t('agent.contracts.offers.empty')}
        </p>
      ) : (
        <ul className="contract-offers">
          {contracts.incoming.map((offer) => (
            <li
              key={offer.id}
              className="contract-offer"
              data-testid="contract-offer"
              data-offer={offer.id}
            >
              <p className="contract-offer__title">
                {offer.action === 'terminate'
                  ? t('agent.contracts.offers.terminateFrom', { upline: upline(offer) })
                  : t('agent.contracts.offers.from', { upline: upline(offer) })}
              </p>
              <p className="contract-note">
                {t('agent.contracts.offers.sent', { date: minuteOf(offer.offeredAt, timeZone) })}
                {' · '}
                {t('agent.contracts.offers.expires', {
                  date: minuteOf(offer.expiresAt, timeZone),
                })}
              </p>
              {offer.automatic ? (
                <p
                  className="contract-note contract-note--warn"
                  data-testid="contract-offer-automatic"
                >
                  {t('agent.contracts.offers.automatic')}
                </p>
              ) : null}
              {offer.terms ? (
                <TermsTable terms={offer.terms} exponent={contracts.currencyExponent} />
              ) : null}
              <div className="form-actions">
                <Button
                  type="button"
                  variant="ghost"
                  onClick={() => setAsking({ offer, answer: 'reject' })}
                  data-testid="contract-offer-reject"
                >
                  {t('agent.contracts.offers.reject')}
                </Button>
                <Button
                  type="button"
                  variant="primary"
                  onClick={() => setAsking({ offer, answer: 'accept' })}
                  data-testid="contract-offer-accept"
                >
                  {t('agent.contracts.offers.accept')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {asking ? (
        <ConfirmDialog
          title={
            asking.answer === 'accept'
              ? t('agent.contracts.offers.acceptTitle')
              : t('agent.contracts.offers.rejectTitle')
          }
          question={question(asking.offer, asking.answer)}
          confirmLabel={
            asking.answer === 'accept'
              ? t('agent.contracts.offers.accept')
              : t('agent.contracts.offers.reject')
          }
          onConfirm={async () => {
            await answer.mutateAsync({ id: asking.offer.id, answer: asking.answer });
            setDone(asking.answer);
            setAsking(null);
          }}
          onCancel={() => setAsking(null)}
          testId="contract-answer"
        />
      ) : null}
    </section>
  );
}
