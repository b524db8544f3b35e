import type { ResolverDeps } from '@faithcraft/lib';
import type { Accounts } from '../accounts/accounts.js';
import type { AdminUsers } from '../accounts/admin-users.js';
import type { PasswordReset } from '../accounts/password-reset.js';
import type { Profiles } from '../accounts/profiles.js';

/** The use cases the resolvers translate to and from GraphQL. */
export interface UsersServices extends ResolverDeps {
  accounts: Accounts;
  passwordReset: PasswordReset;
  profiles: Profiles;
  admin: AdminUsers;
}
