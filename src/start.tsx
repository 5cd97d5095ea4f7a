/** The app: the root system, then the React tree (hydrating a prerendered page). */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import './system.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A transition renders in slices that yield to the browser, so the first render is no long task.
startTransition(() => {
  // The build prerenders the public pages (scripts/build.ts): their HTML is hydrated, not redrawn.
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
