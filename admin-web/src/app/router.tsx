import { lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { PageSpinner } from '@faithcraft/ui';
import { DashboardRoute } from '../routes/DashboardRoute';
import { NotFoundRoute } from '../routes/NotFoundRoute';
import { AdminLayout } from './AdminLayout';
import { EMAIL_ACCESS_DENIED_MESSAGE } from '../lib/constants';

const EmailPage = lazy(() => import('../features/email/EmailPage'));

// Served by the gateway under /admin (Vite `base`), so the router works relative to that.
export const router = createBrowserRouter(
  [
    {
      // The email page (issue 10) has its own Access Denied text (spec 001 §8).
      path: 'email',
      element: <AdminLayout deniedMessage={EMAIL_ACCESS_DENIED_MESSAGE} />,
      children: [
        {
          index: true,
          element: (
            <Suspense fallback={<PageSpinner />}>
              <EmailPage />
            </Suspense>
          ),
        },
      ],
    },
    {
      element: <AdminLayout />,
      children: [
        { index: true, element: <DashboardRoute /> },
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ],
  { basename: '/admin' },
);
