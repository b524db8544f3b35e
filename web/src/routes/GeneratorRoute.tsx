import { ButtonLink } from '../components/ui/Button';
import { SparklesIcon } from '../components/ui/Icons';
import { StatePanel } from '../components/ui/StatePanel';
import { RequireAuth } from '../features/auth/RequireAuth';
import type { CurrentUser } from '../features/auth/useCurrentUser';
import { usePageMeta } from '../lib/usePageMeta';

function planLine(user: CurrentUser): string {
  if (user.role === 'admin') return 'Admin account: unlimited generations.';
  if (user.subscriptionStatus === 'active') return 'Family Plan: unlimited generations.';
  const limit = user.freeGenerationsLimit;
  const left = Math.max(0, limit - user.freeGenerationsUsed);
  return `Free Trial: ${left} of ${limit} free generations left.`;
}

/** Placeholder until the generator ships: login required, honest about what is not here yet. */
export function GeneratorRoute() {
  usePageMeta({
    title: 'Create Content',
    description: 'Create printable teaching images for your family and class with AI.',
  });
  return (
    <RequireAuth>
      {(user) => (
        <div className="container page-section">
          <header className="page-header">
            <h1>Create Content</h1>
            <p data-testid="plan-line">{planLine(user)}</p>
          </header>
          <StatePanel
            headingLevel={2}
            icon={<SparklesIcon size={32} />}
            title="The generator is almost here"
            description="We're putting the finishing touches on it. Soon you'll choose one of eight content types, describe your lesson and get a printable image in about 30 seconds."
            actions={
              <ButtonLink to="/" variant="secondary">
                Back to home
              </ButtonLink>
            }
          />
        </div>
      )}
    </RequireAuth>
  );
}
