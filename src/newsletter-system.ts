import { livePublicFormMachine } from './services/public-forms.services.ts';
import { rootActor } from './system.ts';

/**
 * The public footer's newsletter form joins the root system here (`newsletter.attach`), loaded
 * with the form's own chunk: the footer shows on every public page, so its actor lives as long as
 * the app, and a page that never shows the form never downloads it.
 */
rootActor.send({
  type: 'newsletter.attach',
  logic: livePublicFormMachine,
  input: { kind: 'newsletter' },
});
