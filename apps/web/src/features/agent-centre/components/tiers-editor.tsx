import { useFieldArray, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  MAX_CONTRACT_TIERS,
  type ContractKind,
  type ContractTerms,
} from '@sorteo/shared/contract/agent-contracts';
import { Button } from '../../../components/ui/button';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { rateSymbol, tierFields } from '../lib/contract-terms';
import { emptyTier, type OfferDraft } from '../lib/offer-form';

export interface TiersEditorProps {
  kind: ContractKind;
  control: Control<OfferDraft, unknown, ContractTerms>;
}

/** The offer's tiers, lowest first: one group of fields each, added and removed up to ten. */
export function TiersEditor({ kind, control }: TiersEditorProps) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'tiers' });
  const label = (name: string) =>
    t(`agent.contracts.fields.${name}` as 'agent.contracts.fields.rate', {
      unit: rateSymbol(kind),
    });

  return (
    <fieldset className="contract-tiers" data-testid="contract-offer-tiers">
      <legend className="form-field__label">{t('agent.contracts.form.tiers')}</legend>
      {fields.map((tier, index) => (
        <fieldset key={tier.id} className="contract-tier" data-testid="contract-offer-tier">
          <legend className="contract-tier__title">
            {t('agent.contracts.tier', { n: index + 1 })}
          </legend>
          <div className="contract-tier__fields">
            {tierFields[kind].map((field) => (
              <FormTextField
                key={field.name}
                control={control}
                name={`tiers.${index}.${field.name}`}
                label={label(field.name)}
                inputMode={field.type === 'count' ? 'numeric' : 'decimal'}
                autoComplete="off"
                maxLength={20}
                starred
                testId={`contract-offer-${index}-${field.name}`}
              />
            ))}
          </div>
          {fields.length > 1 ? (
            <Button
              type="button"
              variant="ghost"
              className="contract-tier__remove"
              onClick={() => remove(index)}
              data-testid={`contract-offer-remove-${index}`}
            >
              {t('agent.contracts.form.removeTier', { n: index + 1 })}
            </Button>
          ) : null}
        </fieldset>
      ))}
      {fields.length < MAX_CONTRACT_TIERS ? (
        <Button
          type="button"
          variant="secondary"
          onClick={() => append(emptyTier(kind))}
          data-testid="contract-offer-add"
        >
          {t('agent.contracts.form.addTier')}
        </Button>
      ) : null}
    </fieldset>
  );
}
