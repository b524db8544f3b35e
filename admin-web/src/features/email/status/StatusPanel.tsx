import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, TextField, useToast } from '@faithcraft/ui';
import { Panel } from '../../../components/Panel';
import { MailRelayStatusQuery, SubscriptionStatusMutation, TemplateConfigQuery } from '../documents';
import { EmailTexts, emailAndListError, statusTone, SUBSCRIPTION_STATUS_LABELS } from '../emailRules';
import { ChoiceField, FormError, StatusBadge } from '../fields';
import { useEmailLists } from '../useEmailLists';
import type { EmailSubscriptionStatus } from '../../../__generated__/graphql';

/** Status tab (spec 001 §2): check an address's subscription, and how this service sends mail. */
export default function StatusPanel() {
  return (
    <div className="tab-stack">
      <StatusCheck />
      <ServiceStatus />
    </div>
  );
}

function StatusCheck() {
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

function ServiceStatus() {
  // Two queries: the relay's answer does not wait for (or fail with) the template settings.
  const { data, error, loading, refetch } = useQuery(MailRelayStatusQuery, { fetchPolicy: 'network-only' });
  const config = useQuery(TemplateConfigQuery, { fetchPolicy: 'cache-and-network' });
  const relay = data?.mailRelayStatus;
  const serviceUrl = config.data?.emailTemplateConfig.serviceUrl;
  return (
    <Panel
      title="Email service"
      description="FaithCraft keeps its lists and sends its campaigns itself, through the SMTP relay below."
      actions={
        <Button
          variant="ghost"
          size="sm"
          pending={loading}
          onClick={() => {
            void refetch().catch(() => undefined);
            void config.refetch().catch(() => undefined);
          }}
        >
          Check again
        </Button>
      }
      testId="email-service-status"
    >
      {error && !data && (
        <p className="inline-error" role="alert">
          The email service did not answer. Try again in a moment.
        </p>
      )}
      <dl className="email-facts">
        <dt>Mail relay</dt>
        <dd data-testid="mail-relay-status">{relay ?? 'Checking…'}</dd>
        <dt>Senders</dt>
        <dd>
          Marketing mail (campaigns, automations) goes out from the marketing sender (MARKETING_FROM); account mail
          (welcome, password reset) from the transactional sender (MAIL_FROM), so unsubscribing never stops a reset.
        </dd>
        <dt>Template editing</dt>
        <dd data-testid="template-editing">
          {!config.data
            ? config.error
              ? 'The template settings could not be loaded.'
              : 'Checking…'
            : serviceUrl
              ? `Sendy at ${serviceUrl}`
              : 'Built-in MJML editor with live preview (no Sendy URL configured).'}
        </dd>
        <dt>Sendy</dt>
        <dd>
          Optional. The original design delegated lists and sending to an outside Sendy install; here it is only an
          adapter for editing templates in Sendy when its URL is configured. Lists, subscribers, campaigns, automations
          and analytics all run in FaithCraft.
        </dd>
      </dl>
    </Panel>
  );
}
