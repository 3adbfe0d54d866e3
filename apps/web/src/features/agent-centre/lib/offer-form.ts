import { z } from 'zod';
import {
  contractTermsSchema,
  dividendPeriods,
  MAX_CONTRACT_TIERS,
  rateHundredths,
  rateRuleProblem,
  tiersProblem,
  type ContractKind,
  type ContractTerms,
  type DividendPeriod,
} from '@sorteo/shared/contract/agent-contracts';
import { RegistrationRuleId } from '@sorteo/shared/contract/registration-rules';
import { parseMajor } from '../../../lib/money';
import { rateMax, rateUnit, tierFields, tierValue, type TierField } from './contract-terms';

/** One tier as typed: every field as text, money in major units. */
export type TierDraft = Record<string, string>;

/** The offer form's values. `period` is read for dividends only. */
export interface OfferDraft {
  period: DividendPeriod;
  tiers: TierDraft[];
}

/** A problem at one form field (`tiers.1.rate`, `period`): a rule id or a text key. */
export interface FieldProblem {
  field: string;
  problem: string;
}

export const problemKeys = {
  amount: 'agent.contracts.problems.amount',
  members: 'agent.contracts.problems.members',
  ratePerMille: 'agent.contracts.problems.ratePerMille',
  ratePercent: 'agent.contracts.problems.ratePercent',
  tiers: 'errors.CONTRACT_TIERS_INVALID',
  rateAboveMine: 'errors.CONTRACT_RATE_ABOVE_UPLINE',
  period: 'errors.CONTRACT_PERIOD_MISMATCH',
} as const;

const RATE_TEXT = /^(0|[1-9][0-9]{0,3})(\.[0-9]{1,2})?$/;
const COUNT_TEXT = /^[0-9]{1,7}$/;

