import { type ReactNode, Suspense } from 'react';
import { useLocation } from 'wouter';
import { useRouteFocus } from '../../hooks/use-route-focus.ts';
import { DemoExchangeBanner } from '../shared/DemoExchangeBanner.tsx';
import { LoadingScreen } from '../shared/LoadingScreen.tsx';
import { NewVersionBanner } from '../shared/NewVersionBanner.tsx';
import { PageErrorBoundary } from '../shared/PageErrorBoundary.tsx';
import { SkipLink } from '../shared/SkipLink.tsx';
import { PublicFooter } from './PublicFooter.tsx';
import { PublicHeader } from './PublicHeader.tsx';
import * as css from './public-layout.css.ts';

export function PublicLayout({ children }: { children: ReactNode }) {
  useRouteFocus();
  const [location] = useLocation();
  return (
    <div className={css.page}>
      <SkipLink />
      <PublicHeader />
      <NewVersionBanner />
      <main id="main" className={css.main} tabIndex={-1}>
        <DemoExchangeBanner />
        <PageErrorBoundary key={location}>
          <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
        </PageErrorBoundary>
      </main>
      <PublicFooter />
    </div>
  );
}
