import { useSelector } from '@xstate/react';
import type {
  FieldErrors,
  PublicFormKind,
  PublicFormRequests,
} from '../../../contracts/public-forms.ts';
import { systemIds } from '../../../machines/ids.ts';
import type { livePublicFormMachine } from '../../../services/public-forms.services.ts';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { usePageActor } from '../../hooks/use-page-actor.ts';

export interface PublicFormView {
  /**
   * False on a prerendered page until the app hydrates it and the form's actor is there:
   * submitting before would send the form the browser's way (a page load with the fields in the
   * URL), so the submit button waits.
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

/**
 * Where each form's actor runs in the root system: the contact and waitlist forms with their
 * routes (src/public-form-flows.ts), the footer's newsletter once (src/newsletter-system.ts).
 */
const formActorIds: Record<PublicFormKind, string> = {
  contact: systemIds.contactForm,
  waitlist: systemIds.waitlistForm,
  newsletter: systemIds.newsletterForm,
};

const noErrors: FieldErrors = {};

/** One public form's actor, found in the root system; until it is there the form shows idle. */
export function usePublicForm(kind: PublicFormKind): PublicFormView {
  const ref = usePageActor<typeof livePublicFormMachine>(formActorIds[kind]);
  const sending = useSelector(ref, (s) => s?.matches('submitting') ?? false);
  const succeeded = useSelector(ref, (s) => s?.matches('succeeded') ?? false);
  const fieldErrors = useSelector(ref, (s) => s?.context.fieldErrors ?? noErrors);
  const error = useSelector(ref, (s) => s?.context.error ?? null);
  const successMessage = useSelector(ref, (s) => s?.context.result?.message ?? null);
  const hydrated = useHydrated();
  return {
    ready: hydrated && ref !== undefined,
    sending,
    succeeded,
    fieldErrors,
    error,
    successMessage,
    submit: (values) => ref?.send({ type: 'form.submit', values }),
    reset: () => ref?.send({ type: 'form.reset' }),
  };
}
