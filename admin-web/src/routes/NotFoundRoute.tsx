import { StatePanel } from '../components/ui/StatePanel';
import { usePageMeta } from '../lib/usePageMeta';

export function NotFoundRoute() {
  usePageMeta({ title: 'Page Not Found' });
  return (
    <StatePanel
      title="Page Not Found"
      testId="not-found"
      actions={
        <a className="btn btn--primary" href="/admin/">
          Go to the dashboard
        </a>
      }
    >
      <p>This admin page doesn&apos;t exist (yet).</p>
    </StatePanel>
  );
}
