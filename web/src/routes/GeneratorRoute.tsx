import { GeneratorShell } from '../features/generator/GeneratorHeader';
import { GeneratorView } from '../features/generator/GeneratorView';
import { RequireSession } from '../features/images/RequireSession';
import { usePageMeta } from '../lib/usePageMeta';

export function GeneratorRoute() {
  usePageMeta({
    title: 'Create Content',
    description: 'Create printable teaching images for your family and class with AI.',
  });
  return <RequireSession pending={<GeneratorShell />}>{(user) => <GeneratorView viewerId={user.id} />}</RequireSession>;
}
