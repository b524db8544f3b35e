import { UpgradeView } from '../features/upgrade/UpgradeView';
import { usePageMeta } from '../lib/usePageMeta';

export function UpgradeRoute() {
  usePageMeta({
    title: 'Upgrade to the Family Plan',
    description: 'Unlimited AI creation of printable teaching content for $9.99 a month. Cancel anytime.',
    noIndex: true,
  });
  return <UpgradeView />;
}
