import { describe, expect, it } from 'vitest';
import {
  normalisePublicForm,
  publicFormMessages,
  validatePublicForm,
} from '../../../src/contracts/public-forms.ts';

const contact = {
  fullName: 'Asha Verma',
  email: 'asha@example.in',
  subject: 'Withdrawal timing',
  message: 'How long does a withdrawal take?',
};

describe('validatePublicForm', () => {
  it('accepts a complete contact message and a plain email', () => {
    expect(validatePublicForm('contact', contact)).toEqual({});
    expect(validatePublicForm('newsletter', { email: ' Asha@Example.in ' })).toEqual({});
  });

  it('names every bad field with its message', () => {
    expect(
      validatePublicForm('contact', {
        fullName: ' A ',
        email: 'a@b',
        subject: '',
        message: 'short',
      }),
    ).toEqual({
      fullName: publicFormMessages.fullName,
      email: publicFormMessages.invalidEmail,
      subject: publicFormMessages.subject,
      message: publicFormMessages.message,
    });
    for (const email of [
      '',
      'a',
      'a@b',
      'a b@c.in',
      '@c.in',
      'a@@c.in',
      `${'a'.repeat(250)}@c.in`,
    ]) {
      expect(validatePublicForm('waitlist', { email })).toEqual({
        email: publicFormMessages.invalidEmail,
      });
    }
  });
});

describe('normalisePublicForm', () => {
  it('trims text and lower-cases the email, so the same person is stored once', () => {
    expect(normalisePublicForm('waitlist', { email: '  DEV@Algo.IN ' })).toEqual({
      email: 'dev@algo.in',
    });
    expect(
      normalisePublicForm('contact', {
        ...contact,
        fullName: ' Asha Verma ',
        email: 'ASHA@example.in',
      }),
    ).toEqual(contact);
  });
});
