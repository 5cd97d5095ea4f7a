import { useSelector } from '@xstate/react';
import { FlaskConical } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import type { demoExchangeMachine } from '../../../machines/app-config/demo-exchange.machine.ts';
import { systemIds } from '../../../machines/ids.ts';
import { child } from '../../../system.ts';
import { useAfterHydration } from '../../hooks/use-hydrated.ts';
import * as css from './demo-exchange.css.ts';

const demoExchange = child<ActorRefFrom<typeof demoExchangeMachine>>(systemIds.demoExchange);

/**
 * At the top of every page of a demo exchange (the server runs on demo money only: a
 * paper-trading deployment, or DEMO_FUNDS=1): says so, so nobody takes the balances for real.
 */
export function DemoExchangeBanner() {
  // The build prerenders no banner: it shows from the render after hydration, even when /health
  // answered before hydration ended.
  const demo = useAfterHydration(
    useSelector(demoExchange, (s) => s.matches('demo')),
    false,
  );
  if (!demo) return null;
  return (
    <p className={css.demoBanner} role="note" data-testid="demo-exchange-banner">
      <FlaskConical size={16} aria-hidden />
      <span>
        This is a demo exchange: every balance is demo money, and nothing here can be withdrawn.
      </span>
    </p>
  );
}
