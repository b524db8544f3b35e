import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import * as RadixToast from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_DIRECTION, TOAST_SWIPE_THRESHOLD_PX } from './constants';

export type ToastVariant = 'success' | 'error' | 'info';

export interface ToastOptions {
  title: string;
  description?: string | undefined;
  variant?: ToastVariant;
  /** Milliseconds before the toast closes by itself (default: the spec's 5000). */
  duration?: number;
}

interface ActiveToast extends ToastOptions {
  id: number;
}

type ShowToast = (options: ToastOptions) => void;

const ToastContext = createContext<ShowToast | null>(null);

/** Shows a notification. Only one is visible at a time; a new one replaces the current one. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}

/**
 * Radix Toast with the spec's constants: one visible, 5000 ms, swipe right past 50 px, F8 focuses
 * the region (labelled "Notifications (F8)"); hover and focus pause the timer.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  // The spec allows one visible toast: a new one replaces the current one.
  const [toast, setToast] = useState<ActiveToast | null>(null);
  const nextId = useRef(1);

  const show = useCallback<ShowToast>((options) => setToast({ ...options, id: nextId.current++ }), []);
  const close = useCallback((id: number) => setToast((current) => (current?.id === id ? null : current)), []);
  return (
    <ToastContext.Provider value={show}>
      <RadixToast.Provider
        duration={TOAST_DURATION_MS}
        swipeDirection={TOAST_SWIPE_DIRECTION}
        swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      >
        {children}
        {toast && <ToastItem key={toast.id} toast={toast} onClose={close} />}
        <RadixToast.Viewport hotkey={TOAST_HOTKEY} className="toast-region" data-testid="toast-region" />
      </RadixToast.Provider>
    </ToastContext.Provider>
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
