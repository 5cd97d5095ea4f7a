import type { AnyActorLogic } from 'xstate';

/** What a page actor's `input` is made from when the root spawns it. */
export interface PageInput {
  /** The location's path, as the browser has it (`/kyc`). */
  readonly path: string;
  /** The location's query string with its `?`, or `''`. */
  readonly search: string;
  /** The signed-in trader's id; `null` when nobody is signed in (or the session has not settled). */
  readonly userId: string | null;
}

/** One actor a route runs while it is the current location, registered under its systemId. */
export interface PageActorSpec {
  readonly systemId: string;
  readonly logic: AnyActorLogic;
  readonly input?: (page: PageInput) => unknown;
}

/**
 * When a route's actors may start:
 * - `now`: as soon as their code has loaded (sign-up, forgot password);
 * - `settledSession`: once the session knows whether a trader is signed in (the landing page);
 * - `user`: once a trader is signed in, with their id as input (the account pages).
 */
export type PageWaitsFor = 'now' | 'settledSession' | 'user';

/** The actors of a route, what a route table loader resolves to. */
export interface PageRoute {
  readonly waitsFor: PageWaitsFor;
  readonly actors: readonly PageActorSpec[];
}

/** A route with no actors of its own (and the default before any location is known). */
export const noPageActors: PageRoute = { waitsFor: 'now', actors: [] };

/** The location the root follows; `search` never changes which actors run. */
export interface PageLocation {
  readonly path: string;
  readonly search: string;
}

/**
 * The session as the page actors need it: `undefined` while it is being restored, then the
 * signed-in trader's id or `null`.
 */
export type SessionUser = string | null | undefined;

export interface PageContext {
  readonly location: PageLocation;
  readonly route: PageRoute;
  readonly sessionUser: SessionUser;
}

export type PageEvent =
  | { readonly type: 'location.changed'; readonly path: string; readonly search: string }
  | { readonly type: 'page.session'; readonly userId: string | null };

/** Whether a route's actors may start with the session as it is. */
export function routeCanStart(route: PageRoute, sessionUser: SessionUser): boolean {
  if (route.waitsFor === 'now') return true;
  if (route.waitsFor === 'settledSession') return sessionUser !== undefined;
  return typeof sessionUser === 'string';
}

/** Paths name the same route when they differ only in case or a trailing slash. */
export function sameRoutePath(a: string, b: string): boolean {
  const normal = (path: string) => (path.replace(/\/+$/, '') || '/').toLowerCase();
  return normal(a) === normal(b);
}
