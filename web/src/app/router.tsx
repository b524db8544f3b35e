import { createBrowserRouter } from 'react-router-dom';
import { GeneratorRoute } from '../routes/GeneratorRoute';
import { LandingRoute } from '../routes/LandingRoute';
import { LibraryRoute } from '../routes/LibraryRoute';
import { NotFoundRoute } from '../routes/NotFoundRoute';
import { SignInRoute } from '../routes/SignInRoute';
import { SubscribeRoute } from '../routes/SubscribeRoute';
import { AppLayout } from './AppLayout';
import { RouteError } from './RouteError';

// /api/*, /oauth/* and /admin are served by the gateway (full page navigations), not by this router.
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <LandingRoute /> },
      { path: 'signin', element: <SignInRoute /> },
      { path: 'subscribe', element: <SubscribeRoute /> },
      { path: 'generator', element: <GeneratorRoute /> },
      { path: 'library', element: <LibraryRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);
