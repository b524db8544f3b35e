import { MarketplaceView } from '../features/marketplace/MarketplaceView';
import { usePageMeta } from '../lib/usePageMeta';

export function MarketplaceRoute() {
  usePageMeta({
    title: 'Marketplace',
    description:
      'Browse and buy printable flash cards, coloring pages, games and posters for Family Home Evening, Primary and seminary.',
    keywords: 'LDS marketplace, Primary printables, Family Home Evening lessons, seminary handouts, coloring pages',
  });
  return <MarketplaceView />;
}
