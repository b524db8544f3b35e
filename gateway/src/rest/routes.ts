import { authRoutes } from './auth-routes.js';
import { contactRoutes } from './contact-routes.js';
import type { RestRoute } from './facade.js';

/** Every GraphQL-backed `/api/...` path, one table per area. */
export const restRoutes: RestRoute[] = [...authRoutes, ...contactRoutes];
