import { ApiError, sendRequest } from '@faithcraft/ui';

export const DOWNLOAD_FORMATS = ['png', 'jpg', 'pdf'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

/**
 * The file name from a Content-Disposition header: RFC 5987 `filename*=UTF-8''…` wins over a plain
 * `filename="…"`. Path separators are dropped so a name can never point outside the downloads folder.
 */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  let name: string | undefined;
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1].trim());
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/.exec(header);
    name = (plain?.[1] ?? plain?.[2])?.replace(/\\(.)/g, '$1').trim();
  }
  const safe = name?.replace(/[/\\]/g, '_').trim();
  return safe || undefined;
}

/** "Faith Like Nephi!" → "faith-like-nephi", for a fallback file name. */
export function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'faithcraft-image'
  );
}

/** Hands a blob to the browser as a download with the given name. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the save in some browsers; a minute is plenty.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Downloads one format of an image with the session cookie and saves it under the server's file
 * name. Returns the name used. Failures throw a ApiError (status + body) or a network TypeError.
 */
export async function downloadImage(imageId: string, format: DownloadFormat, title: string): Promise<string> {
  const response = await sendRequest('GET', `/api/images/${encodeURIComponent(imageId)}/download/${format}`);
  const blob = await response.blob();
  const fileName =
    fileNameFromDisposition(response.headers.get('content-disposition')) ?? `${slugify(title)}.${format}`;
  saveBlob(blob, fileName);
  return fileName;
}

/** The toast text for a failed download (spec 000 §8). */
export function downloadErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? `Download Failed: ${error.status}`;
  return 'Failed to download image';
}
