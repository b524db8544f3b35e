import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, StatePanel, useCurrentUser } from '@faithcraft/ui';
import { SearchXIcon } from 'lucide-react';
import type {
  ImageCard_ImageFragment,
  MarketplaceImagesQuery as MarketplaceImagesQueryType,
} from '../../__generated__/graphql';
import { track } from '../../lib/analytics';
import { PurchaseButton } from '../images/ImageActions';
import { ImageGrid } from '../images/ImageGrid';
import { ImageGridSkeleton } from '../images/ImageGridSkeleton';
import { ActiveFilterChips } from './ActiveFilterChips';
import { MarketplaceImagesQuery } from './documents';
import { FilterBar, type FacetCounts } from './FilterBar';
import { marketplaceBadges } from './MarketplaceBadges';
import {
  filtersFromParams,
  hasActiveFilters,
  NO_FILTERS,
  paramsFromFilters,
  searchInput,
  type MarketplaceFilters,
} from './marketplaceFilters';
import '../../styles/images.css';
import '../../styles/marketplace.css';

/**
 * The marketplace (spec 000 §2): filters live in the URL (so a chip link, the back button and a
 * shared address all show the same results), 20 cards a page, Load More Content for the next.
 */
export function MarketplaceView() {
  const [params, setParams] = useSearchParams();
  // One object per address, so the search box's pause timer is not restarted by unrelated renders.
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const key = paramsFromFilters(filters).toString();
  const { data, previousData, loading, error, refetch } = useQuery(MarketplaceImagesQuery, {
    variables: { input: searchInput(filters, 1) },
    fetchPolicy: 'cache-and-network',
  });
  const firstPage: FirstPage = { data, loading, error, refetch };

  const changeFilters = useCallback(
    (next: MarketplaceFilters) => {
      const search = next.search.trim();
      const typed = search !== filters.search.trim();
      if (typed && search) track('marketplace_search', { event_category: 'marketplace', search_term: search });
      // Typing replaces the history entry; picking a filter adds one, so Back undoes it.
      setParams(paramsFromFilters(next), { replace: typed, preventScrollReset: true });
    },
    [filters, setParams],
  );

  return (
    <div className="container page-section marketplace">
      <header className="page-head">
        <h1>Marketplace</h1>
        <p>Printable lessons, games and visuals made by other families and teachers.</p>
      </header>
      <FilterBar filters={filters} facets={facetCounts(data ?? previousData)} onChange={changeFilters} />
      <ActiveFilterChips filters={filters} onChange={changeFilters} />
      {/* Keyed by the filters: a new search starts again at page 1 with nothing left over. */}
      <MarketplaceResults key={key} filters={filters} firstPage={firstPage} onClear={() => changeFilters(NO_FILTERS)} />
    </div>
  );
}

interface FirstPage {
  data: MarketplaceImagesQueryType | undefined;
  loading: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/** Counts beside each select option; kept from the previous answer while the next one loads. */
function facetCounts(data: MarketplaceImagesQueryType | undefined): FacetCounts | null {
  const facets = data?.publicImages.facets;
  if (!facets) return null;
  return {
    categories: new Map(facets.categories.map((facet) => [facet.category, facet.count])),
    contentTypes: new Map(facets.contentTypes.map((facet) => [facet.contentType, facet.count])),
  };
}

function MarketplaceResults({
  filters,
  firstPage,
  onClear,
}: {
  filters: MarketplaceFilters;
  firstPage: FirstPage;
  onClear: () => void;
}) {
  const { user } = useCurrentUser();
  const client = useApolloClient();
  const { data, loading, error, refetch } = firstPage;
  const [more, setMore] = useState<{ items: ImageCard_ImageFragment[]; page: number; hasMore: boolean } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);

  const first = data?.publicImages;
  const seen = new Set(first?.items.map((image) => image.id));
  // A page read later can repeat a card when new images were published in between: show it once.
  const images = [...(first?.items ?? []), ...(more?.items ?? []).filter((image) => !seen.has(image.id))];
  const hasMore = more ? more.hasMore : (first?.hasMore ?? false);

  async function loadMore() {
    const page = (more?.page ?? 1) + 1;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      const result = await client.query({
        query: MarketplaceImagesQuery,
        variables: { input: searchInput(filters, page) },
        fetchPolicy: 'network-only',
      });
      const next = result.data?.publicImages;
      if (!next) throw new Error('Failed to fetch images');
      setMore((previous) => ({ items: [...(previous?.items ?? []), ...next.items], page, hasMore: next.hasMore }));
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }

  if (loading && !data) return <ImageGridSkeleton label="Loading marketplace" />;
  if (error && !data) {
    return (
      <StatePanel
        headingLevel={2}
        tone="error"
        title="Failed to fetch images"
        description="Please try again in a moment."
        actions={<Button onClick={() => void refetch().catch(() => undefined)}>Try again</Button>}
      />
    );
  }
  if (images.length === 0) {
    const filtered = hasActiveFilters(filters);
    return (
      <StatePanel
        headingLevel={2}
        icon={<SearchXIcon size={32} />}
        title={filtered ? 'No content matches your filters' : 'No content yet'}
        description={
          filtered ? 'Try another search or fewer filters.' : 'Published creations from the community appear here.'
        }
        actions={filtered ? <Button onClick={onClear}>Clear all filters</Button> : undefined}
      />
    );
  }

  return (
    <>
      <p className="marketplace__count" role="status" data-testid="marketplace-count">
        {first ? `${first.total} ${first.total === 1 ? 'result' : 'results'}` : ''}
      </p>
      <ImageGrid
        images={images}
        viewerId={user?.id ?? null}
        label="Marketplace content"
        badges={marketplaceBadges}
        cardActions={(image) =>
          image.ownerId !== user?.id && (image.isForSale || image.isPurchased) ? (
            <PurchaseButton image={image} signedIn={user !== null} size="sm" />
          ) : null
        }
      />
      {moreFailed && (
        <p className="marketplace__note" role="alert">
          Failed to fetch images
        </p>
      )}
      {hasMore && (
        <div className="marketplace__more">
          <Button variant="secondary" size="lg" pending={loadingMore} onClick={() => void loadMore()}>
            Load More Content
          </Button>
        </div>
      )}
    </>
  );
}
