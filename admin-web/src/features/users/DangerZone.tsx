import { useState } from 'react';
import { AlertDialog, Button } from '@faithcraft/ui';
import { DELETE_CONFIRMATION } from './generationRules';
import type { useUserActions } from './useUserActions';

type Actions = ReturnType<typeof useUserActions>;

/** Deleting an account, behind the spec's confirmation (spec 001 §5). */
export function DangerZone({ actions, onDeleted }: { actions: Actions; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function confirmDelete() {
    setDeleting(true);
    const ok = await actions.deleteAccount();
    setDeleting(false);
    setConfirming(false);
    if (ok) onDeleted();
  }

  return (
    <section className="dialog-section danger-zone" aria-labelledby="danger-zone-title">
      <h3 id="danger-zone-title" className="dialog-section__title">
        Danger Zone
      </h3>
      <p className="muted">Deleting removes the account and its sign-in; the user's data is removed or anonymised.</p>
      <Button
        variant="secondary"
        className="btn--danger"
        onClick={() => setConfirming(true)}
        disabled={actions.pending}
      >
        Delete User Account
      </Button>
      <AlertDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Delete User Account"
        description={DELETE_CONFIRMATION}
        cancelLabel="Cancel"
        confirmLabel="Delete"
        onConfirm={() => void confirmDelete()}
        pending={deleting}
      />
    </section>
  );
}
