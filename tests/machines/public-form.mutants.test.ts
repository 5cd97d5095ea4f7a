/**
 * A public-site form, pinned independently of the path planner (the model-based test derives its
 * paths from the machine, so a mutant changes both sides): events in, state and context out.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type PublicFormResponse, validatePublicForm } from '../../src/contracts/public-forms.ts';
import {
  publicFormMachine,
  type SubmitInput,
} from '../../src/machines/public-form/public-form.machine.ts';
import { heldPromises, nextMacrotask as tick } from './support/held-promises.ts';

/** The newsletter form as it starts, and as a reset leaves it. */
const emptyForm = { kind: 'newsletter', values: null, fieldErrors: {}, error: null, result: null };

function start() {
  const submits = heldPromises<PublicFormResponse, SubmitInput>();
  const machine = publicFormMachine.provide({ actors: { submitPublicForm: submits.logic } });
  return {
    actor: createActor(machine, { input: { kind: 'newsletter' } }).start(),
    sent: submits.calls,
  };
}

describe('publicForm, events in, state and context out', () => {
  it('starts empty, in editing', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toEqual(emptyForm);
  });

  it('refuses invalid values with their field errors and sends nothing', () => {
    const { actor, sent } = start();
    const values = { email: 'not an email' };
    actor.send({ type: 'form.submit', values });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual(
      validatePublicForm('newsletter', values),
    );
    expect(Object.keys(actor.getSnapshot().context.fieldErrors)).toEqual(['email']);
    expect(actor.getSnapshot().context.values).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('sends valid values once, shows the answer, and a reset empties the form', async () => {
    const { actor, sent } = start();
    actor.send({ type: 'form.submit', values: { email: 'bad' } });
    const values = { email: 'asha@example.com' };
    actor.send({ type: 'form.submit', values });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context).toMatchObject({ values, fieldErrors: {}, error: null });
    expect(sent.map((s) => s.input)).toEqual([{ kind: 'newsletter', values }]);
    actor.send({ type: 'form.submit', values });
    expect(sent).toHaveLength(1);
    const answer = { status: 'created' as const, message: 'Thanks!' };
    sent[0]?.resolve(answer);
    await tick();
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(actor.getSnapshot().context.result).toEqual(answer);
    actor.send({ type: 'form.reset' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toEqual(emptyForm);
  });

  it('a refusal shows a message and the form can be sent again', async () => {
    const { actor, sent } = start();
    const values = { email: 'asha@example.com' };
    actor.send({ type: 'form.submit', values });
    sent[0]?.reject(new Error('500'));
    await tick();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual(expect.any(String));
    expect(actor.getSnapshot().context.error).not.toBe('');
    actor.send({ type: 'form.submit', values: { email: 'x' } });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'form.submit', values });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(sent).toHaveLength(2);
  });
});
