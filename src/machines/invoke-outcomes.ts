import { apiErrorMessage } from '../domain/errors/api-error-message.ts';

/**
 * An invoke's onError that goes to `target` and hands the error to `action` as `{ error }`: the
 * failed branch of most of the machines' requests.
 */
export const errorTo = <const A extends string>(target: string, action: A) => ({
  target,
  actions: {
    type: action,
    params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
  },
});

/** `errorTo(target, 'showError')`, the usual action's name. */
export const failTo = (target: string) => errorTo(target, 'showError');

/** The assignment behind most `showError` actions: the failure in the words the trader reads. */
export const errorInWords = (_: unknown, params: { error: unknown }) => ({
  error: apiErrorMessage(params.error),
});
