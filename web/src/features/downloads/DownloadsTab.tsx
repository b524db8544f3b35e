import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { Button, Spinner, StatePanel } from '@faithcraft/ui';
import { PrinterIcon } from 'lucide-react';
import { SafeImage } from '../../components/ui/SafeImage';
import '../../styles/images.css';

const MyDownloadsQuery = graphql(`
  query MyDownloads {
    myDownloads {
      id
      format
      createdAt
      image {
        id
        title
        thumbnailUrl
        isExpired
      }
    }
  }
`);

function formatDownloadDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** Profile tab "Downloads": every file the user downloaded, newest first (spec 000 §2 Profile). */
export function DownloadsTab() {
  const { data, loading, error, refetch } = useQuery(MyDownloadsQuery, { fetchPolicy: 'cache-and-network' });
  const downloads = data?.myDownloads ?? [];

  if (loading && !data) return <Spinner label="Loading downloads" />;
  if (error && !data) {
    return (
      <StatePanel
        headingLevel={2}
        tone="error"
        title="Failed to fetch downloads"
        description="Please try again in a moment."
        actions={<Button onClick={() => void refetch().catch(() => undefined)}>Try again</Button>}
      />
    );
  }
  if (downloads.length === 0) {
    return (
      <StatePanel
        headingLevel={2}
        icon={<PrinterIcon size={32} />}
        title="No downloads yet"
        description="Files you download as PNG, JPG or PDF are listed here."
      />
    );
  }
  return (
    <ul className="download-list" aria-label="Downloads">
      {downloads.map((download) => {
        const title = download.image?.title || 'Untitled';
        const thumbnail = download.image && !download.image.isExpired ? download.image.thumbnailUrl : null;
        return (
          <li key={download.id} className="download-row" data-testid="download-row">
            <SafeImage src={thumbnail} alt={title} className="download-row__thumb" />
            <div className="download-row__text">
              <p className="download-row__title">{title}</p>
              <p className="download-row__date">
                Downloaded <time dateTime={download.createdAt}>{formatDownloadDate(download.createdAt)}</time>
              </p>
            </div>
            <span className="format-badge">{(download.format || 'png').toUpperCase()}</span>
          </li>
        );
      })}
    </ul>
  );
}
