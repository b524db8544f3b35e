import OpenAI from 'openai';
import { checkPromptSafety, type SafetyVerdict } from '../render/index.js';

export const REFUSED_MESSAGE =
  'This description is not appropriate for family teaching content. Please try another idea.';

export interface SafetyCheck {
  check(prompt: string): Promise<SafetyVerdict>;
}

/** The render module's word list first (free, offline); OpenAI's moderation on top when a key is set. */
export function createSafetyCheck(opts: { apiKey: string; baseURL?: string }): SafetyCheck {
  const client = opts.apiKey
    ? new OpenAI({ apiKey: opts.apiKey, baseURL: opts.baseURL || undefined, timeout: 15_000, maxRetries: 1 })
    : null;
  return {
    async check(prompt) {
      const local = checkPromptSafety(prompt);
      if (!local.allowed || !client) return local;
      let result: OpenAI.Moderations.ModerationCreateResponse;
      try {
        result = await client.moderations.create({ model: 'omni-moderation-latest', input: prompt });
      } catch (err) {
        // An OpenAI-compatible server without a moderation endpoint: the word list above has decided.
        if (err instanceof OpenAI.NotFoundError) return local;
        throw err;
      }
      return result.results.some((r) => r.flagged) ? { allowed: false, message: REFUSED_MESSAGE } : { allowed: true };
    },
  };
}
