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
// paint's network path: the region loads a moment after the page has loaded, or at the first toast
// if that comes sooner (the toast waits in state and appears with the region).
const loadToastRegion = () => import('./ToastRegion');
const ToastRegion = lazy(loadToastRegion);

/** If the region never shows a toast (its chunk failed to load), waiters go on after this long. */
const SHOWN_WAIT_LIMIT_MS = 3_000;
let shownWaiters: (() => void)[] = [];

/**
 * Resolves once the region has put a toast on screen, for a caller that leaves the page right after
 * a toast (the logged-out redirect) and must not outrun it: the region's code loads lazily.
 */
export function toastShown(): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, SHOWN_WAIT_LIMIT_MS);
    shownWaiters.push(() => {
      window.clearTimeout(timer);
      resolve();
    });
  });
}

const CARRIED_KEY = 'faithcraft.carried-toast';

/**
 * Shows `options` again on the next page this tab loads, for a toast followed at once by a full
 * page change (the sign-in redirect): the reader who did not finish it sees it there.
 */
export function carryToastToNextPage(options: ToastOptions): void {
  try {
    window.sessionStorage.setItem(CARRIED_KEY, JSON.stringify(options));
  } catch {
    // Storage refused (private mode, quota): the toast is only shown on this page.
  }
}

/** The toast carried over from the previous page, once. */
function takeCarriedToast(): ToastOptions | null {
  try {
    const raw = window.sessionStorage.getItem(CARRIED_KEY);
    if (raw === null) return null;
    window.sessionStorage.removeItem(CARRIED_KEY);
    const parsed = JSON.parse(raw) as Partial<ToastOptions>;
    return typeof parsed.title === 'string' ? (parsed as ToastOptions) : null;
  } catch {
    return null;
  }
}

function notifyToastShown(): void {
  const waiters = shownWaiters;
  shownWaiters = [];
  waiters.forEach((resolve) => resolve());
}

/** After the page's load event, once the page has been idle for a moment (at once if it already has). */
const REGION_AFTER_LOAD_MS = 1_000;

/** True a moment after the window's load event: the region's code then loads off the first paint's path. */
function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let timer = 0;
    const onLoad = () => {
      timer = window.setTimeout(() => setSettled(true), REGION_AFTER_LOAD_MS);
    };
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    return () => {
      window.removeEventListener('load', onLoad);
      window.clearTimeout(timer);
    };
  }, []);
  return settled;
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
  const [toast, setToast] = useState<ActiveToast | null>(() => {
    const carried = typeof window === 'undefined' ? null : takeCarriedToast();
    return carried && { ...carried, id: 0 };
  });
  const nextId = useRef(1);

  const show = useCallback<ShowToast>((options) => setToast({ ...options, id: nextId.current++ }), []);
  const close = useCallback((id: number) => setToast((current) => (current?.id === id ? null : current)), []);
  const pageSettled = usePageSettled();
  const [wanted, setWanted] = useState(false);
  if (!wanted && (pageSettled || toast)) setWanted(true);
  return (
    <ToastContext.Provider value={show}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <ToastRegion toast={toast} onClose={close} onShown={notifyToastShown} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
