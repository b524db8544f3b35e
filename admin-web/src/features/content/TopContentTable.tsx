import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, messageFromError, useToast } from '@faithcraft/ui';
import { FetchFailed } from '../../components/FetchFailed';
import { Panel } from '../../components/Panel';
import { FETCH_FAILED, type Timeframe } from '../../lib/constants';
import { useRevenue } from '../../lib/figures';
import { formatCents, formatCount, formatGrowth } from '../../lib/format';
import { CATEGORY_LABELS } from '../../lib/labels';
import { PromoteToasts, SetImageFeaturedMutation } from './promote';

/** Top-performing content (best sellers of the timeframe); Promote features one on the landing page. */
export function TopContentTable({ timeframe }: { timeframe: Timeframe }) {
  const toast = useToast();
  const { data, error, refetch } = useRevenue(timeframe);
  const [setFeatured] = useMutation(SetImageFeaturedMutation);
  const [promoting, setPromoting] = useState<string | null>(null);
  const [promoted, setPromoted] = useState<ReadonlySet<string>>(new Set());
  const items = data?.adminRevenue.topSelling;

  async function promote(imageId: string, title: string) {
    setPromoting(imageId);
    try {
      await setFeatured({ variables: { imageId, featured: true } });
      setPromoted((current) => new Set(current).add(imageId));
      toast({
        variant: 'success',
        title: PromoteToasts.promoted,
        description: PromoteToasts.promotedDescription(title),
      });
    } catch (err) {
      toast({ variant: 'error', title: PromoteToasts.failed, description: messageFromError(err, 'Please try again.') });
    } finally {
      setPromoting(null);
    }
  }

  return (
    <Panel
      title="Top-performing content"
      description="Best sellers of the timeframe. Promote shows one first in the landing page's showcase."
      testId="top-content"
    >
      {!items && error ? (
        <FetchFailed
          error={error}
          message={FETCH_FAILED.revenue}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : items && items.length ? (
        <div className="table-scroll">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Category</th>
                <th scope="col">Sales</th>
                <th scope="col">Revenue</th>
                <th scope="col">Growth</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.imageId} data-testid="top-content-row">
                  <th scope="row">{item.title}</th>
                  <td>{item.category ? CATEGORY_LABELS[item.category] : '—'}</td>
                  <td>{formatCount(item.sales)}</td>
                  <td>{formatCents(item.revenueCents)}</td>
                  <td>{formatGrowth(item.growth)}</td>
                  <td>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Promote ${item.title}`}
                      pending={promoting === item.imageId}
                      disabled={promoted.has(item.imageId)}
                      onClick={() => void promote(item.imageId, item.title)}
                    >
                      {promoted.has(item.imageId) ? 'Featured' : 'Promote'}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : items ? (
        <p className="muted">No content sold in this timeframe yet.</p>
      ) : null}
    </Panel>
  );
}
