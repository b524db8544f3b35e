import { useEffect, useState } from 'react';
import { Button, messageFromError, Spinner, useToast } from '@faithcraft/ui';
import { Panel } from '../../components/Panel';
import { formatDateTime } from '../../lib/format';
import {
  callTool,
  fetchCapabilities,
  HEALTH_COOLDOWN_MS,
  listedMethods,
  McpToasts,
  type Capabilities,
} from './mcpClient';
import { McpTests, type LastResult } from './McpTests';
import { useCooldown } from './useCooldown';

interface Health {
  status: string;
  checkedAt?: string;
}

/** MCP Tools tab (spec 001 §2): the media service's status, capabilities and test tools. */
export default function McpPanel() {
  const toast = useToast();
  const [health, setHealth] = useState<Health | null>(null);
  const [checking, setChecking] = useState(false);
  const [healthResting, restHealth] = useCooldown(HEALTH_COOLDOWN_MS);
  const [last, setLast] = useState<LastResult | null>(null);

  async function healthCheck() {
    restHealth();
    setChecking(true);
    try {
      const answer = await callTool('healthCheck');
      const result = (answer.result ?? {}) as Health;
      setHealth(result);
      setLast({ label: 'healthCheck', value: answer });
      if (result.status === 'healthy') {
        toast({ variant: 'success', title: McpToasts.healthOk, description: `Status: ${result.status}` });
      } else {
        toast({
          variant: 'error',
          title: McpToasts.healthFailed,
          description: `Status: ${result.status ?? 'unknown'}`,
        });
      }
    } catch (err) {
      setHealth({ status: 'unreachable' });
      setLast({ label: 'healthCheck', value: { error: messageFromError(err, 'The media service did not answer') } });
      toast({
        variant: 'error',
        title: McpToasts.healthFailed,
        description: messageFromError(err, 'The media service did not answer. Please try again.'),
      });
    } finally {
      setChecking(false);
    }
  }

  return (
    <div className="tab-stack">
      <div className="two-col">
        <Panel
          title="Media service status"
          testId="mcp-status"
          actions={
            <Button onClick={() => void healthCheck()} pending={checking} disabled={healthResting}>
              Health check
            </Button>
          }
        >
          <p className="status-line" data-testid="mcp-health">
            <span className={`status-dot status-dot--${health?.status ?? 'unknown'}`} aria-hidden="true" />
            {health ? (
              <>
                Status: <strong>{health.status}</strong>
                {health.checkedAt && <span className="muted"> · checked {formatDateTime(health.checkedAt)}</span>}
              </>
            ) : (
              'Not checked yet: run a health check.'
            )}
          </p>
        </Panel>
        <CapabilitiesCard />
      </div>
      <McpTests onResult={setLast} />
      <Panel title="Last result" testId="mcp-last-result">
        {last ? (
          <>
            <p className="muted">{last.label}</p>
            <pre className="json-view" data-testid="mcp-result-json">
              {JSON.stringify(last.value, null, 2)}
            </pre>
          </>
        ) : (
          <p className="muted">Run a test to see the media service's answer here.</p>
        )}
      </Panel>
    </div>
  );
}

function CapabilitiesCard() {
  const [capabilities, setCapabilities] = useState<Capabilities | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    fetchCapabilities()
      .then((value) => live && setCapabilities(value))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  const listed = capabilities ? listedMethods(capabilities.methods) : null;
  return (
    <Panel
      title="Capabilities"
      testId="mcp-capabilities"
      description={capabilities ? `${capabilities.name} v${capabilities.version}` : undefined}
    >
      {listed ? (
        <ul className="method-list">
          {listed.shown.map((method) => (
            <li key={method.name}>
              <code>{method.name}</code> <span className="muted">{method.description}</span>
            </li>
          ))}
          {listed.more > 0 && <li className="muted">+{listed.more} more</li>}
        </ul>
      ) : failed ? (
        <p role="alert" className="field__error">
          The capabilities could not be loaded.
        </p>
      ) : (
        <Spinner label="Loading capabilities" />
      )}
    </Panel>
  );
}
