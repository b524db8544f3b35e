import type { ReactNode } from 'react';
import * as RadixAlertDialog from '@radix-ui/react-alert-dialog';
import { Button } from '../components/Button';
import { useReturnFocus } from './useReturnFocus';

interface AlertDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  /** The safe choice; it has focus when the dialog opens. */
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  /** While the confirmed action runs, both buttons are blocked and the dialog stays open. */
  pending?: boolean;
}

/**
 * A confirmation that interrupts the user (Radix AlertDialog): no close on an outside click,
 * Escape cancels, focus starts on the safe choice and returns to the opener.
 */
export function AlertDialog({
  open,
  onClose,
  title,
  description,
  cancelLabel,
  confirmLabel,
  onConfirm,
  pending = false,
}: AlertDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <RadixAlertDialog.Root open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      <RadixAlertDialog.Portal>
        <RadixAlertDialog.Overlay className="dialog__overlay" />
        <RadixAlertDialog.Content
          className="dialog dialog--md"
          onOpenAutoFocus={returnFocus.remember}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
        >
          <RadixAlertDialog.Title className="dialog__title">{title}</RadixAlertDialog.Title>
          <RadixAlertDialog.Description className="dialog__description">{description}</RadixAlertDialog.Description>
          <div className="dialog__body dialog__actions">
            <RadixAlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={pending}>
                {cancelLabel}
              </Button>
            </RadixAlertDialog.Cancel>
            {/* Not an AlertDialog.Action: that would close before the action has finished. */}
            <Button onClick={onConfirm} pending={pending}>
              {confirmLabel}
            </Button>
          </div>
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}
