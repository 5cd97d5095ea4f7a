import { type AnyActorRef, fromCallback, fromPromise } from 'xstate';
import type { KycStatusResponse } from '../contracts/kyc.ts';
import { kycPaths } from '../contracts/kyc-paths.ts';
import type { FillsPage } from '../contracts/trading.ts';
import {
  type FirstStepsProgress,
  firstStepsMachine,
} from '../machines/first-steps/first-steps.machine.ts';
import type { HttpClient } from './http/client.ts';

/** What the checklist reads and watches: the API, and the actors whose changes may tick a step. */
export interface FirstStepsPorts {
  readonly http: HttpClient;
  /** The funds actor: money in once the contribution is above zero. */
  readonly funds: AnyActorRef;
  /**
   * Signals that a step may have been done: an actor and the part of its snapshot that tells it
   * (the contribution, the number of positions, the newest notice), so a live P&L tick reads
   * nothing again.
   */
  readonly watched: readonly WatchedSignal[];
}

export interface WatchedSignal {
  readonly actor: AnyActorRef;
  readonly key: (snapshot: ReturnType<AnyActorRef['getSnapshot']>) => unknown;
}

const contribution = (funds: AnyActorRef): number =>
  (funds.getSnapshot().context?.data?.totalContribution as number | undefined) ?? 0;

export const provideFirstSteps = (ports: FirstStepsPorts) =>
  firstStepsMachine.provide({
    actors: {
      readProgress: fromPromise<FirstStepsProgress, { userId: string }>(async ({ input }) => {
        const [kyc, fills] = await Promise.all([
          ports.http.request<KycStatusResponse>(kycPaths.status, {}),
          ports.http.request<FillsPage>('/fills', {
            query: { userId: input.userId, page: 1, limit: 1 },
          }),
        ]);
        return {
          kycVerified: kyc.data.status === 'verified',
          funded: contribution(ports.funds) > 0,
          traded: fills.total > 0,
        };
      }),
      watchAccount: fromCallback(({ sendBack }) => {
        const refresh = () => sendBack({ type: 'firstSteps.refresh' });
        const signals: WatchedSignal[] = [
          { actor: ports.funds, key: () => contribution(ports.funds) },
          ...ports.watched,
        ];
        const subscriptions = signals.map(({ actor, key }) => {
          let last = key(actor.getSnapshot());
          return actor.subscribe((snapshot) => {
            const next = key(snapshot);
            if (Object.is(next, last)) return;
            last = next;
            // A value gone to nothing (no money, no positions, no notice) ticks no step: it is a
            // sign-out's reset, and a read then would go out without a token and be refused.
            if (!next) return;
            refresh();
          });
        });
        return () => {
          for (const subscription of subscriptions) subscription.unsubscribe();
        };
      }),
    },
  });
