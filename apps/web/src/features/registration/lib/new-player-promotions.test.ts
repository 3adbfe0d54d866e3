import { describe, expect, it } from 'vitest';
import { newPlayerPromotions } from './new-player-promotions';

describe('new-player promotions', () => {
  it("keeps only the new-player category and puts 1000VND in the title's placeholder", () => {
    const promotions = [
      { id: 1, title: 'Get {amount} on sign-up, {amount} more on deposit', category: 'new_player' },
      { id: 2, title: 'Weekly cashback', category: 'cashback' },
      { id: 3, title: 'Welcome pack', category: 'new_player' },
    ];
    expect(newPlayerPromotions(promotions)).toEqual([
      { id: 1, title: 'Get 1000VND on sign-up, 1000VND more on deposit', category: 'new_player' },
      { id: 3, title: 'Welcome pack', category: 'new_player' },
    ]);
  });
});
