import { useMemo } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  dividendPeriods,
  MAX_CONTRACT_TIERS,
  type ContractKind,
  type ContractTerms,
} from '@sorteo/shared/contract/agent-contracts';
import {
  applyServerProblems,
  formErrorOf,
} from '../../../components/ui/form/apply-server-problems';
import { FormSelectField } from '../../../components/ui/form/form-select-field';
import { schemaResolver } from '../../../components/ui/form/schema-resolver';
import { useProblemText } from '../../../components/ui/form/use-problem-text';
import { FormFooter } from '../../../components/ui/form-footer';
import { Modal } from '../../../components/ui/modal';
import { useOfferContract } from '../api/offer-contract';
import { rateUnit } from '../lib/contract-terms';
import {
  apiFieldNames,
  draftOf,
  formFields,
  offerFormSchema,
  type OfferDraft,
} from '../lib/offer-form';
import { TermsTable } from './terms-table';
import { TiersEditor } from './tiers-editor';

export interface OfferDialogProps {
  kind: ContractKind;
  /** The downline agent offered to, fixed by the row the form opened from. */
  account: string;
  /** Its terms in force, which the form starts from; null starts from one empty tier. */
  theirs: ContractTerms | null;
  /** My own standing terms: no rate may go above them. */
  mine: ContractTerms;
  currency: string;
  exponent: number;
  onSent: () => void;
  onClose: () => void;
}

/**
 * New terms for a direct downline agent. Checked here as the server checks them (tiers that
 * rise, no rate above mine, my dividend period), each problem at its field; what the server
 * still refuses shows at the field it names.
 */
export function OfferDialog({
  kind,
  account,
  theirs,
  mine,
  currency,
  exponent,
  onSent,
  onClose,
}: OfferDialogProps) {
  const { t } = useTranslation();
  const text = useProblemText();
  const offer = useOfferContract();
  const resolver = useMemo(
    () => schemaResolver(offerFormSchema(kind, exponent, mine)),
    [kind, exponent, mine],
  );
  const form = useForm<OfferDraft, unknown, ContractTerms>({
    resolver,
    defaultValues: draftOf(kind, theirs, exponent, mine.kind === 'dividend' ? mine.period : null),
  });
  const { control } = form;

  const submit = form.handleSubmit((terms) => {
    if (offer.isPending) return;
    offer.mutate(
      { account, terms },
      {
        onSuccess: onSent,
        onError: (error) => {
          const count = form.getValues('tiers').length;
          applyServerProblems(error, form.setError, formFields(kind, count) as Path<OfferDraft>[], {
            renamed: apiFieldNames(kind, count),
            shouldFocus: true,
          });
        },
      },
    );
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={t('agent.contracts.form.title', { account })}
      size="md"
      testId="contract-offer-dialog"
    >
      <div className="agent-panel__stack">
        <details className="contract-mine-terms">
          <summary>{t('agent.contracts.form.mine')}</summary>
          <TermsTable terms={mine} exponent={exponent} testId="contract-offer-mine" />
        </details>
        <form
          className="agent-panel__stack"
          onSubmit={(event) => void submit(event)}
          noValidate
          data-testid="contract-offer-form"
        >
          <p className="contract-note">
            {t('agent.contracts.form.hint', { max: MAX_CONTRACT_TIERS, currency })}{' '}
            {t('agent.contracts.rateNote', {
              unit: t(`agent.contracts.units.${rateUnit(kind)}`),
            })}
          </p>
          {kind === 'dividend' ? (
            <FormSelectField
              control={control}
              name="period"
              label={t('agent.contracts.form.period')}
              options={dividendPeriods.map((p) => ({
                value: p,
                label: t(`agent.contracts.periods.${p}`),
              }))}
              testId="contract-offer-period"
            />
          ) : null}
          <TiersEditor kind={kind} control={control} />
          <FormFooter
            error={text(formErrorOf(form.formState.errors), { label: '' })}
            submitLabel={t('agent.contracts.form.submit')}
            pending={offer.isPending}
            cancel={{ label: t('agent.contracts.form.cancel'), onClick: onClose }}
            testId="contract-offer"
          />
        </form>
      </div>
    </Modal>
  );
}
