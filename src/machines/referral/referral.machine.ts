import { assign, setup } from 'xstate';
import type { ReferralsResponse } from '../../contracts/referral.ts';
import { failureText } from '../auth/form-rules.ts';
import { providedRequest } from '../not-provided.ts';

/** What a Copy button copies. */
export type CopyTarget = 'code' | 'link';

export type ReferralEvent =
  | { type: 'referral.retry' }
  | { type: 'referral.explain' }
  | { type: 'referral.track' }
  | { type: 'referral.copy'; target: CopyTarget };

export interface ReferralContext {
  data: ReferralsResponse | null;
  error: string | null;
  /** What the last Copy button copied (or tried to). */
  copyTarget: CopyTarget | null;
}

export const referralTexts = {
  loadFailed: 'Failed to load your referrals',
  copied: 'Copied',
  copyFailed: 'Copying is blocked here: select the text and copy it yourself.',
} as const;

/** How long "Copied" stays on the button. */
export const COPIED_MS = 2000;

/**
 * Refer and earn (spec section 2): three regions side by side. `tab` is the side switch between
 * Referral Page and Track Referral; `data` loads the code, link and referrals (and reads them again
 * when Track Referral opens, so new sign-ups show); `copy` copies the code or link to the
 * clipboard, says "Copied" for a moment, or offers the text to copy by hand.
 */
export const referralMachine = setup({
  types: { context: {} as ReferralContext, events: {} as ReferralEvent },
  actors: {
    loadReferrals: providedRequest<ReferralsResponse>('referral.loadReferrals'),
    copyText: providedRequest<void, { text: string }>('referral.copyText'),
  },
  actions: {
    store: assign((_, data: ReferralsResponse) => ({ data, error: null })),
    fail: assign((_, message: string) => ({ error: message })),
    clearError: assign({ error: null }),
    aim: assign((_, target: CopyTarget) => ({ copyTarget: target })),
  },
  guards: {
    loaded: ({ context }) => context.data !== null,
  },
  delays: { copied: COPIED_MS },
}).createMachine({
  id: 'referral',
  description:
    'Refer and earn: the side switch (Referral Page | Track Referral), the referrals loaded (again when Track Referral opens), and Copy with a short "Copied" or a copy-by-hand fallback.',
  context: { data: null, error: null, copyTarget: null },
  type: 'parallel',
  states: {
    tab: {
      description: 'The side switch.',
      initial: 'explain',
      states: {
        explain: {
          description: 'Referral Page: how it works, the code and link to copy and share.',
          on: { 'referral.track': 'track' },
        },
        track: {
          description: 'Track Referral: the referrals with their status and rewards.',
          on: { 'referral.explain': 'explain' },
        },
      },
    },
    data: {
      description: 'GET /referrals.',
      // Spawned when /referral opens (the root's pages actor), so it loads at once.
      initial: 'loading',
      states: {
        loading: {
          description: 'Reading the code, link and referrals; what was shown stays on screen.',
          invoke: {
            id: 'loadReferrals',
            src: 'loadReferrals',
            onDone: {
              target: 'ready',
              actions: { type: 'store', params: ({ event }) => event.output },
            },
            onError: [
              {
                // A failed refresh keeps the list it had, with the reason beside it.
                guard: 'loaded',
                target: 'ready',
                actions: {
                  type: 'fail',
                  params: ({ event }) => failureText(event.error, referralTexts.loadFailed),
                },
              },
              {
                target: 'failed',
                actions: {
                  type: 'fail',
                  params: ({ event }) => failureText(event.error, referralTexts.loadFailed),
                },
              },
            ],
          },
        },
        ready: {
          description: 'Shown; opening Track Referral reads the list again.',
          on: { 'referral.track': 'loading', 'referral.retry': 'loading' },
        },
        failed: {
          description: 'Nothing could be loaded; Try again.',
          on: { 'referral.retry': { target: 'loading', actions: 'clearError' } },
        },
      },
    },
    copy: {
      description: 'The Copy buttons.',
      initial: 'idle',
      states: {
        idle: {
          description: 'Nothing copied yet.',
          on: {
            'referral.copy': {
              guard: 'loaded',
              target: 'copying',
              actions: { type: 'aim', params: ({ event }) => event.target },
            },
          },
        },
        copying: {
          description: 'Writing to the clipboard (or the older copy command).',
          invoke: {
            id: 'copyText',
            src: 'copyText',
            input: ({ context }) => ({
              text:
                context.copyTarget === 'code'
                  ? (context.data?.code ?? '')
                  : (context.data?.link ?? ''),
            }),
            onDone: 'copied',
            onError: 'failed',
          },
        },
        copied: {
          description: '"Copied" on the button that copied, for a moment.',
          after: { copied: 'idle' },
          on: {
            'referral.copy': {
              target: 'copying',
              actions: { type: 'aim', params: ({ event }) => event.target },
            },
          },
        },
        failed: {
          description: 'The browser refused: the text is shown selected, to copy by hand.',
          on: {
            'referral.copy': {
              target: 'copying',
              actions: { type: 'aim', params: ({ event }) => event.target },
            },
          },
        },
      },
    },
  },
});
