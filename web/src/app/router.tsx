import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '@faithcraft/ui';
import { LandingRoute } from '../routes/LandingRoute';
import { AppLayout } from './AppLayout';
import { RouteError } from './RouteError';

/**
 * A page in its own chunk, fetched the first time its route matches (react-router `lazy`: the
 * current page stays until the next one has loaded). Only the landing page, the first thing most
 * visitors see, is in the entry chunk, so `/` loads no other page's code (issue 11: ≤170 KB gzip).
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return { lazy: async () => ({ Component: (await load())[name] }) };
}

// /api/*, /oauth/* and /admin are served by the gateway (full page navigations), not by this router.
const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        // A pathless layer holding the fallback for the first page's chunk: the chrome above it
        // renders (and asks who is signed in) while that chunk loads, instead of after it. The
        // fallback fills the viewport so the footer does not jump when the page arrives.
        hydrateFallbackElement: (
          <div style={{ minHeight: '100vh' }}>
            <PageSpinner />
          </div>
        ),
        children: [
          { index: true, element: <LandingRoute /> },
          { path: 'signin', ...page(() => import('../routes/SignInRoute'), 'SignInRoute') },
          { path: 'subscribe', ...page(() => import('../routes/SubscribeRoute'), 'SubscribeRoute') },
          { path: 'forgot-password', ...page(() => import('../routes/ForgotPasswordRoute'), 'ForgotPasswordRoute') },
          { path: 'reset-password', ...page(() => import('../routes/ResetPasswordRoute'), 'ResetPasswordRoute') },
          { path: 'generator', ...page(() => import('../routes/GeneratorRoute'), 'GeneratorRoute') },
          { path: 'marketplace', ...page(() => import('../routes/MarketplaceRoute'), 'MarketplaceRoute') },
          { path: 'library', ...page(() => import('../routes/LibraryRoute'), 'LibraryRoute') },
          { path: 'profile', ...page(() => import('../routes/ProfileRoute'), 'ProfileRoute') },
          { path: 'upgrade', ...page(() => import('../routes/UpgradeRoute'), 'UpgradeRoute') },
          { path: 'users/:userId', ...page(() => import('../routes/CreatorRoute'), 'CreatorRoute') },
          { path: 'about', ...page(() => import('../routes/AboutRoute'), 'AboutRoute') },
          { path: 'blog', ...page(() => import('../routes/BlogRoute'), 'BlogRoute') },
          { path: 'blog/:slug', ...page(() => import('../routes/BlogPostRoute'), 'BlogPostRoute') },
          { path: 'contact', ...page(() => import('../routes/ContactRoute'), 'ContactRoute') },
          { path: 'privacy', ...page(() => import('../routes/PrivacyRoute'), 'PrivacyRoute') },
          { path: 'newsletter/confirm', ...page(() => import('../routes/NewsletterRoute'), 'NewsletterRoute') },
          { path: 'unsubscribe', ...page(() => import('../routes/UnsubscribeRoute'), 'UnsubscribeRoute') },
          { path: 'auth-test', ...page(() => import('../routes/AuthTestRoute'), 'AuthTestRoute') },
          { path: '*', ...page(() => import('../routes/NotFoundRoute'), 'NotFoundRoute') },
        ],
      },
    ],
  },
];

/**
 * The router, with the first page's code already in: the lazy routes the address matches are
 * loaded before the first render (the gateway preloads their chunks with the document), so the
 * first paint is the page itself, not the fallback with the page a frame later (Lighthouse: the
 * largest paint then comes before anything the page loads afterwards).
 */
export async function createAppRouter() {
  const matches = matchRoutes(routes, window.location.pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      try {
        Object.assign(route, await route.lazy());
        delete route.lazy;
      } catch {
        // Left lazy: the router loads it again and shows the route's error element if that fails.
      }
    }),
  );
  return createBrowserRouter(routes);
}
