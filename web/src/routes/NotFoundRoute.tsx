import { ButtonLink, StatePanel } from '@faithcraft/ui';
import { usePageMeta } from '../lib/usePageMeta';

export function NotFoundRoute() {
  usePageMeta({ title: 'Page Not Found' });
  return (
    <div className="container page-section">
      <StatePanel
        icon={<span className="state-panel__code">404</span>}
        title="Page Not Found"
        description="The page you're looking for doesn't exist or may have moved."
        actions={<ButtonLink to="/">Go to home</ButtonLink>}
      />
    </div>
  );
}
