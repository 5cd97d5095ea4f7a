// Its actor joins the root system with this chunk.
import '../../../newsletter-system.ts';
import { EmailSignupForm } from './EmailSignupForm.tsx';

/** The footer's newsletter signup (its own chunk: the footer shows on every public page). */
export default function NewsletterForm() {
  return (
    <EmailSignupForm
      kind="newsletter"
      name="Newsletter"
      label="Email address"
      submitLabel="Subscribe"
      sendingLabel="Subscribing…"
    />
  );
}
