import { createContext, lazy, Suspense, useCallback, useContext, useRef, useState, type ReactNode } from 'react';

// Radix Toast and its icons (about 9 KB gzipped) stay out of the entry chunk: the region mounts a
// moment after the first paint; a toast shown before that waits in state and appears with it.
const ToastRegion = lazy(() => import('./ToastRegion'));

export type ToastVariant = 'success' | 'error' | 'info';

export interface ToastOptions {
  title: string;
  description?: string | undefined;
  variant?: ToastVariant;
  /** Milliseconds before the toast closes by itself (default: the spec's 5000). */
  duration?: number;
}

export interface ActiveToast extends ToastOptions {
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

/** Holds the one visible toast (the spec allows one: a new one replaces the current one). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ActiveToast | null>(null);
  const nextId = useRef(1);

  const show = useCallback<ShowToast>((options) => setToast({ ...options, id: nextId.current++ }), []);
  const close = useCallback((id: number) => setToast((current) => (current?.id === id ? null : current)), []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <Suspense fallback={null}>
        <ToastRegion toast={toast} onClose={close} />
      </Suspense>
    </ToastContext.Provider>
  );
}
