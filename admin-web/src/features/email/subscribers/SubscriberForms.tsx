import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, TextField } from '@faithcraft/ui';
import { Panel } from '../../../components/Panel';
import { AdminSubscribeMutation, AdminUnsubscribeMutation } from '../documents';
import { EmailTexts, emailAndListError } from '../emailRules';
import { ChoiceField, FormError, type ChoiceOption } from '../fields';
import { useEmailAction } from '../useEmailAction';

interface FormsProps {
  listOptions: readonly ChoiceOption[];
  defaultListId: string;
  /** After a change: the table and the counts load again. */
  onChanged: () => void;
}

/** Subscribe (email, name, list) — single or double opt-in as the list says. */
export function SubscribeForm({ listOptions, defaultListId, onChanged }: FormsProps) {
  const act = useEmailAction();
  const [subscribe, { loading }] = useMutation(AdminSubscribeMutation);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [listId, setListId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const chosenList = listId ?? defaultListId;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const rule = emailAndListError(email, chosenList);
    setProblem(rule);
    if (rule) return;
    const ok = await act(
      async () =>
        (
          await subscribe({
            variables: { email: email.trim(), name: name.trim() || null, listId: chosenList },
          })
        ).data?.adminSubscribeEmail,
      EmailTexts.subscribeFailed,
    );
    if (ok) {
      setEmail('');
      setName('');
      onChanged();
    }
  }

  return (
    <Panel
      title="Subscribe"
      description="Adds an address to a list. Double opt-in lists send a confirmation e-mail first."
    >
      <form className="stack-form" onSubmit={(event) => void submit(event)} noValidate data-testid="subscribe-form">
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField label="Name (optional)" value={name} onChange={(e) => setName(e.target.value)} />
        <ChoiceField
          label="List"
          value={chosenList}
          onChange={(e) => setListId(e.target.value)}
          options={listOptions}
          placeholder="Choose a list"
        />
        <FormError>{problem}</FormError>
        <div>
          <Button type="submit" pending={loading}>
            Subscribe
          </Button>
        </div>
      </form>
    </Panel>
  );
}

/** Unsubscribe (email, list): the address leaves that list and is not mailed from it again. */
export function UnsubscribeForm({ listOptions, defaultListId, onChanged }: FormsProps) {
  const act = useEmailAction();
  const [unsubscribe, { loading }] = useMutation(AdminUnsubscribeMutation);
  const [email, setEmail] = useState('');
  const [listId, setListId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const chosenList = listId ?? defaultListId;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const rule = emailAndListError(email, chosenList);
    setProblem(rule);
    if (rule) return;
    const ok = await act(
      async () =>
        (await unsubscribe({ variables: { email: email.trim(), listId: chosenList } })).data?.adminUnsubscribeEmail,
      EmailTexts.unsubscribeFailed,
    );
    if (ok) {
      setEmail('');
      onChanged();
    }
  }

  return (
    <Panel title="Unsubscribe" description="Removes an address from a list at once.">
      <form className="stack-form" onSubmit={(event) => void submit(event)} noValidate data-testid="unsubscribe-form">
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <ChoiceField
          label="List"
          value={chosenList}
          onChange={(e) => setListId(e.target.value)}
          options={listOptions}
          placeholder="Choose a list"
        />
        <FormError>{problem}</FormError>
        <div>
          <Button type="submit" variant="secondary" pending={loading}>
            Unsubscribe
          </Button>
        </div>
      </form>
    </Panel>
  );
}
