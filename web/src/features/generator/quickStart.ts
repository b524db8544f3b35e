import type { ImageCard_ImageFragment } from '../../__generated__/graphql';
import { QUICK_START_PRESETS, type Preset } from './presets';

export const MAX_IDEAS = 8;
export const MAX_OWN_IDEAS = 6;

export interface Idea extends Preset {
  /** Ideas taken from the user's own earlier images are labelled Your Work. */
  fromOwnWork: boolean;
}

/**
 * Spec 000 §2/§9: at most 8 ideas, up to 6 of them from the user's own completed images (newest
 * first, one per distinct description), filled up with the built-in presets.
 */
export function buildQuickStartIdeas(ownImages: readonly ImageCard_ImageFragment[]): Idea[] {
  const own: Idea[] = [];
  const seen = new Set<string>();
  for (const image of ownImages) {
    if (own.length >= MAX_OWN_IDEAS) break;
    const prompt = image.prompt.trim();
    const key = prompt.toLowerCase();
    if (image.generationStatus !== 'completed' || !prompt || seen.has(key)) continue;
    seen.add(key);
    own.push({
      title: image.title,
      prompt,
      contentType: image.contentType,
      category: image.category,
      fromOwnWork: true,
    });
  }
  const presets = QUICK_START_PRESETS.filter((preset) => !seen.has(preset.prompt.toLowerCase()))
    .slice(0, MAX_IDEAS - own.length)
    .map((preset) => ({ ...preset, fromOwnWork: false }));
  return [...own, ...presets];
}
