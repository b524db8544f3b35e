import { createBrowserRouter } from 'react-router-dom';
import { AboutRoute } from '../routes/AboutRoute';
import { AuthTestRoute } from '../routes/AuthTestRoute';
import { BlogPostRoute } from '../routes/BlogPostRoute';
import { BlogRoute } from '../routes/BlogRoute';
import { ContactRoute } from '../routes/ContactRoute';
import { CreatorRoute } from '../routes/CreatorRoute';
import { ForgotPasswordRoute } from '../routes/ForgotPasswordRoute';
import { GeneratorRoute } from '../routes/GeneratorRoute';
import { LandingRoute } from '../routes/LandingRoute';
import { LibraryRoute } from '../routes/LibraryRoute';
import { NotFoundRoute } from '../routes/NotFoundRoute';
import { PrivacyRoute } from '../routes/PrivacyRoute';
import { ProfileRoute } from '../routes/ProfileRoute';
import { ResetPasswordRoute } from '../routes/ResetPasswordRoute';
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
      { path: 'forgot-password', element: <ForgotPasswordRoute /> },
      { path: 'reset-password', element: <ResetPasswordRoute /> },
      { path: 'generator', element: <GeneratorRoute /> },
      { path: 'library', element: <LibraryRoute /> },
      { path: 'profile', element: <ProfileRoute /> },
      { path: 'users/:userId', element: <CreatorRoute /> },
      { path: 'about', element: <AboutRoute /> },
      { path: 'blog', element: <BlogRoute /> },
      { path: 'blog/:slug', element: <BlogPostRoute /> },
      { path: 'contact', element: <ContactRoute /> },
      { path: 'privacy', element: <PrivacyRoute /> },
      { path: 'auth-test', element: <AuthTestRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);
