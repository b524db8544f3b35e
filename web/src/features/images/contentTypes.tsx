// The eight content types and the categories of spec 000 §1, with the labels people see. Values are
// the API's enum names (BOARD_GAME); URLs and analytics show the spec's wire values (board-game).
import type { ComponentType } from 'react';
import { PaletteIcon, LayersIcon, PuzzleIcon, FrameIcon, StickerIcon, FileTextIcon } from 'lucide-react';
import { StrokeIcon } from '@faithcraft/ui';
import { CATEGORIES as CATEGORY_VALUES, CONTENT_TYPES as CONTENT_TYPE_VALUES, wireValue } from '@faithcraft/validation';
import type { Category, ContentType } from '../../__generated__/graphql';

export type { Category, ContentType };

export interface ContentTypeInfo {
  value: ContentType;
  label: string;
  hint: string;
  Icon: ComponentType<{ size?: number }>;
}

const MusicIcon = ({ size }: { size?: number }) => (
  <StrokeIcon size={size}>
    <path d="M9 18V5l11-2v13" />
    <circle cx="6.5" cy="18" r="2.5" />
    <circle cx="17.5" cy="16" r="2.5" />
  </StrokeIcon>
);

const SpeechIcon = ({ size }: { size?: number }) => (
  <StrokeIcon size={size}>
    <path d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-9l-5 4v-4H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z" />
    <path d="M8 10h8M8 13h5" />
  </StrokeIcon>
);

export const CONTENT_TYPES: readonly ContentTypeInfo[] = [
  { value: 'FLASHCARDS', label: 'Flashcards', hint: 'Words, prophets and principles', Icon: LayersIcon },
  { value: 'COLORING', label: 'Coloring Pages', hint: 'Line art for little hands', Icon: PaletteIcon },
  { value: 'BOARD_GAME', label: 'Board Game', hint: 'Games for the whole family', Icon: PuzzleIcon },
  { value: 'SONG_VISUAL', label: 'Song Visual', hint: 'Pictures for Primary songs', Icon: MusicIcon },
  { value: 'WORKSHEET', label: 'Worksheet', hint: 'Puzzles and activities', Icon: FileTextIcon },
  { value: 'POSTER', label: 'Poster', hint: 'Themes and scriptures', Icon: FrameIcon },
  { value: 'STICKERS', label: 'Stickers', hint: 'Rewards and reminders', Icon: StickerIcon },
  { value: 'TALK_VISUAL', label: 'Talk Visual', hint: 'Aids for talks and lessons', Icon: SpeechIcon },
];

export const CATEGORIES: readonly { value: Category; label: string }[] = [
  { value: 'GENERAL', label: 'General' },
  { value: 'FHE', label: 'Family Home Evening' },
  { value: 'PRIMARY', label: 'Primary' },
  { value: 'YOUTH', label: 'Youth' },
  { value: 'SEMINARY', label: 'Seminary' },
  { value: 'HOLIDAYS', label: 'Holidays' },
];

/** The generator's initially selected category (content applies its own default when none is sent). */
export const INITIAL_CATEGORY: Category = 'GENERAL';

export function contentTypeInfo(value: ContentType): ContentTypeInfo | undefined {
  return CONTENT_TYPES.find((type) => type.value === value);
}

export function contentTypeLabel(value: ContentType): string {
  return contentTypeInfo(value)?.label ?? humanize(contentTypeWireValue(value));
}

export function categoryLabel(value: Category): string {
  return CATEGORIES.find((category) => category.value === value)?.label ?? humanize(categoryWireValue(value));
}

export function isCategory(value: string): value is Category {
  return CATEGORIES.some((category) => category.value === value);
}

/** The spec's wire value of a content type ('BOARD_GAME' → 'board-game'), for URLs and analytics. */
export function contentTypeWireValue(value: ContentType): string {
  return wireValue(CONTENT_TYPE_VALUES, value) ?? value.toLowerCase();
}

/** The spec's wire value of a category ('FHE' → 'fhe'), e.g. for /marketplace?category=fhe. */
export function categoryWireValue(value: Category): string {
  return wireValue(CATEGORY_VALUES, value) ?? value.toLowerCase();
}

/** "cartoon-gospel" → "Cartoon Gospel", for values without a label of their own. */
export function humanize(value: string): string {
  return value
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}
