import type { ReferralsResponse } from '../../../src/contracts/referral.ts';
import {
  type ReferralContext,
  referralMachine,
  referralTexts,
} from '../../../src/machines/referral/referral.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { bareEvents, samples } from './helpers.ts';

const loaded: ReferralsResponse = {
  code: 'K7M2Q9XA',
  link: 'https://derivo.test/signup?ref=K7M2Q9XA',
  referrals: [
    {
      userName: 'Pr*** K***',
      email: 'pr***@example.com',
      joinDate: '2026-11-01T00:00:00.000Z',
      status: 'Pending',
      rewards: 0,
      steps: { kycDone: false, firstTrade: false, rewarded: false, notRewarded: null },
    },
  ],
  totalRewards: 0,
};

export const referralSpec: ModelSpec = defineModelSpec({
  name: 'referral',
  machine: referralMachine,
  events: {
    ...bareEvents('referral.retry', 'referral.explain', 'referral.track'),
    ...samples('referral.copy', { target: 'code' }, { target: 'link' }),
  },
  invokes: {
    loadReferrals: { done: [loaded], error: [{}, new Error('Sign in to see your referrals')] },
    copyText: { done: [undefined], error: [new Error('NotAllowedError')] },
  },
  project: (snapshot) => {
    const c = snapshot.context as ReferralContext;
    return { loaded: c.data !== null, error: c.error, copyTarget: c.copyTarget };
  },
  check: ({ event, snapshot }) => {
    const c = snapshot.context as ReferralContext;
    const fail = (message: string) => {
      throw new Error(message);
    };
    if (event.type === 'xstate.error.actor.loadReferrals' && c.error === null) {
      fail('a load failure must say why');
    }
    if (
      event.type === 'xstate.error.actor.loadReferrals' &&
      !(event as { error?: { message?: string } }).error?.message &&
      c.error !== referralTexts.loadFailed
    ) {
      fail('a load failure without text needs its fallback');
    }
    if (event.type === 'xstate.error.actor.loadReferrals' && c.data !== null) {
      if (!snapshot.matches({ data: 'ready' })) fail('a failed refresh keeps the list on screen');
    }
    if (event.type === 'referral.copy' && c.data === null && !snapshot.matches({ copy: 'idle' })) {
      fail('nothing to copy before the code is loaded');
    }
    if (event.type === 'referral.copy' && c.data !== null) {
      const target = (event as unknown as { target: string }).target;
      if (c.copyTarget !== target) fail('the copy must aim at the pressed button');
    }
    if (event.type === 'xstate.done.actor.loadReferrals' && c.error !== null) {
      fail('a load clears the old error');
    }
  },
});
