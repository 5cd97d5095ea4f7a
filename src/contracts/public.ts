import { type Static, Type } from 'typebox';
import { publicFieldLimits } from './public-forms.ts';
import { literals } from './schema-parts.ts';

export * from './public-forms.ts';

/**
 * JSON schemas of the public forms for the server's routes. Lengths are checked loosely here (the
 * raw, untrimmed text); the shared validator in public-forms.ts gives the clear field messages.
 */
const text = (max: number) => Type.String({ maxLength: max + 200 });

export const ContactBody = Type.Object(
  {
    fullName: text(publicFieldLimits.fullName.max),
    email: text(publicFieldLimits.email.max),
    subject: text(publicFieldLimits.subject.max),
    message: text(publicFieldLimits.message.max),
  },
  { additionalProperties: false },
);
export type ContactBody = Static<typeof ContactBody>;

export const EmailSignupBody = Type.Object(
  { email: text(publicFieldLimits.email.max) },
  { additionalProperties: false },
);
export type EmailSignupBody = Static<typeof EmailSignupBody>;

export const SupportMessageBody = Type.Object(
  {
    email: Type.Optional(text(publicFieldLimits.email.max)),
    message: text(publicFieldLimits.message.max),
  },
  { additionalProperties: false },
);
export type SupportMessageBody = Static<typeof SupportMessageBody>;

export const PublicFormReply = Type.Object({
  status: literals('created', 'existing'),
  message: Type.String(),
});
export type PublicFormReply = Static<typeof PublicFormReply>;
