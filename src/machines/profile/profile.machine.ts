import { assign, setup } from 'xstate';
import type { Profile } from '../../contracts/kyc.ts';
import { failureText, formTexts, phoneNumberError } from '../auth/form-rules.ts';
import { checkedSubmit } from '../checked-submit.ts';
import { providedRequest } from '../not-provided.ts';

export interface ProfileEdit {
  readonly fullName: string;
  readonly phoneNumber: string;
}

export type ProfileEvent =
  | { type: 'profile.retry' }
  | { type: 'profile.edit' }
  | { type: 'profile.cancel' }
  | { type: 'profile.save'; edit: ProfileEdit };

export type ProfileField = 'fullName' | 'phoneNumber' | 'form';

export interface ProfileContext {
  profile: Profile | null;
  /** What was typed last: kept when a save is refused. */
  draft: ProfileEdit;
  error: { field: ProfileField; message: string } | null;
  notice: string | null;
}

export const profileTexts = {
  saved: 'Profile updated.',
  loadFailed: 'Failed to load your profile',
  saveFailed: 'Failed to update your profile',
} as const;

/** The first rule the edit breaks: a name, and a phone number that is blank or well formed. */
export function profileEditError(edit: ProfileEdit): ProfileContext['error'] {
  if (edit.fullName.trim() === '') return { field: 'fullName', message: formTexts.fullNameMissing };
  if (edit.phoneNumber.trim() === '') return null;
  const phone = phoneNumberError(edit.phoneNumber);
  return phone === null ? null : { field: 'phoneNumber', message: phone.message };
}

const draftOf = (profile: Profile): ProfileEdit => ({
  fullName: profile.fullname,
  phoneNumber: profile.phoneNumber ?? '',
});

export const profileMachine = setup({
  types: { context: {} as ProfileContext, events: {} as ProfileEvent },
  actors: {
    loadProfile: providedRequest<Profile>('profile.loadProfile'),
    saveProfile: providedRequest<Profile, ProfileEdit>('profile.saveProfile'),
  },
  actions: {
    storeProfile: assign((_, params: { profile: Profile }) => ({
      profile: params.profile,
      draft: draftOf(params.profile),
    })),
    storeDraft: assign({ draft: (_, params: { edit: ProfileEdit }) => params.edit }),
    showError: assign({
      error: (_, params: NonNullable<ProfileContext['error']>) => params,
      notice: null,
    }),
    clearMessages: assign({ error: null, notice: null }),
    showNotice: assign({ notice: (_, params: { notice: string }) => params.notice, error: null }),
  },
  guards: {
    editInvalid: (_, params: { edit: ProfileEdit }) => profileEditError(params.edit) !== null,
  },
}).createMachine({
  id: 'profile',
  description:
    'The profile page: loads the trader’s details and KYC status, then shows them; name and phone can be edited, checked, and saved, with the server’s reason shown when it refuses.',
  context: {
    profile: null,
    draft: { fullName: '', phoneNumber: '' },
    error: null,
    notice: null,
  },
  // Spawned when /profile opens (the root's pages actor), so it loads at once.
  initial: 'loading',
  states: {
    loading: {
      description: 'GET /profile.',
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: {
          target: 'viewing',
          actions: [{ type: 'storeProfile', params: ({ event }) => ({ profile: event.output }) }],
        },
        onError: {
          target: 'loadFailed',
          actions: {
            type: 'showError',
            params: ({ event }) => ({
              field: 'form' as const,
              message: failureText(event.error, profileTexts.loadFailed),
            }),
          },
        },
      },
    },
    loadFailed: {
      description: 'The profile could not be loaded; Try again.',
      on: { 'profile.retry': { target: 'loading', actions: 'clearMessages' } },
    },
    viewing: {
      description: 'Details, KYC status and bank account are shown.',
      on: { 'profile.edit': { target: 'editing', actions: 'clearMessages' } },
    },
    editing: {
      description: 'Name and phone are editable (the name is locked once the PAN verified it).',
      on: {
        'profile.cancel': {
          target: 'viewing',
          actions: [
            'clearMessages',
            // biome-ignore lint/style/noNonNullAssertion: editing starts from a loaded profile.
            { type: 'storeProfile', params: ({ context }) => ({ profile: context.profile! }) },
          ],
        },
        'profile.save': checkedSubmit({
          invalid: 'editInvalid',
          store: 'storeDraft',
          errorOf: (event: { edit: ProfileEdit }) => profileEditError(event.edit),
          target: 'saving',
          clear: 'clearMessages',
        }),
      },
    },
    saving: {
      description: 'PATCH /profile with the name and phone.',
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => context.draft,
        onDone: {
          target: 'viewing',
          actions: [
            { type: 'storeProfile', params: ({ event }) => ({ profile: event.output }) },
            { type: 'showNotice', params: { notice: profileTexts.saved } },
          ],
        },
        onError: {
          target: 'editing',
          actions: {
            type: 'showError',
            params: ({ event }) => ({
              field: 'form' as const,
              message: failureText(event.error, profileTexts.saveFailed),
            }),
          },
        },
      },
    },
  },
});