/** Minor units as typed major units, `1234.5` → no grouping, the point as separator. */
export function majorText(minor: number, exponent: number): string {
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent);
  const fraction = digits.slice(digits.length - exponent).replace(/0+$/, '');
  return `${minor < 0 ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** An empty tier of the kind. */
export function emptyTier(kind: ContractKind): TierDraft {
  return Object.fromEntries(tierFields[kind].map((f) => [f.name, '']));
}

/**
 * The form's first values: `terms` as text (the downline's current terms, to change them),
 * or one empty tier. The period is the terms', else mine (an offer must share it), else D.
 */
export function draftOf(
  kind: ContractKind,
  terms: ContractTerms | null,
  exponent: number,
  myPeriod: DividendPeriod | null,
): OfferDraft {
  const period = (terms?.kind === 'dividend' ? terms.period : null) ?? myPeriod ?? 'D';
  if (!terms || terms.kind !== kind) return { period, tiers: [emptyTier(kind)] };
  const tiers = terms.tiers.map((tier) =>
    Object.fromEntries(
      tierFields[kind].map((f) => {
        const value = tierValue(tier, f.name);
        const text = f.type === 'money' ? majorText(Number(value), exponent) : String(value);
        return [f.name, text];
      }),
    ),
  );
  return { period, tiers };
}

/** A typed rate as the contract's text: a comma read as the decimal point, no padding. */
export function rateText(typed: string): string {
  return typed.trim().replace(',', '.');
}

function readField(
  field: TierField,
  typed: string,
  kind: ContractKind,
  exponent: number,
): { value: number | string } | { problem: string } {
  if (typed.trim() === '') return { problem: RegistrationRuleId.required };
  switch (field.type) {
    case 'money': {
      const minor = parseMajor(typed, exponent);
      return minor === null ? { problem: problemKeys.amount } : { value: minor };
    }
    case 'count': {
      const text = typed.trim();
      const count = Number(text);
      return COUNT_TEXT.test(text) && count <= 1_000_000
        ? { value: count }
        : { problem: problemKeys.members };
    }
    case 'rate': {
      const text = rateText(typed);
      const fits =
        RATE_TEXT.test(text) &&
        rateHundredths(text) > 0 &&
        rateHundredths(text) <= rateMax(kind) * 100;
      if (fits) return { value: text };
      return {
        problem: rateUnit(kind) === 'percent' ? problemKeys.ratePercent : problemKeys.ratePerMille,
      };
    }
  }
}

/**
 * The API's name of a field (`terms.tiers.1.rate`, `terms.tiers.1`, `terms.period`) as the
 * form names it. A whole tier is said at its first threshold, the field that must rise.
 */
export function formFieldOf(apiField: string, kind: ContractKind): string {
  const field = apiField.startsWith('terms.') ? apiField.slice('terms.'.length) : apiField;
  const wholeTier = /^tiers\.(\d+)$/.exec(field);
  return wholeTier ? `tiers.${wholeTier[1]}.${tierFields[kind][0]!.name}` : field;
}

/** Every field of the form the API may name, API name → form name, for its refusals. */
export function apiFieldNames(kind: ContractKind, tierCount: number): Record<string, string> {
  const names: Record<string, string> = { 'terms.period': 'period' };
  for (let i = 0; i < tierCount; i++) {
    names[`terms.tiers.${i}`] = formFieldOf(`terms.tiers.${i}`, kind);
    for (const f of tierFields[kind]) names[`terms.tiers.${i}.${f.name}`] = `tiers.${i}.${f.name}`;
  }
  return names;
}

/** The form's fields, in the order they show: where a refusal may land. */
export function formFields(kind: ContractKind, tierCount: number): string[] {
  const tiers = Array.from({ length: tierCount }, (_, i) =>
    tierFields[kind].map((f) => `tiers.${i}.${f.name}`),
  ).flat();
  return kind === 'dividend' ? ['period', ...tiers] : tiers;
}

/**
 * The terms a draft offers, or the problems that stop it, in this order: each field typed
 * as its kind takes it; the tiers rising (`tiersProblem`); no rate above mine at the same
 * thresholds and my dividend period (`rateRuleProblem` against my standing terms, null
 * when I have none).
 */
export function checkOffer(
  kind: ContractKind,
  draft: OfferDraft,
  exponent: number,
  mine: ContractTerms | null,
): { terms: ContractTerms } | { problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  if (draft.tiers.length === 0 || draft.tiers.length > MAX_CONTRACT_TIERS) {
    return {
      problems: [{ field: formFieldOf('terms.tiers.0', kind), problem: problemKeys.tiers }],
    };
  }
  const tiers = draft.tiers.map((tier, i) =>
    Object.fromEntries(
      tierFields[kind].map((f) => {
        const read = readField(f, tier[f.name] ?? '', kind, exponent);
        if ('problem' in read)
          problems.push({ field: `tiers.${i}.${f.name}`, problem: read.problem });
        return [f.name, 'value' in read ? read.value : null];
      }),
    ),
  );
  if (problems.length > 0) return { problems };

  const parsed = contractTermsSchema.safeParse(
    kind === 'dividend' ? { kind, period: draft.period, tiers } : { kind, tiers },
  );
  if (!parsed.success) {
    // Not reached while the fields above read as the schema does; kept so a stricter shared
    // schema still stops the form at a field rather than at the server.
    const issue = parsed.error.issues[0]!;
    const field = formFieldOf(['terms', ...issue.path].join('.'), kind);
    return { problems: [{ field, problem: 'invalid' }] };
  }
  const terms = parsed.data;

  const shape = tiersProblem(terms);
  if (shape)
    return { problems: [{ field: formFieldOf(shape.field, kind), problem: problemKeys.tiers }] };

  const rule = rateRuleProblem(mine, terms);
  if (rule) {
    const problem =
      rule.code === 'CONTRACT_PERIOD_MISMATCH' ? problemKeys.period : problemKeys.rateAboveMine;
    return { problems: [{ field: formFieldOf(rule.field, kind), problem }] };
  }
  return { terms };
}

const pathOf = (field: string) => field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));

/**
 * The offer form's schema: its text values in, the terms of the call out, with every
 * problem of `checkOffer` at its field.
 */
export function offerFormSchema(
  kind: ContractKind,
  exponent: number,
  mine: ContractTerms | null,
): z.ZodType<ContractTerms, OfferDraft> {
  return z
    .object({
      period: z.enum(dividendPeriods),
      tiers: z.array(z.record(z.string(), z.string())),
    })
    .transform((draft, ctx) => {
      const checked = checkOffer(kind, draft, exponent, mine);
      if ('terms' in checked) return checked.terms;
      for (const { field, problem } of checked.problems) {
        ctx.addIssue({ code: 'custom', path: pathOf(field), message: problem });
      }
      return z.NEVER;
    });
}
