import type { ComponentType } from 'react';
import { PaletteIcon, LayersIcon, PuzzleIcon, FrameIcon, StickerIcon, FileTextIcon } from 'lucide-react';

interface Tile {
  title: string;
  count: string;
  description: string;
  Icon: ComponentType<{ size?: number }>;
  tone: string;
}

// Titles and counts from the specification's landing tiles.
const TILES: Tile[] = [
  {
    title: 'Flashcards',
    count: '50+ templates',
    description: 'Scripture words, prophets and gospel principles for quick review.',
    Icon: LayersIcon,
    tone: 'amber',
  },
  {
    title: 'Coloring Pages',
    count: '30+ designs',
    description: 'Calm, reverent line art for little hands during lessons.',
    Icon: PaletteIcon,
    tone: 'rose',
  },
  {
    title: 'Worksheets',
    count: '40+ activities',
    description: 'Matching, fill-in-the-blank and discussion prompts for any age.',
    Icon: FileTextIcon,
    tone: 'sky',
  },
  {
    title: 'Games',
    count: '25+ games',
    description: 'Board games and activities that make Family Home Evening fun.',
    Icon: PuzzleIcon,
    tone: 'sage',
  },
  {
    title: 'Stickers',
    count: '60+ stickers',
    description: 'Rewards and reminders for charts, journals and scripture goals.',
    Icon: StickerIcon,
    tone: 'violet',
  },
  {
    title: 'Posters',
    count: '20+ designs',
    description: 'Classroom and home posters for themes, songs and scriptures.',
    Icon: FrameIcon,
    tone: 'gold',
  },
];

export function ContentTypeTiles() {
  return (
    <section className="page-section" aria-labelledby="content-types-title">
      <div className="container">
        <div className="section-heading">
          <p className="section-heading__kicker">Content types</p>
          <h2 id="content-types-title">Everything you need for your next lesson</h2>
          <p>Pick a format, describe your lesson, and print it at home or share it on a screen.</p>
        </div>
        <ul className="tile-grid">
          {TILES.map(({ title, count, description, Icon, tone }) => (
            <li key={title} className={`tile tile--${tone}`}>
              <span className="tile__icon">
                <Icon size={26} />
              </span>
              <h3 className="tile__title">{title}</h3>
              <p className="tile__count">{count}</p>
              <p className="tile__description">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
