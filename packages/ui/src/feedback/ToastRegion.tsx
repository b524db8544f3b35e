import { useEffect, useRef } from 'react';
import * as RadixToast from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_DIRECTION, TOAST_SWIPE_THRESHOLD_PX } from './constants';
import type { ActiveToast } from './Toast';

interface ToastRegionProps {
  toast: ActiveToast | null;
  onClose: (id: number) => void;
  /** Called after a toast has been committed to the screen. */
  onShown: () => void;
}

/**
 * Radix Toast with the spec's constants: one visible, 5000 ms, swipe right past 50 px, F8 focuses
 * the region (labelled "Notifications (F8)"); hover and focus pause the timer. Its own chunk
 * (loaded by ToastProvider as the app mounts): no page needs it to paint.
 */
export default function ToastRegion({ toast, onClose, onShown }: ToastRegionProps) {
  useEffect(() => {
    if (toast) onShown();
  }, [toast, onShown]);
  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection={TOAST_SWIPE_DIRECTION}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toast && <ToastItem key={toast.id} toast={toast} onClose={onClose} />}
      <RadixToast.Viewport hotkey={TOAST_HOTKEY} className="toast-region" data-testid="toast-region" />
    </RadixToast.Provider>
  );
}

function ToastItem({ toast, onClose }: { toast: ActiveToast; onClose: (id: number) => void }) {
  const ref = useRef<HTMLLIElement>(null);
  const variant = toast.variant ?? 'info';
  const Icon = variant === 'error' ? CircleAlert : CircleCheck;
  return (
    <RadixToast.Root
      className={`toast toast--${variant}`}
      // Errors interrupt (assertive); confirmations wait their turn (polite).
      type={variant === 'error' ? 'foreground' : 'background'}
      duration={toast.duration}
      ref={ref}
      data-testid="toast"
      onEscapeKeyDown={(event) => {
        // Escape belongs to what has focus: only a focused toast closes on it (a dialog beneath
        // closes itself, see Dialog).
        if (!(event.target instanceof Node && ref.current?.contains(event.target))) event.preventDefault();
      }}
      onOpenChange={(open) => {
        if (!open) onClose(toast.id);
      }}
    >
      <span className="toast__icon" aria-hidden="true">
        <Icon size={20} />
      </span>
      <div className="toast__body">
        <RadixToast.Title className="toast__title">{toast.title}</RadixToast.Title>
        {toast.description && (
          <RadixToast.Description className="toast__description">{toast.description}</RadixToast.Description>
        )}
      </div>
      <RadixToast.Close className="toast__close" aria-label="Close notification">
        <X size={16} aria-hidden="true" />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}
