import { describe, expect, it } from 'vitest';
import {
  api,
  authServerForSuite,
  resetCode,
  signUp,
  uniqueEmail,
  verifyEmail,
} from './support/auth-flow.ts';
import { call } from './support/http-client.ts';

// Passwords that meet the spec's character rules but are among an attacker's first guesses.
describe('guessable passwords', () => {
  const server = authServerForSuite();
  const post = (path: string, body: unknown) => call(server.url, 'POST', api(path), { body });
  const guessable = {
    message:
      'This password is too common or too easy to guess. Please choose a less predictable one.',
  };

  it('refuses common passwords at sign-up that meet the character rules', async () => {
    const email = uniqueEmail('common');
    await verifyEmail(server, email);
    const signup = (password: string) =>
      post('/auth/user-signup/manual', { fullname: 'Rohan Mehta', email, password });
    for (const password of ['Password@123', 'Qwerty@123']) {
      const refused = await signup(password);
      expect(refused.status, password).toBe(400);
      expect(refused.json).toEqual(guessable);
    }
  });

  it('refuses a common password at reset', async () => {
    const email = uniqueEmail('reset-common');
    await signUp(server, email);
    expect((await post('/auth/send-email-verify-forgotPass', { email })).status).toBe(200);
    const otp = await resetCode(server, email);
    expect((await post('/auth/verify-email-otp', { email, otp })).status).toBe(200);
    const refused = await post('/auth/reset-password', { email, new_password: 'Welcome@2024' });
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual(guessable);
  });
});
