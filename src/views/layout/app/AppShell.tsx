import { type ReactNode, Suspense } from 'react';
import { useLocation } from 'wouter';
import { ticketActor } from '../../../ticket-system.ts';
import { useRouteFocus } from '../../hooks/use-route-focus.ts';
import { OrderToasts } from '../../notifications/OrderToasts.tsx';
import { KeyboardShortcuts } from '../../trading/shortcuts/KeyboardShortcuts.tsx';
import { TicketHost } from '../../trading/ticket/TicketHost.tsx';
import { TicketOpenerContext, type TicketRequest } from '../../trading/ticket-opener.ts';
import { StepUpDialog } from '../../widgets/step-up/StepUpDialog.tsx';
import { DemoExchangeBanner } from '../shared/DemoExchangeBanner.tsx';
import { LoadingScreen } from '../shared/LoadingScreen.tsx';
import { NewVersionBanner } from '../shared/NewVersionBanner.tsx';
import { PageErrorBoundary } from '../shared/PageErrorBoundary.tsx';
import { SkipLink } from '../shared/SkipLink.tsx';
import { AppHeader } from './AppHeader.tsx';
import * as css from './app-shell.css.ts';
import { BottomTabs } from './BottomTabs.tsx';

export type AppLayoutVariant = keyof typeof css.main;

/** Every entry point (chain, futures list, chart) opens the one ticket through the system. */
const openTicket = (request: TicketRequest) =>
  ticketActor.send({ type: 'ticket.open', ...request });

/** The signed-in shell: fixed header, page content, the phone tab bar, the order ticket. */
export function AppShell({
  variant,
  children,
}: {
  variant: AppLayoutVariant;
  children: ReactNode;
}) {
  useRouteFocus();
  const [location] = useLocation();
  return (
    <TicketOpenerContext value={openTicket}>
      <SkipLink />
      <AppHeader />
      <NewVersionBanner />
      <main id="main" className={css.main[variant]} tabIndex={-1}>
        <DemoExchangeBanner />
        {/* A page that fails (its chunk gone after a deploy) leaves the header and navigation. */}
        <PageErrorBoundary key={location}>
          <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
        </PageErrorBoundary>
      </main>
      <BottomTabs />
      <OrderToasts />
      <StepUpDialog />
      <TicketHost />
      <KeyboardShortcuts />
    </TicketOpenerContext>
  );
}
