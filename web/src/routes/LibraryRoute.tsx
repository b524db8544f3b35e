import { LibraryView } from '../features/library/LibraryView';
import { RequireSession } from '../features/images/RequireSession';
import { usePageMeta } from '../lib/usePageMeta';

export function LibraryRoute() {
  usePageMeta({ title: 'My Library', description: 'Your created and purchased teaching content.' });
  return <RequireSession>{(user) => <LibraryView viewerId={user.id} />}</RequireSession>;
}
