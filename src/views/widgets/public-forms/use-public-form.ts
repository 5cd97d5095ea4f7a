import { useActorRef, useSelector } from '@xstate/react';
import type {
  FieldErrors,
  PublicFormKind,
  PublicFormRequests,
} from '../../../contracts/public-forms.ts';
import { livePublicFormMachine } from '../../../services/public-forms.services.ts';
import { useHydrated } from '../../hooks/use-hydrated.ts';

export interface PublicFormView {
  /**
   * False on a prerendered page until the app hydrates it: submitting then would send the form
   * the browser's way (a page load with the fields in the URL), so the submit button waits.
   */
  readonly ready: boolean;
  readonly sending: boolean;
  readonly succeeded: boolean;
  readonly fieldErrors: FieldErrors;
  readonly error: string | null;
  readonly successMessage: string | null;
  submit(values: PublicFormRequests[PublicFormKind]): void;
  reset(): void;
}

/** One public form's actor, started with the component and stopped when it unmounts. */
export function usePublicForm(kind: PublicFormKind): PublicFormView {
  const ref = useActorRef(livePublicFormMachine, { input: { kind } });
  const sending = useSelector(ref, (s) => s.matches('submitting'));
  const succeeded = useSelector(ref, (s) => s.matches('succeeded'));
  const fieldErrors = useSelector(ref, (s) => s.context.fieldErrors);
  const error = useSelector(ref, (s) => s.context.error);
  const successMessage = useSelector(ref, (s) => s.context.result?.message ?? null);
  const ready = useHydrated();
  return {
    ready,
    sending,
    succeeded,
    fieldErrors,
    error,
    successMessage,
    submit: (values) => ref.send({ type: 'form.submit', values }),
    reset: () => ref.send({ type: 'form.reset' }),
  };
}
