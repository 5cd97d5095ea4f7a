import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import {
  ContactBody,
  type ContactRequest,
  EmailSignupBody,
  type EmailSignupRequest,
  type FieldErrors,
  normalisePublicForm,
  PublicFormReply,
  type PublicFormResponse,
  publicFormMessages,
  SupportMessageBody,
  supportMessageError,
  supportMessagePath,
  validatePublicForm,
} from '../../../src/contracts/public.ts';
import { clientKey } from '../../http/client-address.ts';
import { errorResponses, HttpError } from '../../http/errors.ts';
import { findUserById } from '../auth/users.ts';
import { publicStore, type StoreOutcome } from './store.ts';

export interface PublicModuleOptions {
  /** Submissions per client IP and route in `windowMs` (default 10 a minute). */
  readonly rateLimit?: { readonly max: number; readonly windowMs: number };
}

const replies = { 201: PublicFormReply, 200: PublicFormReply, ...errorResponses };

/** The first field message, or the list of them, as the error body's detail. */
function invalid(errors: FieldErrors): HttpError {
  const messages = Object.values(errors);
  return new HttpError(400, messages[0] ?? 'Invalid request', messages.join(' '));
}

const fillEveryField = 'Please fill in every field of the form.';

/** The subject a help-chat message is stored under, beside the contact form's own subjects. */
const supportSubject = 'Help chat message';

/** Schema problems (a missing field, a wrong type) answered in words a person can act on. */
function schemaProblem(request: FastifyRequest): HttpError | undefined {
  if (!request.validationError) return undefined;
  const body = (request.body ?? {}) as Record<string, unknown>;
  const field = request.validationError.validation?.[0]?.instancePath?.slice(1);
  const missing = request.validationError.validation?.[0]?.params as
    | { missingProperty?: string }
    | undefined;
  const name = missing?.missingProperty ?? field;
  if (name === 'email' || typeof body.email !== 'string') {
    return new HttpError(400, publicFormMessages.invalidEmail, publicFormMessages.invalidEmail);
  }
  return new HttpError(400, fillEveryField, fillEveryField);
}

/**
 * POST /public/contact, /public/support-message (the help chat), /public/waitlist and
 * /public/newsletter: the public site's forms, stored idempotently (201 the first time, 200 with
 * status `existing` after), validated with the same messages the web app shows, and rate-limited
 * per client IP. Knows a signed-in trader through the auth module.
 */
export const publicModule = fastifyPlugin<PublicModuleOptions>(
  async (app, options) => {
    const limit = options.rateLimit ?? { max: 10, windowMs: 60_000 };
    await app.register(rateLimit, {
      max: limit.max,
      timeWindow: limit.windowMs,
      // One budget per form: a newsletter signup does not use up the contact form's.
      keyGenerator: (request) =>
        `${request.routeOptions.url ?? request.url}|${clientKey(request.ip)}`,
      errorResponseBuilder: (_request, context) =>
        new HttpError(
          429,
          publicFormMessages.tooManyRequests,
          `${publicFormMessages.tooManyRequests} You can send it again in ${Math.ceil(context.ttl / 1000)} s.`,
        ),
    });
    const store = publicStore(app.db);

    const answer = (
      outcome: StoreOutcome,
      created: string,
      existing: string,
    ): PublicFormResponse =>
      outcome === 'created'
        ? { status: 'created', message: created }
        : { status: 'existing', message: existing };

    app.post<{ Body: ContactRequest; Reply: PublicFormResponse }>(
      '/public/contact',
      { schema: { body: ContactBody, response: replies }, attachValidation: true },
      async (request, reply) => {
        const problem = schemaProblem(request);
        if (problem) throw problem;
        const errors = validatePublicForm('contact', request.body);
        if (Object.keys(errors).length > 0) throw invalid(errors);
        const outcome = await store.saveContactMessage(
          normalisePublicForm('contact', request.body),
        );
        reply.code(outcome === 'created' ? 201 : 200);
        return answer(
          outcome,
          publicFormMessages.contactCreated,
          publicFormMessages.contactExisting,
        );
      },
    );

    app.post<{ Body: SupportMessageBody; Reply: PublicFormResponse }>(
      supportMessagePath,
      { schema: { body: SupportMessageBody, response: replies }, attachValidation: true },
      async (request, reply) => {
        if (request.validationError) {
          throw new HttpError(400, publicFormMessages.message, publicFormMessages.message);
        }
        // The bearer, not the body, says who is writing: a signed-in trader's account is used.
        const signedIn = await app.authenticateOptional(request);
        const problem = supportMessageError(request.body, signedIn !== null);
        if (problem) throw new HttpError(400, problem, problem);
        const user = signedIn ? await findUserById(app.db, signedIn.userId) : undefined;
        const outcome = await store.saveSupportMessage(
          {
            fullName: user?.fullname ?? '',
            email: user?.email ?? (request.body.email ?? '').trim().toLowerCase(),
            subject: supportSubject,
            message: request.body.message.trim(),
          },
          user ? (signedIn?.userId ?? null) : null,
        );
        reply.code(outcome === 'created' ? 201 : 200);
        return answer(
          outcome,
          publicFormMessages.supportCreated,
          publicFormMessages.supportExisting,
        );
      },
    );

    for (const kind of ['waitlist', 'newsletter'] as const) {
      const table =
        kind === 'waitlist' ? 'public_waitlist_signup' : 'public_newsletter_subscription';
      app.post<{ Body: EmailSignupRequest; Reply: PublicFormResponse }>(
        `/public/${kind}`,
        { schema: { body: EmailSignupBody, response: replies }, attachValidation: true },
        async (request, reply) => {
          const problem = schemaProblem(request);
          if (problem) throw problem;
          const errors = validatePublicForm(kind, request.body);
          if (Object.keys(errors).length > 0) throw invalid(errors);
          const { email } = normalisePublicForm(kind, request.body);
          const outcome = await store.addEmail(table, email);
          reply.code(outcome === 'created' ? 201 : 200);
          return kind === 'waitlist'
            ? answer(
                outcome,
                publicFormMessages.waitlistCreated,
                publicFormMessages.waitlistExisting,
              )
            : answer(
                outcome,
                publicFormMessages.newsletterCreated,
                publicFormMessages.newsletterExisting,
              );
        },
      );
    }
  },
  { name: 'public', dependencies: ['auth'], encapsulate: true },
);
