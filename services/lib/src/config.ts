import { z } from 'zod';

/** Thrown when a service's environment does not satisfy its schema; lists every bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Validates the environment once, at start. Each service has one `environment.ts` that calls
 * this with its schema; nothing else in a service reads `process.env`.
 */
export function loadEnvironment<S extends z.ZodType>(
  schema: S,
  env: Record<string, string | undefined> = process.env,
): z.infer<S> {
  const result = schema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return result.data;
}

/** `"true" | "1"` → true; `"false" | "0" | ""` → false. */
export const booleanFromString = z.enum(['true', 'false', '1', '0', '']).transform((v) => v === 'true' || v === '1');

export const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

/** Comma-separated list, e.g. KAFKA_BROKERS=host1:9092,host2:9092. */
export const csv = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    );

export const nodeEnv = z.enum(['development', 'test', 'production']).default('development');

/**
 * A secret with a development default. In production the default is refused, so a deployment
 * cannot run on a value that is in the repository.
 */
export function secret(devDefault: string) {
  return z.string().min(16).default(devDefault);
}

export function assertNoDevSecretsInProduction(
  envName: 'development' | 'test' | 'production',
  secrets: Record<string, { value: string; devDefault: string }>,
): void {
  if (envName !== 'production') return;
  const leaked = Object.entries(secrets)
    .filter(([, s]) => s.value === s.devDefault)
    .map(([name]) => name);
  if (leaked.length) throw new ConfigError(`Set these secrets for production: ${leaked.join(', ')}`);
}
