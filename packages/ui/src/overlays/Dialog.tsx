import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useReturnFocus } from './useReturnFocus';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** `lg` for content such as an image preview. */
  size?: 'md' | 'lg';
  /** Where focus goes on open: the first control of the body (forms) or the close button. */
  initialFocus?: 'body' | 'close';
  closeLabel?: string;
  testId?: string;
  /** An extra class on the dialog box (e.g. a page's own width or height limit). */
  className?: string;
}

/**
 * A modal dialog (Radix): the page behind is inert, focus is trapped, Escape or a click outside
 * closes it, and focus returns to whatever opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  size = 'md',
  initialFocus = 'body',
  closeLabel = 'Close',
  testId,
  className,
}: DialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog__overlay" />
        <RadixDialog.Content
          className={[`dialog dialog--${size}`, className].filter(Boolean).join(' ')}
          data-testid={testId}
          onKeyDown={(event) => {
            // A toast shown after the dialog opened is the topmost Radix layer and would take the
            // Escape meant for the dialog the user is working in; the dialog closes itself.
            if (event.key === 'Escape' && event.currentTarget.contains(event.target as Node)) onClose();
          }}
          // Without a description Radix must not point aria-describedby at a missing element.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          onOpenAutoFocus={(event) => {
            returnFocus.remember();
            const target = (event.currentTarget as HTMLElement).querySelector<HTMLElement>(
              initialFocus === 'close' ? '.dialog__close' : FIRST_BODY_CONTROL,
            );
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <div className="dialog__header">
            <RadixDialog.Title className="dialog__title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="dialog__close" aria-label={closeLabel}>
              <X size={18} aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          {description && (
            <RadixDialog.Description className="dialog__description">{description}</RadixDialog.Description>
          )}
          <div className="dialog__body">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

const FIRST_BODY_CONTROL =
  '.dialog__body :is([data-autofocus], a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]))';
