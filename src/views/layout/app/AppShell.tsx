import { type ReactNode, Suspense } from 'react';
import { useRouteFocus } from '../../hooks/use-route-focus.ts';
import { OrderToasts } from '../../notifications/OrderToasts.tsx';
import { LoadingScreen } from '../shared/LoadingScreen.tsx';
import { SkipLink } from '../shared/SkipLink.tsx';
import { AppHeader } from './AppHeader.tsx';
import * as css from './app-shell.css.ts';
import { BottomTabs } from './BottomTabs.tsx';

export type AppLayoutVariant = keyof typeof css.main;

/** The signed-in shell: fixed header, page content, and the phone tab bar. */
export function AppShell({
  variant,
  children,
}: {
  variant: AppLayoutVariant;
  children: ReactNode;
}) {
  useRouteFocus();
  return (
    <>
      <SkipLink />
      <AppHeader />
      <main id="main" className={css.main[variant]} tabIndex={-1}>
        <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
      </main>
      <BottomTabs />
      <OrderToasts />
    </>
  );
}
