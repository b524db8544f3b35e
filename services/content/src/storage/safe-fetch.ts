import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** A fetch refused or failed; `message` is safe to show to an admin. `gone` means the link is dead. */
export class RemoteImageError extends Error {
  override name = 'RemoteImageError';
  constructor(
    message: string,
    readonly gone = false,
  ) {
    super(message);
  }
}

export interface SafeFetchOptions {
  allowPrivate: boolean;
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  contentTypes?: string[];
}

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const DEFAULT_MAX_BYTES = 15 * 1024 * 1024;

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** Loopback, private, link-local (cloud metadata 169.254.169.254), CGNAT, multicast and reserved ranges. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) return blocked.check(address, 'ipv6');
  return true;
}

/**
 * Downloads an image from a URL someone else chose, without letting that URL reach inside our
 * network: http(s) only, every resolved address checked (and the connection pinned to it, so DNS
 * cannot change between check and connect), redirects followed by hand and checked again, bounded
 * size and time, image content types only.
 */
export async function fetchRemoteImage(
  rawUrl: string,
  opts: SafeFetchOptions,
): Promise<{ body: Buffer; contentType: string; url: string }> {
  let url = parseUrl(rawUrl);
  for (let hop = 0; hop <= (opts.maxRedirects ?? 3); hop++) {
    const address = await resolveAllowed(url, opts.allowPrivate);
    const res = await get(url, address, opts.timeoutMs ?? 15_000);
    const status = res.statusCode ?? 0;
    if (status >= 300 && status < 400 && res.headers.location) {
      res.resume();
      url = parseUrl(new URL(res.headers.location, url).toString());
      continue;
    }
    if (status === 404 || status === 410 || status === 403) {
      res.resume();
      throw new RemoteImageError(`The image link is no longer available (HTTP ${status})`, true);
    }
    if (status < 200 || status >= 300) {
      res.resume();
      throw new RemoteImageError(`The image server answered HTTP ${status}`);
    }
    const contentType = (res.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (!(opts.contentTypes ?? IMAGE_TYPES).includes(contentType)) {
      res.resume();
      throw new RemoteImageError(`The link is not a PNG, JPEG or WebP image (${contentType || 'no content type'})`);
    }
    const body = await readBounded(res, opts.maxBytes ?? DEFAULT_MAX_BYTES);
    return { body, contentType, url: url.toString() };
  }
  throw new RemoteImageError('The image link redirects too many times');
}

function parseUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new RemoteImageError('The image URL is not valid');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new RemoteImageError('Only http and https image URLs are allowed');
  }
  if (url.username || url.password) throw new RemoteImageError('Image URLs with credentials are not allowed');
  return url;
}

async function resolveAllowed(url: URL, allowPrivate: boolean): Promise<{ address: string; family: number }> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true });
  } catch {
    throw new RemoteImageError('The image host could not be found', true);
  }
  if (!addresses.length) throw new RemoteImageError('The image host could not be found', true);
  if (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address))) {
    throw new RemoteImageError('Image URLs must point to a public internet address');
  }
  return addresses[0]!;
}

function get(url: URL, pinned: { address: string; family: number }, timeoutMs: number): Promise<IncomingMessage> {
  const pinnedLookup: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, { method: 'GET', lookup: pinnedLookup, timeout: timeoutMs }, resolve);
    req.on('timeout', () => req.destroy(new RemoteImageError('The image server did not answer in time')));
    req.on('error', (err) =>
      reject(err instanceof RemoteImageError ? err : new RemoteImageError('The image could not be downloaded')),
    );
    req.end();
  });
}

function readBounded(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(res.headers['content-length'] ?? 0);
  if (declared > maxBytes) {
    res.destroy();
    return Promise.reject(new RemoteImageError(`The image is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    res.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        res.destroy();
        reject(new RemoteImageError(`The image is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`));
      } else chunks.push(chunk);
    });
    res.on('end', () => resolve(Buffer.concat(chunks)));
    res.on('error', () => reject(new RemoteImageError('The image download was interrupted')));
  });
}
