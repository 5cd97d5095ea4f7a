import { describe, expect, it } from 'vitest';
import { caseInsensitiveParser } from '../../../src/views/routing/case-insensitive-parser.ts';
import { isCurrentPath } from '../../../src/views/routing/is-current-path.ts';

describe('route matching', () => {
  it('matches the spec routes whatever the case', () => {
    const futureCharts = caseInsensitiveParser('/futureCharts').pattern;
    for (const path of ['/futureCharts', '/FutureCharts', '/futurecharts', '/futureCharts/']) {
      expect(futureCharts.exec(path)).not.toBeNull();
    }
    expect(caseInsensitiveParser('/wallet').pattern.exec('/Wallet')).not.toBeNull();
    expect(caseInsensitiveParser('/t&c').pattern.exec('/T&C')).not.toBeNull();
  });

  it('does not match other paths', () => {
    const wallet = caseInsensitiveParser('/wallet').pattern;
    expect(wallet.exec('/wallets')).toBeNull();
    expect(wallet.exec('/wallet/x')).toBeNull();
  });

  it('highlights the current link regardless of case', () => {
    expect(isCurrentPath('/Wallet', '/wallet')).toBe(true);
    expect(isCurrentPath('/orders', '/wallet')).toBe(false);
  });
});
