import { useState } from 'react';
import { ButtonLink } from '@faithcraft/ui';
import { SparklesIcon } from 'lucide-react';
import { FAMILY_PLAN_PRICE } from '../../lib/constants';

const DISMISSED_KEY = 'faithcraft.upgradeBannerDismissed';

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) === 'true';
  } catch {
    return false; // storage blocked (private mode): show the banner, it can still be closed
  }
}

/** Invitation to the Family Plan; once closed it stays closed on this browser. */
export function UpgradeBanner() {
  const [dismissed, setDismissed] = useState(readDismissed);
  if (dismissed) return null;

  function dismiss() {
    setDismissed(true);
    try {
      window.localStorage.setItem(DISMISSED_KEY, 'true');
    } catch {
      // storage blocked: dismissed for this visit only
    }
  }

  return (
    <aside className="upgrade-banner" aria-label="Upgrade to the Family Plan" data-testid="upgrade-banner">
      <span className="upgrade-banner__icon" aria-hidden="true">
        <SparklesIcon size={22} />
      </span>
      <div className="upgrade-banner__text">
        <p className="upgrade-banner__title">Unlock unlimited creating with the Family Plan</p>
        <p>
          Unlimited AI generation, every content type and high-resolution downloads for {FAMILY_PLAN_PRICE}/month.
          Cancel anytime.
        </p>
      </div>
      <ButtonLink to="/upgrade" size="sm">
        Upgrade Now
      </ButtonLink>
      <button type="button" className="upgrade-banner__close" aria-label="Dismiss upgrade banner" onClick={dismiss}>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
    </aside>
  );
}
