import { StatePanel } from '@faithcraft/ui';
import { usePageMeta } from '../lib/usePageMeta';

export function NotFoundRoute() {
  usePageMeta({ title: 'Page Not Found' });
  return (
    <StatePanel
      title="Page Not Found"
      testId="not-found"
      actions={
        <a className="btn btn--primary btn--md" href="/admin/">
          Go to the dashboard
        </a>
      }
      description="This admin page doesn't exist (yet)."
    />
  );
}
