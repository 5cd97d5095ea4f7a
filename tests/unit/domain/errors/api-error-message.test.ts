import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apiErrorMessage,
  forgotPasswordErrorMessage,
  messageText,
} from '../../../../src/domain/errors/api-error-message.ts';

describe('apiErrorMessage', () => {
  const fullBody = {
    error: { detail: 'nested detail' },
    detail: 'detail',
    message: 'message',
    details: 'details',
  };

  it('follows the order of spec section 8', () => {
    const error = { body: fullBody, code: 'NETWORK_ERROR', message: 'own' };
    expect(apiErrorMessage(error)).toBe('nested detail');
    expect(apiErrorMessage({ ...error, body: { ...fullBody, error: {} } })).toBe('detail');
    expect(apiErrorMessage({ ...error, body: { message: 'message', details: 'd' } })).toBe(
      'message',
    );
    expect(apiErrorMessage({ ...error, body: { details: 'details' } })).toBe('details');
    expect(apiErrorMessage({ ...error, body: {} })).toBe(
      'Network error. Please check your connection.',
    );
    expect(apiErrorMessage({ code: 'ECONNABORTED', message: 'own' })).toBe(
      'Request timeout. Please try again.',
    );
    expect(apiErrorMessage({ code: 'E_OTHER', message: 'own' })).toBe('own');
    expect(apiErrorMessage({})).toBe('An unexpected error occurred');
  });

  it('skips blank and non-string values at each step', () => {
    const body = { error: { detail: '  ' }, detail: 42, message: '', details: 'kept' };
    expect(apiErrorMessage({ body })).toBe('kept');
    expect(apiErrorMessage({ body: { detail: { nested: 'x' } }, message: '  ' })).toBe(
      'An unexpected error occurred',
    );
  });

  it('joins array details with "; " and ignores non-string items', () => {
    const body = { details: ['Email taken', 3, '', 'Password weak'] };
    expect(apiErrorMessage({ body })).toBe('Email taken; Password weak');
    expect(apiErrorMessage({ body: { details: [1, null] }, message: 'own' })).toBe('own');
  });

  it('reads the message of a real Error', () => {
    expect(apiErrorMessage(new Error('boom'))).toBe('boom');
    expect(apiErrorMessage(Object.assign(new Error(''), { code: 'ECONNABORTED' }))).toBe(
      'Request timeout. Please try again.',
    );
  });

  it('tolerates non-object inputs and throwing getters', () => {
    expect(apiErrorMessage('just a string')).toBe('An unexpected error occurred');
    expect(apiErrorMessage(null)).toBe('An unexpected error occurred');
    const hostile = {
      get body(): unknown {
        throw new Error('getter');
      },
      message: 'own',
    };
    expect(apiErrorMessage(hostile)).toBe('own');
  });

  it('never throws and always returns a non-empty string', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const text = apiErrorMessage(input);
        expect(typeof text).toBe('string');
        expect(text.trim().length).toBeGreaterThan(0);
      }),
    );
  });

  it('returns the first usable body field whatever the others hold', () => {
    const usable = fc.string().filter((s) => s.trim() !== '');
    fc.assert(
      fc.property(usable, fc.anything(), fc.anything(), (detail, message, details) => {
        expect(apiErrorMessage({ body: { detail, message, details } })).toBe(detail.trim());
      }),
    );
  });
});

describe('forgotPasswordErrorMessage', () => {
  it('uses detail, then details, then the error message, then the fallback', () => {
    const fallback = 'Failed to send OTP';
    const body = { error: { detail: 'ignored' }, message: 'ignored', detail: 'd', details: 'ds' };
    expect(forgotPasswordErrorMessage({ body, message: 'own' }, fallback)).toBe('d');
    expect(forgotPasswordErrorMessage({ body: { details: 'ds' }, message: 'own' }, fallback)).toBe(
      'ds',
    );
    expect(
      forgotPasswordErrorMessage({ body: { message: 'ignored' }, message: 'own' }, fallback),
    ).toBe('own');
    expect(forgotPasswordErrorMessage({ body: { message: 'ignored' } }, fallback)).toBe(fallback);
    expect(forgotPasswordErrorMessage({ code: 'NETWORK_ERROR' }, 'Invalid OTP')).toBe(
      'Invalid OTP',
    );
  });

  it('falls back to the general message when the fallback is blank', () => {
    expect(forgotPasswordErrorMessage(undefined, ' ')).toBe('An unexpected error occurred');
  });

  it('never throws and always returns a non-empty string', () => {
    fc.assert(
      fc.property(fc.anything(), fc.string(), (input, fallback) => {
        expect(forgotPasswordErrorMessage(input, fallback).trim().length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('messageText', () => {
  it('trims strings and rejects blanks and other types', () => {
    expect(messageText('  hi ')).toBe('hi');
    expect(messageText('   ')).toBeUndefined();
    expect(messageText(7)).toBeUndefined();
    expect(messageText([])).toBeUndefined();
  });
});
