import { describe, expect, it } from 'vitest';
import { isGuessablePassword } from '../../../../src/domain/validation/password-strength.ts';

describe('guessable passwords', () => {
  it('flags common passwords that meet every character rule', () => {
    for (const password of ['Password@123', 'Qwerty@123', 'Welcome@2024', 'Passw0rd!']) {
      expect(isGuessablePassword(password), password).toBe(true);
    }
  });

  it('passes passphrase-like passwords', () => {
    expect(isGuessablePassword('Harbour@Lantern72')).toBe(false);
    expect(isGuessablePassword('Monsoon@Kite26')).toBe(false);
  });

  it('counts the trader’s own email and name as known words', () => {
    expect(isGuessablePassword('Trader@2026')).toBe(false);
    expect(isGuessablePassword('Trader@2026', ['e2e-trader@example.com', 'E2E Trader'])).toBe(true);
  });
});
