import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { Spinner } from '../../components/ui/Spinner';
import { StatePanel } from '../../components/ui/StatePanel';
import { formatShortDate } from '../../lib/format';

// Minimal version for the profile page; the downloads feature owns the full one.
const DownloadsTabQuery = graphql(`
  query DownloadsTab {
    myDownloads(limit: 100) {
      id
      format
      createdAt
      image {
        id
        title
      }
    }
  }
`);

export function DownloadsTab() {
  const { data, loading, error } = useQuery(DownloadsTabQuery);

  if (loading && !data) return <Spinner label="Loading your downloads" />;
  if (error && !data) {
    return (
      <StatePanel
        headingLevel={2}
        tone="error"
        title="Failed to fetch downloads"
        description="Please try again later."
      />
    );
  }
  const downloads = data?.myDownloads ?? [];
  if (downloads.length === 0) {
    return <StatePanel headingLevel={2} title="No downloads yet" description="Files you download show up here." />;
  }
  return (
    <ul className="download-list" aria-label="Downloads">
      {downloads.map((download) => (
        <li key={download.id} className="download-row">
          <span className="download-row__title">{download.image?.title || 'Untitled'}</span>
          <span className="download-row__date">{formatShortDate(download.createdAt)}</span>
          <span className="badge badge--neutral">{(download.format || 'png').toUpperCase()}</span>
        </li>
      ))}
    </ul>
  );
}
