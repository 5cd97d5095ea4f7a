import {
  type NotificationPreferencesContext,
  notificationPreferencesMachine,
} from '../../../src/machines/settings/notification-preferences.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { bareEvents, lastCall, samples } from './helpers.ts';

const saved = { orderToasts: false, liquidationAlerts: true };

export const notificationPreferencesSpec: ModelSpec = defineModelSpec({
  name: 'notification-preferences',
  machine: notificationPreferencesMachine,
  events: {
    ...bareEvents('preferences.load'),
    ...samples('preferences.set', { kind: 'orderToasts', value: false }),
  },
  invokes: {
    loadPreferences: {
      done: [{ orderToasts: true, liquidationAlerts: true }],
      error: [new Error('Network error. Please check your connection.')],
    },
    savePreference: {
      done: [saved],
      error: [new Error('Network error. Please check your connection.')],
    },
  },
  check: ({ run, event, snapshot }) => {
    const context = snapshot.context as NotificationPreferencesContext;
    if (event.type === 'xstate.done.actor.savePreference') {
      // The session's user, which the trading screens read, gets what the server saved.
      const told = lastCall(run.calls, 'tellSession');
      if (JSON.stringify(told?.params) !== JSON.stringify({ preferences: saved })) {
        throw new Error(`the session was told ${JSON.stringify(told?.params)}`);
      }
      if (context.preferences?.orderToasts !== false)
        throw new Error('the toggle kept the old value');
    }
    if (event.type === 'xstate.done.actor.loadPreferences' && !lastCall(run.calls, 'tellSession')) {
      throw new Error('the read preferences were not handed to the session');
    }
    if (event.type === 'xstate.error.actor.savePreference') {
      if (context.error === null || context.saving !== null) {
        throw new Error('a failed save must say so and release the toggle');
      }
      if (lastCall(run.calls, 'tellSession')?.event === 'xstate.error.actor.savePreference') {
        throw new Error('a failed save must not reach the session');
      }
    }
    if (snapshot.matches({ ready: 'saving' }) && context.saving !== 'orderToasts') {
      throw new Error('the toggle being saved is not marked');
    }
  },
});
