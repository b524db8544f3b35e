import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, TextField, useToast } from '@faithcraft/ui';
import { Panel } from '../../../components/Panel';
import { SubscriptionStatusMutation } from '../documents';
import { EmailTexts, emailAndListError, statusTone, SUBSCRIPTION_STATUS_LABELS } from '../emailRules';
import { ChoiceField, FormError, StatusBadge } from '../fields';
import { useEmailLists } from '../useEmailLists';
import type { EmailSubscriptionStatus } from '../../../__generated__/graphql';

/** The subscription-status check (email and list required), on the Status tab and under the Subscribers forms. */
export function StatusCheck() {
  const toast = useToast();
  const { options, defaultListId } = useEmailLists();
  const [check, { loading }] = useMutation(SubscriptionStatusMutation);
  const [email, setEmail] = useState('');
  const [listId, setListId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [answer, setAnswer] = useState<{ email: string; status: EmailSubscriptionStatus } | null>(null);
  const chosenList = listId ?? defaultListId;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const rule = emailAndListError(email, chosenList);
    setProblem(rule);
    if (rule) return;
    try {
      const result = (await check({ variables: { email: email.trim(), listId: chosenList } })).data
        ?.emailSubscriptionStatus;
      if (!result) throw new Error('no answer');
      if (!result.success || !result.status) {
        setAnswer(null);
        toast({ variant: 'error', title: result.message || EmailTexts.statusFailed });
        return;
      }
      setAnswer({ email: email.trim(), status: result.status });
    } catch {
      setAnswer(null);
      toast({ variant: 'error', title: EmailTexts.statusFailed });
    }
  }

  return (
    <Panel title="Check a subscription" testId="status-check">
      <form className="inline-form" onSubmit={(event) => void submit(event)} noValidate data-testid="status-form">
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <ChoiceField
          label="List"
          value={chosenList}
          onChange={(e) => setListId(e.target.value)}
          options={options}
          placeholder="Choose a list"
        />
        <Button type="submit" pending={loading}>
          Check status
        </Button>
      </form>
      <FormError>{problem}</FormError>
      {answer && (
        <p aria-live="polite" data-testid="status-answer">
          {answer.email}:{' '}
          <StatusBadge tone={statusTone(answer.status)}>{SUBSCRIPTION_STATUS_LABELS[answer.status]}</StatusBadge>
        </p>
      )}
    </Panel>
  );
}
