import { useEffect, useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, Dialog, TextAreaField, TextField, useToast } from '@faithcraft/ui';
import { RenderTemplateQuery, SendTestTemplateMutation, UpdateTemplateMutation } from '../documents';
import { EmailTexts, sendyEditUrl, templateLabel } from '../emailRules';
import { useEmailAction } from '../useEmailAction';
import type { EmailTemplateType } from '../../../__generated__/graphql';

/** The live preview waits for a pause in typing before asking the server to render. */
export const PREVIEW_DELAY_MS = 400;

export interface EditableTemplate {
  id: string;
  name: string;
  subject: string;
  type: EmailTemplateType;
  mjml: string;
  variables: readonly string[];
}

/**
 * The built-in template editor (what the spec's "edit in the email service" opens when no Sendy
 * URL is configured): subject and MJML, a live preview rendered by the email service into a
 * sandboxed frame (no scripts, no same-origin access), save, and a test send to the signed-in admin.
 */
export function TemplateEditorDialog({
  template,
  serviceUrl,
  onClose,
}: {
  template: EditableTemplate;
  serviceUrl: string | null | undefined;
  onClose: () => void;
}) {
  const client = useApolloClient();
  const toast = useToast();
  const act = useEmailAction();
  const [subject, setSubject] = useState(template.subject);
  const [mjml, setMjml] = useState(template.mjml);
  const [preview, setPreview] = useState<{ html: string; errors: readonly string[] } | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  const [save, saving] = useMutation(UpdateTemplateMutation);
  const [sendTest, testing] = useMutation(SendTestTemplateMutation);

  useEffect(() => {
    let current = true;
    const timer = window.setTimeout(() => {
      client
        .query({ query: RenderTemplateQuery, variables: { mjml }, fetchPolicy: 'network-only' })
        .then(({ data }) => {
          if (!current || !data) return;
          setPreview(data.renderEmailTemplate);
          setPreviewFailed(false);
        })
        .catch(() => current && setPreviewFailed(true));
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [client, mjml]);

  function openInSendy() {
    const target = sendyEditUrl(serviceUrl, template.id);
    if ('error' in target) toast({ variant: 'error', title: target.error });
    else window.open(target.url, '_blank', 'noopener,noreferrer');
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Edit template: ${template.name}`}
      description={`The ${templateLabel(template.type)} mail, written in MJML so it renders in common mail clients.`}
      size="lg"
      className="email-editor-dialog"
      testId="template-editor"
    >
      <div className="email-editor">
        <div className="stack-form">
          <TextField label="Subject" value={subject} onChange={(e) => setSubject(e.target.value)} />
          <TextAreaField
            label="MJML"
            value={mjml}
            onChange={(e) => setMjml(e.target.value)}
            className="email-editor__field"
            spellCheck={false}
            rows={18}
            hint={
              template.variables.length
                ? `Variables: ${template.variables.map((name) => `{{${name}}}`).join(', ')}`
                : undefined
            }
          />
        </div>
        <div>
          <h3 className="dialog-section__title">Preview</h3>
          {previewFailed && (
            <p className="inline-error" role="alert">
              The preview could not be rendered. Your changes are kept; try again in a moment.
            </p>
          )}
          {preview && preview.errors.length > 0 && (
            <ul className="field__error" data-testid="mjml-errors" aria-label="MJML problems">
              {preview.errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          )}
          <iframe
            className="email-editor__preview"
            title={`Preview of ${template.name}`}
            sandbox=""
            srcDoc={preview?.html ?? ''}
            data-testid="template-preview"
          />
        </div>
      </div>
      <div className="dialog__actions">
        <Button variant="ghost" onClick={openInSendy}>
          Open in Sendy
        </Button>
        <Button
          variant="secondary"
          pending={testing.loading}
          onClick={() =>
            void act(
              async () => (await sendTest({ variables: { type: template.type } })).data?.sendTestTemplateEmail,
              EmailTexts.actionFailed,
            )
          }
        >
          Send test to me
        </Button>
        <Button
          pending={saving.loading}
          onClick={() =>
            void act(
              async () =>
                (await save({ variables: { type: template.type, input: { subject, mjml } } })).data
                  ?.updateEmailTemplate,
              EmailTexts.actionFailed,
            )
          }
        >
          Save template
        </Button>
      </div>
    </Dialog>
  );
}
