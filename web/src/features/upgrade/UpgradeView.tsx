import { useCurrentUser } from '@faithcraft/ui';
import { SparklesIcon } from 'lucide-react';
import { FamilyPlanCard } from './FamilyPlanCard';
import { ContentTypeGrid, UpgradeFaq, UpgradeTestimonials } from './UpgradeExtras';
import { useUpgradeFlow } from './useUpgradeFlow';
import '../../styles/images.css';
import '../../styles/upgrade.css';

/** Spec 000 §2 Upgrade: where the generator sends a user at the free limit. */
export function UpgradeView() {
  const { user } = useCurrentUser();
  const flow = useUpgradeFlow(user !== null);

  return (
    <div className="container page-section upgrade">
      <p className="upgrade__banner" role="status">
        <SparklesIcon size={18} aria-hidden="true" /> You&apos;ve used all your free generations!
      </p>
      <header className="upgrade__header">
        <h1>Unlock Unlimited Creation for Your Family</h1>
        <p>
          Keep making flashcards, coloring pages, games and lesson visuals whenever inspiration strikes, with no limits
          and every format.
        </p>
      </header>
      <FamilyPlanCard flow={flow} />
      <UpgradeTestimonials />
      <ContentTypeGrid />
      <UpgradeFaq />
    </div>
  );
}
