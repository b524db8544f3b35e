import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';

type Router = Parameters<typeof RouterProvider>[0]['router'];

/**
 * Starts an app: its router inside the kit's providers (GraphQL client, toasts), rendered into
 * index.html's #root in StrictMode so effects are checked in development.
 */
export function mountApp(router: Router): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element in index.html');
  // The first render as a transition: React renders in slices and yields to the browser between
  // them instead of blocking the main thread for the whole page (Lighthouse: total blocking time).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}
