import { lazy } from 'react';
import { AfterFirstPaint } from '../app/AfterFirstPaint';
import { GeneratorShell } from '../features/generator/GeneratorHeader';
import { RequireSession } from '../features/images/RequireSession';
import { usePageMeta } from '../lib/usePageMeta';

// The form, the results and their image code arrive in their own chunk: the page's heading (its
// largest paint) shows as soon as this small one has run, and the shell's spinner holds the place.
const GeneratorView = lazy(() =>
  import('../features/generator/GeneratorView').then((m) => ({ default: m.GeneratorView })),
);

export function GeneratorRoute() {
  usePageMeta({
    title: 'Create Content',
    description: 'Create printable teaching images for your family and class with AI.',
  });
  return (
    <RequireSession pending={<GeneratorShell />}>
      {(user) => (
        <AfterFirstPaint placeholder={<GeneratorShell />}>
          <GeneratorView viewerId={user.id} />
        </AfterFirstPaint>
      )}
    </RequireSession>
  );
}
