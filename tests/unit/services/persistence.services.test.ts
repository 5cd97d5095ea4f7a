import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emptyPersistedState,
  type PersistedState,
} from '../../../src/machines/persistence/persisted-state.ts';
import {
  parsePersistedState,
  serializePersistedState,
} from '../../../src/services/persistence.services.ts';

const signedIn: PersistedState = {
  auth: { isAuthenticated: true, user: { id: 'u1', email: 'a@b.in', fullName: 'Asha Rao' } },
  funds: { data: { grandTotal: 1250.5 } },
};

describe('persisted state under persist:root', () => {
  it('round-trips the auth and funds slices', () => {
    expect(parsePersistedState(serializePersistedState(signedIn))).toEqual(signedIn);
  });

  it('stores only the auth and funds slices plus the persist version', () => {
    expect(Object.keys(JSON.parse(serializePersistedState(signedIn)))).toEqual([
      'auth',
      'funds',
      '_persist',
    ]);
  });

  it('treats nothing stored as signed out', () => {
    expect(parsePersistedState(null)).toEqual(emptyPersistedState);
  });

  it('never restores a half-valid session', () => {
    const noUser = JSON.stringify({ auth: { isAuthenticated: true, user: null } });
    const badEmail = JSON.stringify({
      auth: { isAuthenticated: true, user: { id: 'u', email: 7, fullName: 'x' } },
    });
    expect(parsePersistedState(noUser).auth.isAuthenticated).toBe(false);
    expect(parsePersistedState(badEmail).auth.isAuthenticated).toBe(false);
  });

  it('falls back to the empty state for any malformed text, without throwing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        const state = parsePersistedState(raw);
        expect(typeof state.auth.isAuthenticated).toBe('boolean');
        if (state.auth.isAuthenticated) expect(state.auth.user).not.toBeNull();
      }),
    );
  });
});
