import { type ReactNode, Suspense } from 'react';
import { LoadingScreen } from '../shared/LoadingScreen.tsx';
import { PublicFooter } from './PublicFooter.tsx';
import { PublicHeader } from './PublicHeader.tsx';
import * as css from './public-layout.css.ts';

export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className={css.page}>
      <PublicHeader />
      <main id="main" className={css.main}>
        <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
      </main>
      <PublicFooter />
    </div>
  );
}
