import { useQuery } from '@apollo/client/react';
import { Button } from '@faithcraft/ui';
import { Panel } from '../../../components/Panel';
import { MailRelayStatusQuery, TemplateConfigQuery } from '../documents';
import { StatusCheck } from './StatusCheck';

/** Status tab (spec 001 §2): check an address's subscription, and how this service sends mail. */
export default function StatusPanel() {
  return (
    <div className="tab-stack">
      <StatusCheck />
      <ServiceStatus />
    </div>
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
