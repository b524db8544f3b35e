// The eight content types and the categories of spec 000 §1, with the labels people see.
import type { ComponentType, ReactNode } from 'react';
import { PaletteIcon, LayersIcon, PuzzleIcon, FrameIcon, StickerIcon, FileTextIcon } from 'lucide-react';

export type ContentType =
  'flashcards' | 'coloring' | 'board-game' | 'song-visual' | 'worksheet' | 'poster' | 'stickers' | 'talk-visual';

export interface ContentTypeInfo {
  value: ContentType;
  label: string;
  hint: string;
  Icon: ComponentType<{ size?: number }>;
}

function StrokeIcon({ size = 24, children }: { size?: number | undefined; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
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
  { value: 'flashcards', label: 'Flashcards', hint: 'Words, prophets and principles', Icon: LayersIcon },
  { value: 'coloring', label: 'Coloring Pages', hint: 'Line art for little hands', Icon: PaletteIcon },
  { value: 'board-game', label: 'Board Game', hint: 'Games for the whole family', Icon: PuzzleIcon },
  { value: 'song-visual', label: 'Song Visual', hint: 'Pictures for Primary songs', Icon: MusicIcon },
  { value: 'worksheet', label: 'Worksheet', hint: 'Puzzles and activities', Icon: FileTextIcon },
  { value: 'poster', label: 'Poster', hint: 'Themes and scriptures', Icon: FrameIcon },
  { value: 'stickers', label: 'Stickers', hint: 'Rewards and reminders', Icon: StickerIcon },
  { value: 'talk-visual', label: 'Talk Visual', hint: 'Aids for talks and lessons', Icon: SpeechIcon },
];

export const CATEGORIES = [
  { value: 'general', label: 'General' },
  { value: 'fhe', label: 'Family Home Evening' },
  { value: 'primary', label: 'Primary' },
  { value: 'youth', label: 'Youth' },
  { value: 'seminary', label: 'Seminary' },
  { value: 'holidays', label: 'Holidays' },
] as const;

export type Category = (typeof CATEGORIES)[number]['value'];

export const DEFAULT_CATEGORY: Category = 'general';

export function contentTypeInfo(value: string): ContentTypeInfo | undefined {
  return CONTENT_TYPES.find((type) => type.value === value);
}

export function contentTypeLabel(value: string): string {
  return contentTypeInfo(value)?.label ?? humanize(value);
}

export function categoryLabel(value: string): string {
  return CATEGORIES.find((category) => category.value === value)?.label ?? humanize(value);
}

export function isCategory(value: string): value is Category {
  return CATEGORIES.some((category) => category.value === value);
}

export function isContentType(value: string): value is ContentType {
  return CONTENT_TYPES.some((type) => type.value === value);
}

/** "cartoon-gospel" → "Cartoon Gospel", for values without a label of their own. */
export function humanize(value: string): string {
  return value
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}
