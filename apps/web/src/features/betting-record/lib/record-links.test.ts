import { describe, expect, it } from 'vitest';
import { fairnessPath, isDrawn, pickText, resultPath, statusTone } from './record-links';

const word = (key: string) => `<${key}>`;

describe('betting record links', () => {
  it('sends VN bets to the VN board and 5D/K3 bets to the lottery page, on the period', () => {
    expect(resultPath({ family: 'VN', gameCode: 'VN_1M', periodNo: '20261122-0042' })).toBe(
      '/vnlottery?gameCode=VN_1M&periodNo=20261122-0042',
    );
    expect(resultPath({ family: 'K3', gameCode: 'K3_3M', periodNo: '20261122-0007' })).toBe(
      '/lottery?gameCode=K3_3M&periodNo=20261122-0007',
    );
  });

  it('puts the seed in the fairness address only when there is one', () => {
    const bet = { gameCode: '5D_1M', periodNo: '20261122-0001' };
    expect(fairnessPath(bet, 'ab'.repeat(32))).toBe(
      `/fairness?gameCode=5D_1M&periodNo=20261122-0001&seed=${'ab'.repeat(32)}`,
    );
    expect(fairnessPath(bet, null)).toBe('/fairness?gameCode=5D_1M&periodNo=20261122-0001');
  });

  it('treats won and lost as drawn, open/cancelled/void as not', () => {
    expect(['won', 'lost'].every((s) => isDrawn(s as 'won'))).toBe(true);
    expect(['open', 'cancelled', 'void'].some((s) => isDrawn(s as 'open'))).toBe(false);
    expect(statusTone('open')).toBe('wait');
    expect(statusTone('won')).toBe('good');
    expect(statusTone('void')).toBe('bad');
  });
});

describe('pickText', () => {
  it('shows VN numbers as they are and xiên numbers separated', () => {
    expect(pickText('07', 'VN', word)).toBe('07');
    expect(pickText('07-23-81', 'VN', word)).toBe('07, 23, 81');
  });

  it('names 5D positions and words, keeps digits and sums', () => {
    expect(pickText('3:7', '5D', word)).toBe('<position3> · 7');
    expect(pickText('2:big', '5D', word)).toBe('<position2> · <big>');
    expect(pickText('odd', '5D', word)).toBe('<odd>');
    expect(pickText('11', 'K3', word)).toBe('11');
    expect(pickText('any', 'K3', word)).toBe('<any>');
  });
});
