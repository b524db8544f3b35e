import { createBrowserRouter } from 'react-router-dom';
import { DashboardRoute } from '../routes/DashboardRoute';
import { NotFoundRoute } from '../routes/NotFoundRoute';
import { AdminLayout } from './AdminLayout';

// Served by the gateway under /admin (Vite `base`), so the router works relative to that.
export const router = createBrowserRouter(
  [
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
