import { describe, expect, it } from 'vitest';
import { fundNoticeOf, readFundMessage } from '../../../../src/domain/funds/fund-snapshot.ts';
import {
  accountNoticeLabel,
  accountNoticeTone,
  accountNoticeWords,
  readAccountNotice,
} from '../../../../src/domain/trading/account-notice.ts';

const heldUntil = '2026-11-28T10:00:00.000Z';
const words = 'Your payout bank account was changed to XXXX1234; withdrawals are held until …';

// Issue 24: the fund stream tells of a payout account change; the bell shows it, with the end of
// the hold in the trader's own time (as the wallet writes it), in red, under "Security".
describe('the payout account notice of the fund stream', () => {
  it('is read from the trader’s own snapshot with its words and the hold’s end', () => {
    const read = readFundMessage(
      {
        userId: 'u1',
        grandTotal: 10,
        timestamp: '2026-11-27T10:00:00.000Z',
        notice: words,
        heldUntil,
      },
      'u1',
    );
    expect(read.kind).toBe('own');
    const notice = read.kind === 'own' ? fundNoticeOf(read.snapshot) : null;
    expect(notice).toEqual({
      id: `payout-${heldUntil}`,
      kind: 'payout',
      at: '2026-11-27T10:00:00.000Z',
      detail: words,
      until: heldUntil,
    });
  });

  it('is none for a plain snapshot, and a snapshot for another user is not the trader’s', () => {
    const plain = readFundMessage({ userId: 'u1', grandTotal: 10 }, 'u1');
    expect(plain.kind === 'own' ? fundNoticeOf(plain.snapshot) : 'x').toBeNull();
    expect(readFundMessage({ userId: 'u2', notice: words }, 'u1').kind).toBe('foreign');
  });

  it('writes the hold’s end in the trader’s local time, never the server’s GMT', () => {
    const notice = {
      id: 'p',
      kind: 'payout' as const,
      at: heldUntil,
      detail: words,
      until: heldUntil,
    };
    const local = new Date(heldUntil).toLocaleString('en-IN', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    const text = accountNoticeWords(notice, 'INR');
    expect(text).toBe(`Payout bank account changed: withdrawals are held until ${local}`);
    expect(text).not.toContain('GMT');
    expect(accountNoticeLabel(notice)).toBe('Security');
    expect(accountNoticeTone(notice)).toBe('danger');
    // Without a readable end, the server's own words.
    expect(accountNoticeWords({ ...notice, until: 'soon' }, 'INR')).toBe(words);
  });

  it('survives the bell’s storage (kept per account across tabs)', () => {
    const notice = { id: 'p', kind: 'payout', at: heldUntil, detail: words, until: heldUntil };
    expect(readAccountNotice(JSON.parse(JSON.stringify(notice)))).toEqual(notice);
  });
});
