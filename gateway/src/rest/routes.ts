import { adminAnalyticsRoutes } from './admin-analytics-routes.js';
import { adminUserRoutes } from './admin-user-routes.js';
import { authRoutes } from './auth-routes.js';
import { commerceRoutes } from './commerce-routes.js';
import { contactRoutes } from './contact-routes.js';
import { contentRoutes } from './content-routes.js';
import { emailListRoutes } from './email-list-routes.js';
import { emailRoutes } from './email-routes.js';
import type { RestRoute } from './facade.js';
import { profileRoutes } from './profile-routes.js';

/** Every GraphQL-backed `/api/...` path, one table per area. */
export const restRoutes: RestRoute[] = [
  ...authRoutes,
  ...profileRoutes,
  ...adminUserRoutes,
  ...adminAnalyticsRoutes,
  ...contentRoutes,
  ...contactRoutes,
  ...commerceRoutes,
  ...emailListRoutes,
  ...emailRoutes,
];
