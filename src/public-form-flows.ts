import { systemIds } from './machines/ids.ts';
import type { PageRoute } from './machines/pages/page-route.ts';
import { livePublicFormMachine } from './services/public-forms.services.ts';

/** Loaded with /contact: its contact form's actor. */
export const contactRoute: PageRoute = {
  waitsFor: 'now',
  actors: [
    {
      systemId: systemIds.contactForm,
      logic: livePublicFormMachine,
      input: () => ({ kind: 'contact' }),
    },
  ],
};

/** Loaded with /api-docs: the API waitlist form's actor. */
export const apiDocsRoute: PageRoute = {
  waitsFor: 'now',
  actors: [
    {
      systemId: systemIds.waitlistForm,
      logic: livePublicFormMachine,
      input: () => ({ kind: 'waitlist' }),
    },
  ],
};
