import type { ComponentType } from 'react';
import { ClockIcon, HeartIcon, PrinterIcon, ShieldCheckIcon, SparklesIcon, StickerIcon } from 'lucide-react';

const FEATURES: { title: string; text: string; Icon: ComponentType<{ size?: number }> }[] = [
  {
    title: 'Ready in about 30 seconds',
    text: 'Describe your lesson and get a finished, printable image before the kids finish their snack.',
    Icon: ClockIcon,
  },
  {
    title: 'Doctrinal review',
    text: 'Content is written for Latter-day Saint teaching, with scripture references spelled out exactly.',
    Icon: ShieldCheckIcon,
  },
  {
    title: 'Print or digital download',
    text: 'Download PNG, JPG or PDF to print at home or show on a screen in class.',
    Icon: PrinterIcon,
  },
  {
    title: 'Eight content types',
    text: 'Flashcards, coloring pages, board games, song visuals, worksheets, posters, stickers and talk visuals.',
    Icon: StickerIcon,
  },
  {
    title: 'Made for every age',
    text: 'From nursery coloring pages to seminary posters, for Family Home Evening, Primary, youth and seminary.',
    Icon: HeartIcon,
  },
  {
    title: 'Share and earn',
    text: 'Publish your best creations to the marketplace and help other families teach, too.',
    Icon: SparklesIcon,
  },
];

export function FeatureCards() {
  return (
    <section className="page-section page-section--tinted" aria-labelledby="features-title">
      <div className="container">
        <div className="section-heading">
          <p className="section-heading__kicker">Why FaithCraft</p>
          <h2 id="features-title">Everything a busy teacher needs</h2>
        </div>
        <ul className="feature-grid">
          {FEATURES.map(({ title, text, Icon }) => (
            <li key={title} className="feature-card">
              <span className="feature-card__icon">
                <Icon size={22} />
              </span>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
