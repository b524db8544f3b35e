import { useState, type FormEvent } from 'react';
import { Button, messageFromError, TextAreaField, TextField, useToast } from '@faithcraft/ui';
import { Panel } from '../../components/Panel';
import { batchUrls, callTool, McpToasts, UPLOAD_COOLDOWN_MS } from './mcpClient';
import { useCooldown } from './useCooldown';

export interface LastResult {
  label: string;
  value: unknown;
}

const TEST_FOLDER = 'admin-tests';

/** The three media-service tests: single upload, batch upload, download URLs. */
export function McpTests({ onResult }: { onResult: (result: LastResult) => void }) {
  const toast = useToast();
  const [imageUrl, setImageUrl] = useState('');
  const [urlError, setUrlError] = useState<string | undefined>();
  const [uploading, setUploading] = useState(false);
  const [uploadResting, restUpload] = useCooldown(UPLOAD_COOLDOWN_MS);
  const [batchText, setBatchText] = useState('');
  const [batchError, setBatchError] = useState<string | undefined>();
  const [batching, setBatching] = useState(false);
  const [publicId, setPublicId] = useState('');
  const [idError, setIdError] = useState<string | undefined>();
  const [linking, setLinking] = useState(false);

  /** Runs a call, records its answer (or the refusal) as the last result, and reports it. */
  async function run(label: string, call: () => Promise<unknown>, ok: (value: unknown) => void, failedTitle: string) {
    try {
      const answer = await call();
      onResult({ label, value: answer });
      ok(answer);
    } catch (err) {
      const message = messageFromError(err, 'The media service did not answer. Please try again.');
      onResult({ label, value: { error: message } });
      toast({ variant: 'error', title: failedTitle, description: message });
    }
  }

  async function uploadTest(event: FormEvent) {
    event.preventDefault();
    if (!imageUrl.trim()) return setUrlError('Please enter an image URL');
    restUpload();
    setUploading(true);
    await run(
      'upload',
      () => callTool('upload', { imageUrl: imageUrl.trim(), folder: TEST_FOLDER, quality: 'auto', format: 'png' }),
      (answer) => {
        const result = (answer as { result?: { publicId?: string } }).result;
        if (result?.publicId) setPublicId(result.publicId);
        toast({
          variant: 'success',
          title: McpToasts.uploadOk,
          description: result?.publicId ? `Stored as ${result.publicId}` : undefined,
        });
      },
      McpToasts.uploadFailed,
    );
    setUploading(false);
  }

  async function batchTest(event: FormEvent) {
    event.preventDefault();
    const urls = batchUrls(batchText);
    if (!urls.length) return setBatchError('Please enter at least one image URL');
    setBatching(true);
    await run(
      'batchUpload',
      () => callTool('batchUpload', { uploads: urls.map((url) => ({ imageUrl: url, folder: TEST_FOLDER })) }),
      (answer) => {
        const results = (answer as { result?: { success?: boolean }[] }).result ?? [];
        const stored = results.filter((item) => item.success).length;
        toast({
          variant: 'success',
          title: McpToasts.batchOk,
          description: `${results.length} result${results.length === 1 ? '' : 's'}: ${stored} stored, ${results.length - stored} failed`,
        });
      },
      McpToasts.batchFailed,
    );
    setBatching(false);
  }

  async function downloadTest(event: FormEvent) {
    event.preventDefault();
    if (!publicId.trim()) return setIdError('Please enter a public ID or an image ID');
    setLinking(true);
    await run(
      'createDownloadUrls',
      () => callTool('createDownloadUrls', { publicId: publicId.trim() }),
      (answer) => {
        const urls = (answer as { result?: { urls?: Record<string, string> } }).result?.urls ?? {};
        toast({
          variant: 'success',
          title: McpToasts.downloadOk,
          description: `${Object.keys(urls).length} link(s), valid for 5 minutes`,
        });
      },
      McpToasts.downloadFailed,
    );
    setLinking(false);
  }

  return (
    <div className="three-col">
      <Panel title="Single upload test" description="Copies one image from a URL into the media service.">
        <form onSubmit={(event) => void uploadTest(event)} noValidate className="stack-form">
          <TextField
            label="Image URL"
            type="url"
            required
            value={imageUrl}
            placeholder="https://…/image.png"
            error={urlError}
            onChange={(event) => {
              setImageUrl(event.target.value);
              setUrlError(undefined);
            }}
          />
          <Button type="submit" pending={uploading} disabled={uploadResting}>
            Test upload
          </Button>
        </form>
      </Panel>
      <Panel title="Batch upload test" description="Up to 20 images at once, one URL per line.">
        <form onSubmit={(event) => void batchTest(event)} noValidate className="stack-form">
          <TextAreaField
            label="Image URLs"
            rows={3}
            value={batchText}
            onChange={(event) => {
              setBatchText(event.target.value);
              setBatchError(undefined);
            }}
          />
          {batchError && (
            <p className="field__error" role="alert">
              {batchError}
            </p>
          )}
          <Button type="submit" pending={batching}>
            Test batch upload
          </Button>
        </form>
      </Panel>
      <Panel title="Download URL test" description="Short-lived links for a stored file or an image.">
        <form onSubmit={(event) => void downloadTest(event)} noValidate className="stack-form">
          <TextField
            label="Public ID"
            value={publicId}
            placeholder="admin-tests/name or an image id"
            error={idError}
            onChange={(event) => {
              setPublicId(event.target.value);
              setIdError(undefined);
            }}
          />
          <Button type="submit" pending={linking}>
            Create download URLs
          </Button>
        </form>
      </Panel>
    </div>
  );
}
