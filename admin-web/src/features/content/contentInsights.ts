import type { Category, ContentType } from '../../__generated__/graphql';
import { formatCount, formatGrowth } from '../../lib/format';
import { CATEGORY_LABELS, CONTENT_TYPE_LABELS } from '../../lib/labels';

interface ContentFigures {
  totalGenerations: number;
  publicImages: number;
  forSaleImages: number;
  qualityUnmonetizedImages: number;
  contentTypeStats: readonly { contentType: ContentType; count: number; avgRating?: number | null }[];
  categoryStats: readonly { category: Category; count: number; growth: number }[];
}

export interface Insight {
  title: string;
  figure: string;
  text: string;
  tone: 'neutral' | 'good' | 'warning';
}

/** Performance insights from the timeframe's real figures (never sample numbers). */
export function contentInsights(m: ContentFigures): Insight[] {
  const insights: Insight[] = [];
  const popular = [...m.contentTypeStats].sort((a, b) => b.count - a.count)[0];
  insights.push(
    popular && popular.count > 0
      ? {
          title: 'Most created type',
          figure: CONTENT_TYPE_LABELS[popular.contentType],
          text: `${formatCount(popular.count)} of ${formatCount(m.totalGenerations)} images in this timeframe.`,
          tone: 'good',
        }
      : {
          title: 'Most created type',
          figure: '—',
          text: 'No images were generated in this timeframe.',
          tone: 'neutral',
        },
  );
  const rated = m.contentTypeStats.filter((s) => typeof s.avgRating === 'number');
  const best = [...rated].sort((a, b) => (b.avgRating ?? 0) - (a.avgRating ?? 0))[0];
  insights.push(
    best
      ? {
          title: 'Best rated type',
          figure: `${(best.avgRating ?? 0).toFixed(1)} / 5`,
          text: `${CONTENT_TYPE_LABELS[best.contentType]} are rated highest by buyers.`,
          tone: 'good',
        }
      : { title: 'Best rated type', figure: '—', text: 'No image was rated in this timeframe.', tone: 'neutral' },
  );
  const growing = [...m.categoryStats].sort((a, b) => b.growth - a.growth)[0];
  if (growing && growing.count > 0) {
    insights.push({
      title: 'Fastest growing category',
      figure: CATEGORY_LABELS[growing.category],
      text: `${formatGrowth(growing.growth)} against the previous period (${formatCount(growing.count)} images).`,
      tone: growing.growth > 0 ? 'good' : 'neutral',
    });
  }
  const share = m.publicImages > 0 ? Math.round((m.forSaleImages / m.publicImages) * 100) : 0;
  insights.push({
    title: 'Quality images not for sale',
    figure: formatCount(m.qualityUnmonetizedImages),
    text: `Well-rated images that are not on sale. ${share}% of public images are for sale.`,
    tone: m.qualityUnmonetizedImages > 0 ? 'warning' : 'neutral',
  });
  return insights;
}
