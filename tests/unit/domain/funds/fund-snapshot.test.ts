import { describe, expect, it } from 'vitest';
import { readFundMessage } from '../../../../src/domain/funds/fund-snapshot.ts';

describe('readFundMessage', () => {
  it('takes a snapshot for the signed-in trader, missing amounts as 0 and no timestamp as none', () => {
    expect(readFundMessage({ userId: 'u1', grandTotal: 5000 }, 'u1')).toEqual({
      kind: 'own',
      snapshot: {
        userId: 'u1',
        totalContribution: 0,
        availableFunds: 0,
        livePNL: 0,
        grandTotal: 5000,
        timestamp: '',
      },
    });
  });

  it('ignores another user’s snapshot and calls anything else invalid', () => {
    expect(readFundMessage({ userId: 'u2', grandTotal: 1 }, 'u1')).toEqual({ kind: 'foreign' });
    for (const message of [null, 'x', [1], {}, { userId: 'u1', grandTotal: '5' }]) {
      expect(readFundMessage(message, 'u1')).toEqual({ kind: 'invalid' });
    }
  });
});
