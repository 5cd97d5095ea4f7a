import { assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import { notProvided } from '../not-provided.ts';
import { followSession } from './follow-session.ts';
import {
  noPageActors,
  type PageContext,
  type PageEvent,
  type PageLocation,
  type PageRoute,
  routeCanStart,
  sameRoutePath,
} from './page-route.ts';

/**
 * The page actors of the root system. This child of the root follows the location
 * (`followLocation`, provided by src/routing/browser-location.ts) and runs the actors of the
 * current route: on each new route it asks `loadPageRoute` (the route table in
 * src/routing/*-page-routes.ts, whose loaders are dynamic imports, so each route's actor code
 * downloads with the route only) for the route's actors, waits for the session when the route
 * needs it, spawns them under their systemIds, and stops them when the location leaves the route
 * (and when the signed-in trader changes, after which they start again with the new id). Views
 * find them with `usePageActor(systemId)`; they never create one. A new search string on the same
 * route keeps the running actors.
 */
export const pagesMachine = setup({
  types: { events: {} as PageEvent, context: {} as PageContext },
  actors: {
    followLocation: fromCallback<PageEvent>(() => notProvided('pages.followLocation')),
    loadPageRoute: fromPromise<PageRoute, PageLocation>(async () =>
      notProvided('pages.loadPageRoute'),
    ),
    followSession,
  },
  actions: {
    storeLocation: assign(({ event }) =>
      event.type === 'location.changed'
        ? { location: { path: event.path, search: event.search } }
        : {},
    ),
    storeSessionUser: assign(({ event }) =>
      event.type === 'page.session' ? { sessionUser: event.userId } : {},
    ),
    storeRoute: assign((_, route: PageRoute) => ({ route })),
    forgetRoute: assign({ route: noPageActors }),
    // Each page actor is this actor's child, registered in the root system under its systemId.
    spawnPageActors: enqueueActions(({ enqueue, context, system }) => {
      const page = { ...context.location, userId: context.sessionUser ?? null };
      for (const spec of context.route.actors) {
        if (system.get(spec.systemId)) continue;
        enqueue.spawnChild(spec.logic, {
          id: spec.systemId,
          systemId: spec.systemId,
          ...(spec.input ? { input: spec.input(page) } : {}),
        } as { systemId: string });
      }
    }),
    // stopChild unregisters the systemId at once, so a restart may spawn under it again.
    stopPageActors: enqueueActions(({ enqueue, context }) => {
      for (const spec of context.route.actors) enqueue.stopChild(spec.systemId);
    }),
  },
  guards: {
    sameRoute: ({ context, event }) =>
      event.type === 'location.changed' && sameRoutePath(event.path, context.location.path),
    routeHasNoActors: (_, route: PageRoute) => route.actors.length === 0,
    routeCanStart: ({ context }, route: PageRoute) => routeCanStart(route, context.sessionUser),
    routeCanStartForUser: ({ context, event }) =>
      event.type === 'page.session' && routeCanStart(context.route, event.userId),
    // Only the account pages follow the trader: the landing page clears its keys once a visit.
    signedOutOfRoute: ({ context, event }) =>
      event.type === 'page.session' && context.route.waitsFor === 'user' && event.userId === null,
    userChangedForRoute: ({ context, event }) =>
      event.type === 'page.session' &&
      context.route.waitsFor === 'user' &&
      event.userId !== context.sessionUser,
  },
}).createMachine({
  id: 'pages',
  description:
    'The actors of the current route: loaded with the route, started when the session allows, stopped when the location leaves the route.',
  context: { location: { path: '', search: '' }, route: noPageActors, sessionUser: undefined },
  invoke: [
    { id: 'followLocation', src: 'followLocation' },
    { id: 'followSession', src: 'followSession' },
  ],
  initial: 'pageIdle',
  states: {
    pageIdle: {
      description: 'The current route runs no actors of its own, or no location is known yet.',
      on: {
        'location.changed': { target: 'pageLoading', actions: 'storeLocation' },
        'page.session': { actions: 'storeSessionUser' },
      },
    },
    pageLoading: {
      description:
        'The route table loads the code of the new route’s actors; a newer location starts over.',
      invoke: {
        id: 'loadPageRoute',
        src: 'loadPageRoute',
        input: ({ context }) => context.location,
        onDone: [
          {
            guard: { type: 'routeHasNoActors', params: ({ event }) => event.output },
            target: 'pageIdle',
            actions: 'forgetRoute',
          },
          {
            guard: { type: 'routeCanStart', params: ({ event }) => event.output },
            target: 'pageRunning',
            actions: { type: 'storeRoute', params: ({ event }) => event.output },
          },
          {
            target: 'pageWaitingForSession',
            actions: { type: 'storeRoute', params: ({ event }) => event.output },
          },
        ],
        // The page's own lazy chunk fails too, and its error boundary offers the reload.
        onError: { target: 'pageIdle', actions: 'forgetRoute' },
      },
      on: {
        'location.changed': { target: 'pageLoading', reenter: true, actions: 'storeLocation' },
        'page.session': { actions: 'storeSessionUser' },
      },
    },
    pageWaitingForSession: {
      description:
        'The route’s actors have loaded and wait for the session: to settle (landing) or for a signed-in trader (account pages).',
      on: {
        'page.session': [
          { guard: 'routeCanStartForUser', target: 'pageRunning', actions: 'storeSessionUser' },
          { actions: 'storeSessionUser' },
        ],
        'location.changed': [
          // The same route (another search string): its actors keep running.
          { guard: 'sameRoute', actions: 'storeLocation' },
          { target: 'pageLoading', actions: 'storeLocation' },
        ],
      },
    },
    pageRunning: {
      description:
        'The route’s actors run under their systemIds; leaving the route stops them, another trader restarts them.',
      entry: 'spawnPageActors',
      exit: 'stopPageActors',
      on: {
        'location.changed': [
          // The same route (another search string): its actors keep running.
          { guard: 'sameRoute', actions: 'storeLocation' },
          { target: 'pageLoading', actions: 'storeLocation' },
        ],
        'page.session': [
          {
            guard: 'signedOutOfRoute',
            target: 'pageWaitingForSession',
            actions: 'storeSessionUser',
          },
          {
            guard: 'userChangedForRoute',
            target: 'pageRunning',
            reenter: true,
            actions: 'storeSessionUser',
          },
          { actions: 'storeSessionUser' },
        ],
      },
    },
  },
});
