import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';

// Radix Toast and its icons (about 9 KB gzipped) stay out of the entry chunk and off the first
// paint's network path: the region loads once the page has loaded, or at the first toast if that
// comes sooner (the toast waits in state and appears with the region).
const ToastRegion = lazy(() => import('./ToastRegion'));

/** True once the window's load event has fired (at once if it already has). */
function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, [loaded]);
  return loaded;
}

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
  const pageLoaded = usePageLoaded();
  const [wanted, setWanted] = useState(false);
  if (!wanted && (pageLoaded || toast)) setWanted(true);
  return (
    <ToastContext.Provider value={show}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <ToastRegion toast={toast} onClose={close} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
