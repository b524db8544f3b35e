import type { ComponentType } from 'react';
import { LayersIcon, PuzzleIcon, HeartIcon, SparklesIcon, StickerIcon, FileTextIcon } from 'lucide-react';
import type { BlogArtKind } from './posts';

const ART: Record<BlogArtKind, { Icon: ComponentType<{ size?: number }>; tone: string }> = {
  family: { Icon: HeartIcon, tone: 'amber' },
  primary: { Icon: LayersIcon, tone: 'sky' },
  seminary: { Icon: FileTextIcon, tone: 'violet' },
  tips: { Icon: SparklesIcon, tone: 'gold' },
  accessibility: { Icon: PuzzleIcon, tone: 'sage' },
  holidays: { Icon: StickerIcon, tone: 'rose' },
};

/** A post's cover: drawn with CSS and an inline icon, so there is no external image to break. */
export function BlogArt({ kind, large = false }: { kind: BlogArtKind; large?: boolean }) {
  const { Icon, tone } = ART[kind];
  return (
    <div className={`blog-art blog-art--${tone}${large ? ' blog-art--large' : ''}`} aria-hidden="true">
      <span className="blog-art__dot blog-art__dot--a" />
      <span className="blog-art__dot blog-art__dot--b" />
      <span className="blog-art__icon">
        <Icon size={large ? 72 : 48} />
      </span>
    </div>
  );
}
