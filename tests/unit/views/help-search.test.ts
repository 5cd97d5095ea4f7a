import { describe, expect, it } from 'vitest';
import { helpCategories } from '../../../src/content/help.ts';
import { searchHelp } from '../../../src/views/pages/public/help-search.ts';

const ids = (query: string) =>
  searchHelp(helpCategories, query).map((c) => [c.id, c.subQuestions.map((q) => q.id)]);

describe('searchHelp', () => {
  it('keeps everything for an empty or blank query', () => {
    expect(searchHelp(helpCategories, '   ')).toBe(helpCategories);
  });

  it('keeps only the questions whose text has every word, case-insensitively', () => {
    expect(ids('KYC 48')).toEqual([['kyc', ['kyc-time']]]);
    expect(ids('PAN failed')).toEqual([['kyc', ['kyc-rejected']]]);
  });

  it('keeps a whole category when its title matches', () => {
    expect(ids('deposit & withdraw')[0]).toEqual([
      'deposit-withdraw',
      helpCategories[0]?.subQuestions.map((q) => q.id),
    ]);
  });

  it('finds nothing for words that appear nowhere', () => {
    expect(ids('zebra')).toEqual([]);
  });
});

describe('help content', () => {
  it('has the five categories of the spec, each with unique question ids and real answers', () => {
    expect(helpCategories.map((c) => c.title)).toEqual([
      'Deposit & Withdraw Issues',
      'KYC & Verification Issues',
      'Trading Related Questions',
      'Account & Security',
      'Support',
    ]);
    const questionIds = helpCategories.flatMap((c) => c.subQuestions.map((q) => q.id));
    expect(new Set(questionIds).size).toBe(questionIds.length);
    for (const q of helpCategories.flatMap((c) => c.subQuestions)) {
      expect(q.answer.length).toBeGreaterThan(40);
    }
  });

  it('states the help texts of spec section 2', () => {
    const all = helpCategories.flatMap((c) => c.subQuestions.map((q) => q.answer)).join(' ');
    for (const claim of [
      'within 1 hour',
      'within 12 hours',
      '24 to 48 hours',
      '1 to 24 hours',
      'VIP members',
      'multi-factor authentication',
    ]) {
      expect(all).toContain(claim);
    }
  });
});
