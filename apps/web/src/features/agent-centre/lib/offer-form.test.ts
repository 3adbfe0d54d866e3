import { describe, expect, it } from 'vitest';
import type { ContractTerms, ContractVersion } from '@sorteo/shared/contract/agent-contracts';
import { standingTerms } from './contract-terms';
import {
  apiFieldNames,
  checkOffer,
  draftOf,
  formFieldOf,
  formFields,
  majorText,
  offerFormSchema,
  problemKeys,
  rateText,
} from './offer-form';

const mine: ContractTerms = {
  kind: 'daily_salary',
  tiers: [
    { minDailyTeamBet: 100_000, minActiveMembers: 5, rate: '2' },
    { minDailyTeamBet: 500_000, minActiveMembers: 10, rate: '3.5' },
  ],
};

const tier = (bet: string, members: string, rate: string) => ({
  minDailyTeamBet: bet,
  minActiveMembers: members,
  rate,
});

describe('the offer form, text to terms', () => {
  it('reads money in major units as minor units, counts as numbers, rates as text', () => {
    const checked = checkOffer(
      'daily_salary',
      { period: 'D', tiers: [tier('1000', '5', '1,5'), tier('5000.5', '10', '3.5')] },
      2,
      mine,
    );
    expect(checked).toEqual({
      terms: {
        kind: 'daily_salary',
        tiers: [
          { minDailyTeamBet: 100_000, minActiveMembers: 5, rate: '1.5' },
          { minDailyTeamBet: 500_050, minActiveMembers: 10, rate: '3.5' },
        ],
      },
    });
  });

  it('names every field typed wrong, each with its own problem', () => {
    const checked = checkOffer(
      'daily_salary',
      { period: 'D', tiers: [tier('', '2.5', '0'), tier('1.234', '3', '1001')] },
      2,
      mine,
    );
    expect(checked).toEqual({
      problems: [
        { field: 'tiers.0.minDailyTeamBet', problem: 'required' },
        { field: 'tiers.0.minActiveMembers', problem: problemKeys.members },
        { field: 'tiers.0.rate', problem: problemKeys.ratePerMille },
        { field: 'tiers.1.minDailyTeamBet', problem: problemKeys.amount },
        { field: 'tiers.1.rate', problem: problemKeys.ratePerMille },
      ],
    });
  });

  it('holds dividend rates to 100 percent', () => {
    const checked = checkOffer(
      'dividend',
      {
        period: 'W',
        tiers: [{ minValidBet: '1', minPeriodLoss: '1', minActiveMembers: '1', rate: '101' }],
      },
      2,
      null,
    );
    expect(checked).toEqual({
      problems: [{ field: 'tiers.0.rate', problem: problemKeys.ratePercent }],
    });
  });

  it('says where tiers stop rising, at the first threshold of the tier', () => {
    const checked = checkOffer(
      'daily_salary',
      { period: 'D', tiers: [tier('1000', '5', '1'), tier('1000', '5', '2')] },
      2,
      mine,
    );
    expect(checked).toEqual({
      problems: [{ field: 'tiers.1.minDailyTeamBet', problem: problemKeys.tiers }],
    });
  });

  it('refuses a rate above mine at the tier those thresholds reach, at that rate', () => {
    const checked = checkOffer(
      'daily_salary',
      { period: 'D', tiers: [tier('1000', '5', '2'), tier('4000', '8', '2.5')] },
      2,
      mine,
    );
    expect(checked).toEqual({
      problems: [{ field: 'tiers.1.rate', problem: problemKeys.rateAboveMine }],
    });
  });

  it('refuses any rate when I have no terms of my own', () => {
    const checked = checkOffer(
      'daily_salary',
      { period: 'D', tiers: [tier('1000', '5', '1')] },
      2,
      null,
    );
    expect(checked).toEqual({
      problems: [{ field: 'tiers.0.rate', problem: problemKeys.rateAboveMine }],
    });
  });

  it('refuses a dividend period other than mine, at the period', () => {
    const myDividend: ContractTerms = {
      kind: 'dividend',
      period: 'W',
      tiers: [{ minValidBet: 0, minPeriodLoss: 0, minActiveMembers: 0, rate: '30' }],
    };
    const checked = checkOffer(
      'dividend',
      {
        period: 'M',
        tiers: [{ minValidBet: '0', minPeriodLoss: '0', minActiveMembers: '0', rate: '20' }],
      },
      2,
      myDividend,
    );
    expect(checked).toEqual({ problems: [{ field: 'period', problem: problemKeys.period }] });
  });

  it('resolves through the schema to the terms, or to issues at the fields', () => {
    const schema = offerFormSchema('daily_salary', 2, mine);
    expect(schema.safeParse({ period: 'D', tiers: [tier('1000', '5', '2')] }).data).toEqual({
      kind: 'daily_salary',
      tiers: [{ minDailyTeamBet: 100_000, minActiveMembers: 5, rate: '2' }],
    });
    const refused = schema.safeParse({ period: 'D', tiers: [tier('1000', '5', '2.01')] });
    expect(refused.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['tiers', 0, 'rate'], problemKeys.rateAboveMine],
    ]);
  });
});

