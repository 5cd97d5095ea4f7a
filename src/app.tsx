import { Route, Router, Switch } from 'wouter';
import { AppShell } from './views/layout/app/AppShell.tsx';
import { PublicLayout } from './views/layout/public/PublicLayout.tsx';
import { LoadingScreen } from './views/layout/shared/LoadingScreen.tsx';
import { AuthGuard } from './views/routing/AuthGuard.tsx';
import { caseInsensitiveParser } from './views/routing/case-insensitive-parser.ts';
import { type AppRoute, NotFoundPage, routes } from './views/routing/routes.ts';

function RoutePage({ route }: { route: AppRoute }) {
  const { Page, layout } = route;
  if (layout === 'public') {
    return (
      <PublicLayout>
        <Page />
      </PublicLayout>
    );
  }
  return (
    <AuthGuard>
      <AppShell variant={layout}>
        <Page />
      </AppShell>
    </AuthGuard>
  );
}

export function App() {
  return (
    <Router parser={caseInsensitiveParser}>
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
    </Router>
  );
}
