import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Button, Spinner, useToast } from '@faithcraft/ui';
import { FetchFailed } from '../../../components/FetchFailed';
import { Panel } from '../../../components/Panel';
import { formatDateTime } from '../../../lib/format';
import {
  EmailTemplatesQuery,
  InitializeTemplatesMutation,
  SendTestTemplateMutation,
  TemplateContentQuery,
} from '../documents';
import { EmailTexts, sendyEditUrl, templateWireName } from '../emailRules';
import { StatusBadge } from '../fields';
import { useEmailAction } from '../useEmailAction';
import { TemplateEditorDialog, type EditableTemplate } from './TemplateEditorDialog';
import type { EmailTemplateType } from '../../../__generated__/graphql';

/** Templates tab (spec 001 §2): the six templates, initialize, copy content, edit, test send. */
export default function TemplatesPanel() {
  const client = useApolloClient();
  const toast = useToast();
  const act = useEmailAction();
  const { data, error, refetch } = useQuery(EmailTemplatesQuery, { fetchPolicy: 'cache-and-network' });
  const [initialize, initializing] = useMutation(InitializeTemplatesMutation, {
    refetchQueries: [EmailTemplatesQuery],
  });
  const [sendTest] = useMutation(SendTestTemplateMutation);
  const [editing, setEditing] = useState<EditableTemplate | null>(null);
  const [testing, setTesting] = useState<EmailTemplateType | null>(null);
  const templates = data?.emailTemplates;
  const serviceUrl = data?.emailTemplateConfig.serviceUrl ?? null;
  const [params, setParams] = useSearchParams();
  const linkedType = params.get('edit')?.toUpperCase() ?? null;

  // The config's editorPath (`?tab=templates&edit=<type>`) links straight to a template's editor.
  const linked =
    linkedType && !serviceUrl ? (templates?.find((template) => template.type === linkedType) ?? null) : null;
  const shown = editing ?? linked;

  function closeEditor() {
    setEditing(null);
    if (linkedType) {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete('edit');
          return updated;
        },
        { replace: true },
      );
    }
    void refetch().catch(() => undefined);
  }

  async function copyContent(type: EmailTemplateType, name: string) {
    try {
      const { data: answer } = await client.query({
        query: TemplateContentQuery,
        variables: { type },
        fetchPolicy: 'network-only',
      });
      const result = answer?.emailTemplateContent;
      if (!result?.success || !result.content) {
        toast({ variant: 'error', title: result?.message || EmailTexts.copyFailed });
        return;
      }
      await navigator.clipboard.writeText(result.content.html);
      toast({
        variant: 'success',
        title: `Copied the HTML of ${name}`,
        description: `Subject: ${result.content.subject}`,
      });
    } catch {
      toast({ variant: 'error', title: EmailTexts.copyFailed });
    }
  }

  function edit(template: EditableTemplate) {
    if (!serviceUrl) return setEditing(template);
    const target = sendyEditUrl(serviceUrl, template.id);
    if ('error' in target) toast({ variant: 'error', title: target.error });
    else window.open(target.url, '_blank', 'noopener,noreferrer');
  }

  async function testSend(type: EmailTemplateType) {
    setTesting(type);
    await act(
      async () => (await sendTest({ variables: { type } })).data?.sendTestTemplateEmail,
      EmailTexts.actionFailed,
    );
    setTesting(null);
  }

  if (!templates && error) {
    return (
      <FetchFailed
        error={error}
        message="Failed to fetch templates"
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }

  return (
    <div className="tab-stack">
      <Panel
        title="Templates"
        description={
          serviceUrl
            ? `Edits open the configured email service (${serviceUrl}).`
            : 'Edits open the built-in MJML editor with a live preview.'
        }
        actions={
          <Button
            pending={initializing.loading}
            onClick={() =>
              void act(async () => (await initialize()).data?.initializeEmailTemplates, EmailTexts.initializeFailed)
            }
          >
            Initialize templates
          </Button>
        }
        testId="templates"
      >
        {templates && templates.length === 0 && (
          <p className="muted">No templates yet. Initialize creates the six standard templates.</p>
        )}
        <div className="table-scroll">
          <table className="data-table" data-testid="templates-table">
            <caption className="visually-hidden">Email templates</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Subject</th>
                <th scope="col">Type</th>
                <th scope="col">Active</th>
                <th scope="col">Last modified</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {templates?.map((template) => (
                <tr key={template.id} data-testid="template-row">
                  <th scope="row">{template.name}</th>
                  <td>{template.subject}</td>
                  <td>
                    <code>{templateWireName(template.type)}</code>
                  </td>
                  <td>
                    <StatusBadge tone={template.isActive ? 'good' : 'plain'}>
                      {template.isActive ? 'Active' : 'Inactive'}
                    </StatusBadge>
                  </td>
                  <td>{formatDateTime(template.lastModified)}</td>
                  <td>
                    <div className="email-row-actions">
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={`Copy content of ${template.name}`}
                        onClick={() => void copyContent(template.type, template.name)}
                      >
                        Copy content
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={`Edit ${template.name} in the email service`}
                        onClick={() => edit(template)}
                      >
                        Edit in the email service
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        pending={testing === template.type}
                        aria-label={`Send ${template.name} to me as a test`}
                        onClick={() => void testSend(template.type)}
                      >
                        Send test to me
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {!templates && <Spinner label="Loading templates" />}
        </div>
      </Panel>
      {shown && <TemplateEditorDialog key={shown.id} template={shown} serviceUrl={serviceUrl} onClose={closeEditor} />}
    </div>
  );
}