describe('the offer form, terms to text', () => {
  it('starts from the given terms, money as major units', () => {
    expect(draftOf('daily_salary', mine, 2, null)).toEqual({
      period: 'D',
      tiers: [tier('1000', '5', '2'), tier('5000', '10', '3.5')],
    });
  });

  it('starts with one empty tier and my dividend period when there are no terms', () => {
    expect(draftOf('dividend', null, 2, 'H')).toEqual({
      period: 'H',
      tiers: [{ minValidBet: '', minPeriodLoss: '', minActiveMembers: '', rate: '' }],
    });
  });

  it('writes minor units without grouping or trailing zeros', () => {
    expect(majorText(123_456_789, 2)).toBe('1234567.89');
    expect(majorText(500_050, 2)).toBe('5000.5');
    expect(majorText(5, 2)).toBe('0.05');
    expect(majorText(7, 0)).toBe('7');
    expect(rateText(' 2,5 ')).toBe('2.5');
  });
});

describe("the API's field names on the form", () => {
  it('drops the terms prefix and says a whole tier at its first threshold', () => {
    expect(formFieldOf('terms.tiers.1.rate', 'daily_salary')).toBe('tiers.1.rate');
    expect(formFieldOf('terms.tiers.2', 'dividend')).toBe('tiers.2.minValidBet');
    expect(formFieldOf('terms.period', 'dividend')).toBe('period');
    expect(formFieldOf('account', 'dividend')).toBe('account');
  });

  it('lists every field the API may name', () => {
    const names = apiFieldNames('realtime_salary', 2);
    expect(names['terms.tiers.1.lossRate']).toBe('tiers.1.lossRate');
    expect(names['terms.tiers.0']).toBe('tiers.0.minSingleBet');
    expect(formFields('realtime_salary', 1)).toEqual([
      'tiers.0.minSingleBet',
      'tiers.0.winRate',
      'tiers.0.lossRate',
    ]);
    expect(formFields('dividend', 1)[0]).toBe('period');
  });
});

describe('the terms my offers are held to', () => {
  const version = (over: Partial<ContractVersion>): ContractVersion => ({
    id: 1,
    kind: 'daily_salary',
    action: 'offer',
    upline: null,
    downline: 'me',
    terms: mine,
    status: 'accepted',
    offeredAt: 0,
    expiresAt: 0,
    decidedAt: 0,
    effectiveFrom: 0,
    automatic: false,
    ...over,
  });
  const later: ContractTerms = { kind: 'daily_salary', tiers: [mine.tiers[0]!] };

  it('are the current ones, or the upcoming ones when there are', () => {
    expect(standingTerms({ current: version({}), upcoming: null })).toBe(mine);
    expect(standingTerms({ current: version({}), upcoming: version({ terms: later }) })).toBe(
      later,
    );
  });

  it('are none when an accepted termination comes, or there is no contract', () => {
    const end = version({ action: 'terminate', terms: null });
    expect(standingTerms({ current: version({}), upcoming: end })).toBeNull();
    expect(standingTerms({ current: null, upcoming: null })).toBeNull();
  });
});
