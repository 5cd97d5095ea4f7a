import { describe, expect, it } from 'vitest';
import {
  accountNoticeTone,
  accountNoticeWords,
  readAccountNotice,
} from '../../../../src/domain/trading/account-notice.ts';
import { noticeWords } from '../../../../src/domain/trading/notice-words.ts';
import { bellEntries } from '../../../../src/views/notifications/bell-entries.ts';
import { orderNotice } from '../../support/order-notice.ts';

const at = '2026-11-27T10:00:00.000Z';

describe('a deposit, a withdrawal and a KYC result in the bell (issue 25)', () => {
  it('writes the amount in the display currency, one currency per line', () => {
    const deposit = { id: 'tx-1', kind: 'deposit' as const, at, amount: 5000 };
    expect(accountNoticeWords(deposit, 'INR')).toBe('Deposit: ₹5,000.00 added to your wallet');
    expect(accountNoticeWords(deposit, 'USD')).toBe('Deposit: $58.82 added to your wallet');
    const withdrawal = { id: 'tx-2', kind: 'withdrawal' as const, at, amount: 1_25_000 };
    expect(accountNoticeWords(withdrawal, 'INR')).toBe(
      'Withdrawal: ₹1,25,000.00 sent to your bank account',
    );
    expect(accountNoticeWords(withdrawal, 'USD')).not.toMatch(/₹/);
  });

  it('says a KYC result in words, a refusal red with which check and why', () => {
    expect(accountNoticeWords({ id: 'k', kind: 'kyc', at, verified: true }, 'INR')).toBe(
      'KYC verified: you can trade and withdraw',
    );
    const refused = {
      id: 'k2',
      kind: 'kyc' as const,
      at,
      verified: false,
      detail: 'the PAN check failed. Name does not match',
    };
    expect(accountNoticeWords(refused, 'USD')).toBe(
      'KYC not verified: the PAN check failed. Name does not match',
    );
    expect(accountNoticeTone(refused)).toBe('danger');
  });

  it('reads back only well-formed stored notices', () => {
    expect(readAccountNotice({ id: 'tx-1', kind: 'deposit', at, amount: 10 })).toEqual({
      id: 'tx-1',
      kind: 'deposit',
      at,
      amount: 10,
    });
    expect(readAccountNotice({ id: 'tx-1', kind: 'salary', at })).toBeNull();
    expect(readAccountNotice({ kind: 'deposit', at })).toBeNull();
    expect(readAccountNotice('deposit')).toBeNull();
  });

  it('lists account notices among the order notices by time, newest first', () => {
    const order = (messageId: string, timestamp: string) => ({
      ...orderNotice({ messageId, timestamp }),
      read: false,
    });
    const entries = bellEntries(
      [order('12', '2026-11-27T10:05:00.000Z'), order('11', '2026-11-27T10:01:00.000Z')],
      [{ id: 'tx-1', kind: 'deposit', at: '2026-11-27T10:03:00.000Z', amount: 5000, read: false }],
    );
    expect(entries.map((entry) => entry.key)).toEqual(['order-12', 'account-tx-1', 'order-11']);
  });
});

describe('a fill in words from its figures', () => {
  it('writes the price in the display currency even when the text has none', () => {
    const fill = orderNotice({ message: 'Bought 0.01 BTCUSDT-PERP at 95000', timestamp: at });
    expect(noticeWords(fill, 'INR')).toMatch(/^Bought 0\.01 BTCUSDT-PERP at ₹80,75,000/);
    expect(noticeWords(fill, 'USD')).toMatch(/^Bought 0\.01 BTCUSDT-PERP at \$95,000/);
  });
});
