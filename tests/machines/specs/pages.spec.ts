import { type AnyActorRef, fromCallback, setup } from 'xstate';
import {
  noPageActors,
  type PageContext,
  type PageInput,
  type PageRoute,
  sameRoutePath,
} from '../../../src/machines/pages/page-route.ts';
import { pagesMachine } from '../../../src/machines/pages/pages.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { samples } from './helpers.ts';

const PAGE_ACTOR = 'page.sample';

/** A page actor that keeps the input it was spawned with. */
const samplePage = setup({
  types: { input: {} as PageInput, context: {} as { input: PageInput } },
}).createMachine({ id: 'samplePage', context: ({ input }) => ({ input }) });

const routeWaitingFor = (waitsFor: PageRoute['waitsFor']): PageRoute => ({
  waitsFor,
  actors: [{ systemId: PAGE_ACTOR, logic: samplePage, input: (page) => page }],
});

/** Plain objects in the traversal's JSON: the logic itself is the same for every route. */
const withJson = (route: PageRoute) =>
  Object.assign({}, route, {
    toJSON: () => ({ waitsFor: route.waitsFor, actors: route.actors.length }),
  });

const inertCallback = fromCallback(() => {});

export const pagesSpec: ModelSpec = defineModelSpec({
  name: 'pages',
  machine: pagesMachine,
  provide: { actors: { followLocation: inertCallback, followSession: inertCallback } },
  events: {
    'location.changed': [
      { type: 'location.changed', path: '/a', search: '' },
      // The same route: another case, a trailing slash and a search string.
      { type: 'location.changed', path: '/A/', search: '?symbol=BTC' },
      { type: 'location.changed', path: '/b', search: '' },
    ],
    ...samples('page.session', { userId: 'u1' }, { userId: 'u2' }, { userId: null }),
  },
  invokes: {
    loadPageRoute: {
      done: [
        withJson(noPageActors),
        withJson(routeWaitingFor('now')),
        withJson(routeWaitingFor('settledSession')),
        withJson(routeWaitingFor('user')),
      ],
      error: [{ message: 'chunk failed to load' }],
    },
  },
  project: (snapshot) => {
    const context = snapshot.context as PageContext;
    return {
      path: context.location.path.toLowerCase().replace(/\/$/, ''),
      waitsFor: context.route.actors.length === 0 ? 'none' : context.route.waitsFor,
      user: context.sessionUser === undefined ? 'unsettled' : context.sessionUser,
    };
  },
  limit: 20000,
  check: ({ run, snapshot }) => {
    const context = snapshot.context as PageContext;
    const ref = run.actor.system.get(PAGE_ACTOR) as AnyActorRef | undefined;
    const running = snapshot.matches('pageRunning');
    if (running !== (ref !== undefined)) {
      throw new Error(
        `the page actor is ${ref ? '' : 'not '}registered while ${JSON.stringify(snapshot.value)}`,
      );
    }
    if (!ref) return;
    if (snapshot.children[PAGE_ACTOR] !== ref)
      throw new Error('the page actor is not a child of pages');
    const input = (ref.getSnapshot() as { context: { input: PageInput } }).context.input;
    // The sign-up and landing actors keep running for a session that changes under them.
    if (context.route.waitsFor === 'user' && input.userId !== context.sessionUser) {
      throw new Error(
        `the page actor runs for ${input.userId}, the trader is ${context.sessionUser}`,
      );
    }
    if (context.route.waitsFor === 'user' && input.userId === null) {
      throw new Error('an account page actor runs with nobody signed in');
    }
    if (context.route.waitsFor === 'settledSession' && context.sessionUser === undefined) {
      throw new Error('a page actor that waits for the session runs before it settled');
    }
    if (!sameRoutePath(input.path, context.location.path)) {
      throw new Error(`the page actor of ${input.path} runs on ${context.location.path}`);
    }
  },
});
