import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, Spinner, TextField } from '@faithcraft/ui';
import { FetchFailed } from '../../../components/FetchFailed';
import { Panel } from '../../../components/Panel';
import { formatCount, formatDateTime } from '../../../lib/format';
import { EmailSubscribersQuery } from '../documents';
import { statusTone, SUBSCRIPTION_STATUS_LABELS } from '../emailRules';
import { ChoiceField, StatusBadge } from '../fields';
import { useEmailLists } from '../useEmailLists';
import { StatusCheck } from '../status/StatusCheck';
import { SubscribeForm, UnsubscribeForm } from './SubscriberForms';

const PAGE_SIZE = 25;
const SEARCH_DELAY_MS = 300;

/** Subscribers tab (spec 001 §2): subscribe and unsubscribe forms, and the chosen list's subscribers. */
export default function SubscribersPanel() {
  const { options, defaultListId, error: listsError, refetch: refetchLists } = useEmailLists();
  const [listId, setListId] = useState<string | null>(null);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const shownList = listId ?? defaultListId;

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSearch(searchText.trim());
      setOffset(0);
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [searchText]);

  const { data, error, loading, refetch } = useQuery(EmailSubscribersQuery, {
    variables: { listId: shownList, search: search || null, limit: PAGE_SIZE, offset },
    skip: !shownList,
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.emailSubscribers;
  const refresh = () => {
    void refetch().catch(() => undefined);
    void refetchLists().catch(() => undefined);
  };

  return (
    <div className="tab-stack">
      {listsError && !options.length && (
        <FetchFailed error={listsError} message="Failed to fetch email lists" onRetry={refresh} />
      )}
      <div className="two-col">
        <SubscribeForm listOptions={options} defaultListId={defaultListId} onChanged={refresh} />
        <UnsubscribeForm listOptions={options} defaultListId={defaultListId} onChanged={refresh} />
      </div>
      <StatusCheck />
      <Panel
        title="Subscribers"
        description="Everyone on the chosen list with their status; unconfirmed addresses are waiting for their confirmation link."
        testId="subscribers"
      >
        <div className="table-toolbar">
          <ChoiceField
            label="Show list"
            value={shownList}
            onChange={(e) => {
              setListId(e.target.value);
              setOffset(0);
            }}
            options={options}
          />
          <TextField
            label="Search subscribers"
            type="search"
            placeholder="Email or name"
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            className="table-toolbar__search"
          />
          <p className="muted" aria-live="polite" data-testid="subscribers-range">
            {page
              ? page.subscribers.length
                ? `Showing ${formatCount(offset + 1)}–${formatCount(offset + page.subscribers.length)} of ${formatCount(page.total)}`
                : 'No subscribers on this list yet.'
              : ''}
          </p>
        </div>
        {error && (
          <p className="inline-error" role="alert">
            Failed to fetch subscribers
          </p>
        )}
        <div className="table-scroll">
          <table className="data-table data-table--nowrap" data-testid="subscribers-table" aria-busy={loading}>
            <caption className="visually-hidden">Subscribers of the chosen list</caption>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Name</th>
                <th scope="col">Status</th>
                <th scope="col">Subscribed</th>
              </tr>
            </thead>
            <tbody>
              {page?.subscribers.map((subscriber) => (
                <tr key={`${subscriber.id}:${subscriber.listId}`} data-testid="subscriber-row">
                  <th scope="row">{subscriber.email}</th>
                  <td>{subscriber.name || <span className="muted">—</span>}</td>
                  <td>
                    <StatusBadge tone={statusTone(subscriber.status)}>
                      {SUBSCRIPTION_STATUS_LABELS[subscriber.status]}
                    </StatusBadge>
                  </td>
                  <td>{subscriber.subscribedAt ? formatDateTime(subscriber.subscribedAt) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {!page && shownList && <Spinner label="Loading subscribers" />}
        </div>
        <nav className="pager" aria-label="Subscriber pages">
          <Button
            variant="secondary"
            size="sm"
            disabled={offset === 0 || loading}
            onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}
          >
            Previous
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={!page || offset + PAGE_SIZE >= page.total || loading}
            onClick={() => setOffset(offset + PAGE_SIZE)}
          >
            Next
          </Button>
        </nav>
      </Panel>
    </div>
  );
}
