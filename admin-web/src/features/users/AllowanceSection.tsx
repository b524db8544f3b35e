import { useState } from 'react';
import { Button, TextField } from '@faithcraft/ui';
import {
  availableGenerations,
  canAddCredits,
  creditsProblem,
  MAX_CREDITS,
  parseCredits,
  parseLimit,
  parseUsed,
} from './generationRules';
import type { AdminUser } from './types';
import type { useUserActions } from './useUserActions';

type Actions = ReturnType<typeof useUserActions>;

/**
 * Generations used and limit (spec 001 §5 number rules: used non-numeric → 0, limit non-numeric → 5),
 * Update Limits, Reset Used, and adding 1–1000 credits (Add disabled at 0 or less; cleared after).
 */
export function AllowanceSection({
  user,
  actions,
  onUpdated,
}: {
  user: AdminUser;
  actions: Actions;
  onUpdated: () => void;
}) {
  const [usedText, setUsedText] = useState(String(user.freeGenerationsUsed));
  const [limitText, setLimitText] = useState(String(user.freeGenerationsLimit));
  const [creditsText, setCreditsText] = useState('0');
  // A reset or added credits change the stored figures: the inputs follow them.
  const [shown, setShown] = useState({ used: user.freeGenerationsUsed, limit: user.freeGenerationsLimit });
  if (shown.used !== user.freeGenerationsUsed || shown.limit !== user.freeGenerationsLimit) {
    setShown({ used: user.freeGenerationsUsed, limit: user.freeGenerationsLimit });
    setUsedText(String(user.freeGenerationsUsed));
    setLimitText(String(user.freeGenerationsLimit));
  }

  const credits = parseCredits(creditsText);
  const problem = creditsProblem(credits);

  return (
    <section className="dialog-section" aria-labelledby="allowance-title">
      <h3 id="allowance-title" className="dialog-section__title">
        Generations
      </h3>
      <p className="muted" data-testid="generations-available">
        {availableGenerations(user.freeGenerationsUsed, user.freeGenerationsLimit)} of {user.freeGenerationsLimit} free
        generations available ({user.freeGenerationsUsed} used).
      </p>
      <div className="inline-form">
        <TextField
          label="Generations used"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          value={usedText}
          onChange={(event) => setUsedText(event.target.value)}
          onBlur={() => setUsedText(String(parseUsed(usedText)))}
        />
        <TextField
          label="Generations limit"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          value={limitText}
          onChange={(event) => setLimitText(event.target.value)}
          onBlur={() => setLimitText(String(parseLimit(limitText)))}
        />
        <Button
          onClick={() =>
            void actions.updateGenerations(parseUsed(usedText), parseLimit(limitText)).then((ok) => ok && onUpdated())
          }
          disabled={actions.pending}
        >
          Update Limits
        </Button>
        <Button variant="secondary" onClick={() => void actions.resetUsed()} disabled={actions.pending}>
          Reset Used
        </Button>
      </div>
      <div className="inline-form">
        <TextField
          label="Credits to add"
          type="number"
          min={0}
          max={MAX_CREDITS}
          step={1}
          inputMode="numeric"
          value={creditsText}
          hint={`0 to ${MAX_CREDITS} extra free generations.`}
          error={problem ?? undefined}
          onChange={(event) => setCreditsText(event.target.value)}
        />
        <Button
          onClick={() => void actions.addCredits(credits).then((ok) => ok && setCreditsText('0'))}
          disabled={!canAddCredits(credits) || actions.pending}
        >
          Add
        </Button>
      </div>
    </section>
  );
}
