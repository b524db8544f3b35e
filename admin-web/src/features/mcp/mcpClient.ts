import { apiRequest } from '@faithcraft/ui';

// The media-service tools are not GraphQL: the gateway forwards /api/media/mcp to the content
// service (spec 001 §7, {media} = "media").
const MCP_PATH = '/api/media/mcp';
const CAPABILITIES_PATH = '/api/media/mcp/capabilities';

/** Spec 001 §9: capabilities are cached for 5 minutes; 6 methods are listed. */
export const CAPABILITIES_CACHE_MS = 5 * 60_000;
export const LISTED_METHODS = 6;
/** Spec 001 §4: the health-check button rests 2 s after use, the upload-test button 3 s. */
export const HEALTH_COOLDOWN_MS = 2_000;
export const UPLOAD_COOLDOWN_MS = 3_000;

export interface Capabilities {
  name: string;
  version: string;
  methods: { name: string; description: string }[];
}

export interface McpAnswer {
  method: string;
  result: unknown;
}

/** Calls one tool method; a refusal throws ApiError with the service's message. */
export function callTool(method: string, params: Record<string, unknown> = {}): Promise<McpAnswer> {
  return apiRequest<McpAnswer>('POST', MCP_PATH, { method, params });
}

let cached: { at: number; value: Capabilities } | undefined;

/** The service's capabilities, fetched at most once per 5 minutes (`now` for tests). */
export async function fetchCapabilities(now: () => number = Date.now): Promise<Capabilities> {
  if (cached && now() - cached.at < CAPABILITIES_CACHE_MS) return cached.value;
  const value = await apiRequest<Capabilities>('GET', CAPABILITIES_PATH);
  cached = { at: now(), value };
  return value;
}

/** Forgets the cached capabilities (tests). */
export function clearCapabilitiesCache(): void {
  cached = undefined;
}

/** The first 6 methods and how many more there are ("+N more"). */
export function listedMethods<M>(methods: readonly M[]): { shown: M[]; more: number } {
  return { shown: methods.slice(0, LISTED_METHODS), more: Math.max(0, methods.length - LISTED_METHODS) };
}

/** The URLs of the batch test, one per line (blank lines ignored). */
export const batchUrls = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** Spec 001 §8 media-service test toasts. */
export const McpToasts = {
  uploadOk: 'Upload Test Successful',
  uploadFailed: 'Upload Test Failed',
  healthOk: 'Health Check Successful',
  healthFailed: 'Health Check Failed',
  batchOk: 'Batch Upload Test Successful',
  batchFailed: 'Batch Upload Test Failed',
  downloadOk: 'Download URLs Generated',
  downloadFailed: 'Download URL Test Failed',
} as const;
