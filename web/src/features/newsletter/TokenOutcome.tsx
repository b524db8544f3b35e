import { MailCheckIcon, MailXIcon } from 'lucide-react';
import { ButtonLink, Spinner, StatePanel } from '@faithcraft/ui';
import type { TokenActionState } from './useTokenAction';

interface TokenOutcomeProps {
  state: TokenActionState;
  pending: string;
  successTitle: string;
  failureTitle: string;
  missing: string;
}

/** The outcome of a link from an e-mail (confirm, unsubscribe), announced to screen readers. */
export function TokenOutcome({ state, pending, successTitle, failureTitle, missing }: TokenOutcomeProps) {
  const home = (
    <ButtonLink to="/" variant="secondary">
      Back to FaithCraft
    </ButtonLink>
  );
  return (
    <div className="container page-section" aria-live="polite">
      {state.kind === 'pending' ? (
        <StatePanel title={pending} icon={<Spinner label={pending} />} testId="token-outcome" />
      ) : state.kind === 'missing' ? (
        <StatePanel
          title={failureTitle}
          description={missing}
          tone="error"
          icon={<MailXIcon />}
          actions={home}
          testId="token-outcome"
        />
      ) : (
        <StatePanel
          title={state.success ? successTitle : failureTitle}
          description={state.message}
          tone={state.success ? 'neutral' : 'error'}
          icon={state.success ? <MailCheckIcon /> : <MailXIcon />}
          actions={home}
          testId="token-outcome"
        />
      )}
    </div>
  );
}
