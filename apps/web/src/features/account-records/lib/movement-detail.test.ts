import { describe, expect, it } from 'vitest';
import { movementDetail } from './movement-detail';

describe('account record detail', () => {
  it('prefers the memo', () => {
    expect(movementDetail('Bono de bienvenida', 'adjustment:4')).toEqual({
      kind: 'memo',
      text: 'Bono de bienvenida',
    });
  });

  it('reads a business reference as its request number', () => {
    expect(movementDetail(null, 'withdrawal:12')).toEqual({ kind: 'request', id: '12' });
    expect(movementDetail('  ', 'deposit:7')).toEqual({ kind: 'request', id: '7' });
  });

  it('shows any other reference as it is, and nothing when there is none', () => {
    expect(movementDetail(null, 'PAY-2026-0001')).toEqual({ kind: 'memo', text: 'PAY-2026-0001' });
    expect(movementDetail(null, null)).toEqual({ kind: 'none' });
  });
});
