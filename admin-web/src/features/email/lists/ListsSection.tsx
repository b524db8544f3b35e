import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, Spinner, TextField } from '@faithcraft/ui';
import { FetchFailed } from '../../../components/FetchFailed';
import { Panel } from '../../../components/Panel';
import { formatCount, formatDate } from '../../../lib/format';
import { CreateListMutation, EmailListsQuery } from '../documents';
import { EmailTexts } from '../emailRules';
import { ChoiceField, FormError } from '../fields';
import { useEmailAction } from '../useEmailAction';
import { useEmailLists } from '../useEmailLists';
import type { EmailOptIn } from '../../../__generated__/graphql';

const OPT_IN_LABELS: Record<EmailOptIn, string> = {
  DOUBLE: 'Double opt-in (confirmation e-mail)',
  SINGLE: 'Single opt-in',
};

/** The table of lists and the create-list form (name, single or double opt-in). */
export function ListsSection() {
  const act = useEmailAction();
  const { lists, error, refetch } = useEmailLists();
  const [createList, creation] = useMutation(CreateListMutation, { refetchQueries: [EmailListsQuery] });
  const [name, setName] = useState('');
  const [optIn, setOptIn] = useState<EmailOptIn>('DOUBLE');
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const rule = name.trim() ? null : 'Please enter a list name';
    setProblem(rule);
    if (rule) return;
    const ok = await act(
      async () => (await createList({ variables: { input: { name: name.trim(), optIn } } })).data?.createEmailList,
      EmailTexts.actionFailed,
    );
    if (ok) setName('');
  }

  return (
    <Panel title="Lists" description="The default list takes the newsletter boxes' sign-ups." testId="lists">
      {!lists && error && (
        <FetchFailed
          error={error}
          message="Failed to fetch email lists"
          onRetry={() => void refetch().catch(() => undefined)}
        />
      )}
      <div className="table-scroll">
        <table className="data-table data-table--nowrap" data-testid="lists-table">
          <caption className="visually-hidden">Email lists</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Opt-in</th>
              <th scope="col">Subscribers</th>
              <th scope="col">Created</th>
              <th scope="col">ID</th>
            </tr>
          </thead>
          <tbody>
            {lists?.map((list) => (
              <tr key={list.id} data-testid="list-row">
                <th scope="row">
                  {list.name} {list.isDefault && <span className="badge badge--admin">Default</span>}
                </th>
                <td>{list.optIn === 'DOUBLE' ? 'Double' : 'Single'}</td>
                <td>{formatCount(list.subscriberCount)}</td>
                <td>{formatDate(list.createdAt)}</td>
                <td>
                  <code>{list.id}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {!lists && !error && <Spinner label="Loading lists" />}
      </div>
      <form className="inline-form" onSubmit={(event) => void submit(event)} noValidate data-testid="create-list-form">
        <TextField label="New list name" value={name} onChange={(e) => setName(e.target.value)} />
        <ChoiceField
          label="Opt-in"
          value={optIn}
          onChange={(e) => setOptIn(e.target.value as EmailOptIn)}
          options={(['DOUBLE', 'SINGLE'] as const).map((value) => ({ value, label: OPT_IN_LABELS[value] }))}
        />
        <Button type="submit" pending={creation.loading}>
          Create list
        </Button>
      </form>
      <FormError>{problem}</FormError>
    </Panel>
  );
}
