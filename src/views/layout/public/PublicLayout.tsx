import { type ReactNode, Suspense } from 'react';
import { useRouteFocus } from '../../hooks/use-route-focus.ts';
import { LoadingScreen } from '../shared/LoadingScreen.tsx';
import { SkipLink } from '../shared/SkipLink.tsx';
import { PublicFooter } from './PublicFooter.tsx';
import { PublicHeader } from './PublicHeader.tsx';
import * as css from './public-layout.css.ts';

export function PublicLayout({ children }: { children: ReactNode }) {
  useRouteFocus();
  return (
    <div className={css.page}>
      <SkipLink />
      <PublicHeader />
      <main id="main" className={css.main} tabIndex={-1}>
        <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
      </main>
      <PublicFooter />
    </div>
  );
}
