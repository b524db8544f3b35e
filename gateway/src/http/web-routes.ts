import type { LazyRoute } from './route-preloads.js';

/**
 * The web app's lazily loaded pages (web/src/app/router.tsx), by the source key Vite's manifest
 * gives their chunk. The document of such a path preloads that chunk. A unit test
 * (gateway/test/route-preloads.unit.test.ts) fails when this table and the router drift apart.
 */
export const WEB_LAZY_ROUTES: readonly LazyRoute[] = [
  { path: 'signin', source: 'src/routes/SignInRoute.tsx' },
  { path: 'subscribe', source: 'src/routes/SubscribeRoute.tsx' },
  { path: 'forgot-password', source: 'src/routes/ForgotPasswordRoute.tsx' },
  { path: 'reset-password', source: 'src/routes/ResetPasswordRoute.tsx' },
  { path: 'generator', source: 'src/routes/GeneratorRoute.tsx' },
  { path: 'marketplace', source: 'src/routes/MarketplaceRoute.tsx' },
  { path: 'library', source: 'src/routes/LibraryRoute.tsx' },
  { path: 'profile', source: 'src/routes/ProfileRoute.tsx' },
  { path: 'upgrade', source: 'src/routes/UpgradeRoute.tsx' },
  { path: 'users/:userId', source: 'src/routes/CreatorRoute.tsx' },
  { path: 'about', source: 'src/routes/AboutRoute.tsx' },
  { path: 'blog', source: 'src/routes/BlogRoute.tsx' },
  { path: 'blog/:slug', source: 'src/routes/BlogPostRoute.tsx' },
  { path: 'contact', source: 'src/routes/ContactRoute.tsx' },
  { path: 'privacy', source: 'src/routes/PrivacyRoute.tsx' },
  { path: 'newsletter/confirm', source: 'src/routes/NewsletterRoute.tsx' },
  { path: 'unsubscribe', source: 'src/routes/UnsubscribeRoute.tsx' },
  { path: 'auth-test', source: 'src/routes/AuthTestRoute.tsx' },
];
