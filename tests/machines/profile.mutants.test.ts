/**
 * The profile page's machine, pinned independently of the path planner (the model-based test
 * derives its paths from the machine, so a mutant changes both sides): events in, state and
 * context out.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Profile } from '../../src/contracts/kyc.ts';
import { formTexts } from '../../src/machines/auth/form-rules.ts';
import {
  type ProfileEdit,
  profileEditError,
  profileMachine,
  profileTexts,
} from '../../src/machines/profile/profile.machine.ts';
import { heldPromises, nextMacrotask as tick } from './support/held-promises.ts';

// The machine reads only the name and the phone; the rest of the record is passed through.
const profile = (fullname: string, phoneNumber: string | null) =>
  ({ fullname, phoneNumber, email: 'a@b.c', kyc: {} }) as unknown as Profile;

function start() {
  const loads = heldPromises<Profile>();
  const saves = heldPromises<Profile, ProfileEdit>();
  const machine = profileMachine.provide({
    actors: { loadProfile: loads.logic, saveProfile: saves.logic },
  });
  return { actor: createActor(machine).start(), loads: loads.calls, saves: saves.calls };
}

describe('profileEditError', () => {
  it('asks for a name first, accepts a blank or well-formed phone, refuses a malformed one', () => {
    expect(profileEditError({ fullName: '  ', phoneNumber: 'x' })).toEqual({
      field: 'fullName',
      message: formTexts.fullNameMissing,
    });
    expect(profileEditError({ fullName: 'Asha', phoneNumber: '   ' })).toBeNull();
    expect(profileEditError({ fullName: 'Asha', phoneNumber: ' +91 98765 43210 ' })).toBeNull();
    expect(profileEditError({ fullName: 'Asha', phoneNumber: 'call me' })).toEqual({
      field: 'phoneNumber',
      message: formTexts.phoneInvalid,
    });
  });
});

describe('profile, events in, state and context out', () => {
  it('loads, shows the profile and a draft of its name and phone (blank for none)', async () => {
    const { actor, loads } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context).toEqual({
      profile: null,
      draft: { fullName: '', phoneNumber: '' },
      error: null,
      notice: null,
    });
    const loaded = profile('Asha Rao', null);
    loads[0]?.resolve(loaded);
    await tick();
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(actor.getSnapshot().context.profile).toBe(loaded);
    expect(actor.getSnapshot().context.draft).toEqual({ fullName: 'Asha Rao', phoneNumber: '' });
  });

  it('a failed load says so and Try again loads again with the message cleared', async () => {
    const { actor, loads } = start();
    loads[0]?.reject(new Error('offline'));
    await tick();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(actor.getSnapshot().context.error?.field).toBe('form');
    expect(actor.getSnapshot().context.error?.message).toBeTruthy();
    actor.send({ type: 'profile.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(loads).toHaveLength(2);
  });

  it('an invalid edit stays in editing with the error and the typed values', async () => {
    const { actor, loads, saves } = start();
    loads[0]?.resolve(profile('Asha Rao', '+91 98765 43210'));
    await tick();
    actor.send({ type: 'profile.edit' });
    expect(actor.getSnapshot().value).toBe('editing');
    const edit = { fullName: 'Asha', phoneNumber: 'call me' };
    actor.send({ type: 'profile.save', edit });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.draft).toEqual(edit);
    expect(actor.getSnapshot().context.error).toEqual({
      field: 'phoneNumber',
      message: formTexts.phoneInvalid,
    });
    expect(saves).toHaveLength(0);
    actor.send({ type: 'profile.cancel' });
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().context.draft).toEqual({
      fullName: 'Asha Rao',
      phoneNumber: '+91 98765 43210',
    });
  });

  it('a valid edit is saved: the answer is shown with a notice; a refusal keeps the draft', async () => {
    const { actor, loads, saves } = start();
    loads[0]?.resolve(profile('Asha Rao', null));
    await tick();
    actor.send({ type: 'profile.edit' });
    const edit = { fullName: 'Asha R', phoneNumber: '' };
    actor.send({ type: 'profile.save', edit });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(saves[0]?.input).toEqual(edit);
    saves[0]?.reject(new Error('nope'));
    await tick();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.draft).toEqual(edit);
    expect(actor.getSnapshot().context.error?.field).toBe('form');
    actor.send({ type: 'profile.save', edit });
    expect(actor.getSnapshot().context.error).toBeNull();
    const saved = profile('Asha R', null);
    saves[1]?.resolve(saved);
    await tick();
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(actor.getSnapshot().context.profile).toBe(saved);
    expect(actor.getSnapshot().context.notice).toBe(profileTexts.saved);
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'profile.edit' });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });
});
