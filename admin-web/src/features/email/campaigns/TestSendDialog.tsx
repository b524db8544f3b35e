import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, Dialog, TextField } from '@faithcraft/ui';
import { SendTestCampaignMutation } from '../documents';
import { EmailTexts } from '../emailRules';
import { FormError } from '../fields';
import { useEmailAction } from '../useEmailAction';

/** Sends one copy of a campaign to an address (marked as a test; not counted in its figures). */
export function TestSendDialog({ campaign, onClose }: { campaign: { id: string; name: string }; onClose: () => void }) {
  const act = useEmailAction();
  const [sendTest, { loading }] = useMutation(SendTestCampaignMutation);
  const [to, setTo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const rule = to.trim() ? null : 'Please enter an e-mail address';
    setProblem(rule);
    if (rule) return;
    const ok = await act(
      async () => (await sendTest({ variables: { campaignId: campaign.id, to: to.trim() } })).data?.sendTestEmail,
      EmailTexts.actionFailed,
    );
    if (ok) onClose();
  }

  return (
    <Dialog open onClose={onClose} title={`Send a test of ${campaign.name}`} testId="test-send-dialog">
      <form className="stack-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField label="Send test to" type="email" value={to} onChange={(e) => setTo(e.target.value)} />
        <FormError>{problem}</FormError>
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" pending={loading}>
            Send test
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
