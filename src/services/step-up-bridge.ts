import type { ActorRefFrom } from 'xstate';
import type { stepUpMachine } from '../machines/auth/step-up.machine.ts';

type StepUpActor = ActorRefFrom<typeof stepUpMachine>;

/**
 * Between the HTTP client (made before the root system) and the step-up dialog's actor (a child
 * of the root system): a call refused for want of a step-up asks here and waits for the token, or
 * null when the trader cancels or no dialog is attached.
 */
export function stepUpBridge() {
  let actor: StepUpActor | undefined;
  let waiting: Promise<string | null> | null = null;
  return {
    attach(ref: StepUpActor) {
      actor = ref;
    },
    /** One dialog for every call refused meanwhile: they share its answer. */
    ask(): Promise<string | null> {
      const ref = actor;
      if (ref === undefined) return Promise.resolve(null);
      waiting ??= new Promise<string | null>((resolve) => {
        const granted = ref.on('stepUp.granted', (event) => finish(event.token));
        const cancelled = ref.on('stepUp.cancelled', () => finish(null));
        const finish = (token: string | null) => {
          granted.unsubscribe();
          cancelled.unsubscribe();
          waiting = null;
          resolve(token);
        };
        ref.send({ type: 'stepUp.ask' });
      });
      return waiting;
    },
  };
}

export type StepUpBridge = ReturnType<typeof stepUpBridge>;
