import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { AuthGate, type CurrentUser } from '@faithcraft/ui';

/** Pages for signed-in users only; signed-out visitors go to /signin (the kit's AuthGate decides). */
export function RequireAuth({ children }: { children: (user: CurrentUser) => ReactNode }) {
  return <AuthGate signedOut={<Navigate to="/signin" replace />}>{children}</AuthGate>;
}
