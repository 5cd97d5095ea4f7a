import type { Profile } from '../../../src/contracts/kyc.ts';
import { formTexts } from '../../../src/machines/auth/form-rules.ts';
import {
  type ProfileContext,
  profileMachine,
  profileTexts,
} from '../../../src/machines/profile/profile.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { bareEvents, samples } from './helpers.ts';

const loaded: Profile = {
  userId: 'u1',
  email: 'asha@example.com',
  fullname: 'Asha Rao',
  phoneNumber: null,
  memberSince: '2026-11-01T00:00:00.000Z',
  accountType: null,
  countryOfResidence: null,
  kyc: {
    status: 'none',
    aadhaar: { state: 'pending', masked: null },
    pan: { state: 'pending', masked: null, name: null, failure: null },
    bank: { state: 'pending', ifsc: null, masked: null, failure: null },
  },
};
const saved: Profile = { ...loaded, fullname: 'Asha R', phoneNumber: '+91 98765 43210' };

export const profileSpec: ModelSpec = defineModelSpec({
  name: 'profile',
  machine: profileMachine,
  events: {
    ...bareEvents('profile.retry', 'profile.edit', 'profile.cancel'),
    ...samples(
      'profile.save',
      { edit: { fullName: '  ', phoneNumber: '' } },
      { edit: { fullName: 'Asha R', phoneNumber: 'call me' } },
      { edit: { fullName: 'Asha R', phoneNumber: '+91 98765 43210' } },
    ),
  },
  invokes: {
    loadProfile: { done: [loaded], error: [{}] },
    saveProfile: {
      done: [saved],
      error: [new Error('Your name is verified with your PAN and cannot be changed.')],
    },
  },
  project: (snapshot) => {
    const c = snapshot.context as ProfileContext;
    return {
      fullname: c.profile?.fullname ?? null,
      draft: c.draft,
      error: c.error,
      notice: c.notice,
    };
  },
  check: ({ event, snapshot }) => {
    const c = snapshot.context as ProfileContext;
    const fail = (message: string) => {
      throw new Error(message);
    };
    if (
      event.type === 'xstate.error.actor.loadProfile' &&
      c.error?.message !== profileTexts.loadFailed
    ) {
      fail('a load failure without text needs its fallback');
    }
    if (event.type === 'profile.save' && snapshot.matches('editing')) {
      const expected =
        c.draft.fullName.trim() === '' ? formTexts.fullNameMissing : formTexts.phoneInvalid;
      if (c.error?.message !== expected)
        fail(`expected "${expected}", got ${JSON.stringify(c.error)}`);
    }
    if (
      event.type === 'xstate.error.actor.saveProfile' &&
      c.draft.phoneNumber !== '+91 98765 43210'
    ) {
      fail('a refused save must keep what was typed');
    }
    if (event.type === 'xstate.done.actor.saveProfile') {
      if (c.profile?.fullname !== 'Asha R' || c.notice !== profileTexts.saved)
        fail('save not shown');
    }
    if (event.type === 'profile.cancel' && c.draft.fullName !== c.profile?.fullname) {
      fail('cancel must drop the edit');
    }
  },
});
