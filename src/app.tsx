import { lazy, Suspense } from 'react';
import { Route, Router, Switch } from 'wouter';
import { PublicLayout } from './views/layout/public/PublicLayout.tsx';
import { LoadingScreen } from './views/layout/shared/LoadingScreen.tsx';
import { AuthGuard } from './views/routing/AuthGuard.tsx';
import { caseInsensitiveParser } from './views/routing/case-insensitive-parser.ts';
import { type AppRoute, NotFoundPage, routes } from './views/routing/routes.ts';
import { ChatbotLauncher } from './views/widgets/chatbot/ChatbotLauncher.tsx';

// The signed-in shell is its own chunk, so the public pages never load the trading code.
const AppShell = lazy(() =>
  import('./views/layout/app/AppShell.tsx').then((module) => ({ default: module.AppShell })),
);

function RoutePage({ route }: { route: AppRoute }) {
  const { Page, layout } = route;
  if (layout === 'public') {
    return (
      <PublicLayout>
        <Page />
      </PublicLayout>
    );
  }
  const shell = (
    <Suspense fallback={<LoadingScreen fullPage />}>
      <AppShell variant={layout}>
        <Page />
      </AppShell>
    </Suspense>
  );
  // Every signed-in route sits behind the guard (spec section 2), the market screens included.
  return <AuthGuard>{shell}</AuthGuard>;
}

/** `ssrPath`: the page to render when the build prerenders it (no browser location then). */
export function App({ ssrPath }: { ssrPath?: string } = {}) {
  return (
    <Router parser={caseInsensitiveParser} {...(ssrPath === undefined ? {} : { ssrPath })}>
      <Switch>
        {routes.map((route) => (
          <Route key={route.path} path={route.path}>
            <RoutePage route={route} />
          </Route>
        ))}
        <Route path="/load">
          <LoadingScreen fullPage />
        </Route>
        <Route>
          <PublicLayout>
            <NotFoundPage />
          </PublicLayout>
        </Route>
      </Switch>
      <ChatbotLauncher />
    </Router>
  );
}
