import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from '../../lib/constants';

export type ToastVariant = 'success' | 'error' | 'info';

export interface ToastOptions {
  title: string;
  description?: string | undefined;
  variant?: ToastVariant;
  /** Milliseconds before the toast closes by itself. */
  duration?: number;
}

interface ActiveToast extends Required<Omit<ToastOptions, 'description'>> {
  id: number;
  description?: string | undefined;
}

type ShowToast = (options: ToastOptions) => void;

const ToastContext = createContext<ShowToast | null>(null);

/** Shows a notification. Only one is visible at a time; a new one replaces the current one. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ActiveToast | null>(null);
  const nextId = useRef(1);
  const regionRef = useRef<HTMLElement>(null);

  const show = useCallback<ShowToast>(({ title, description, variant = 'info', duration }) => {
    setToast({
      id: nextId.current++,
      title,
      description,
      variant,
      duration: duration ?? TOAST_DURATION_MS,
    });
  }, []);

  const dismiss = useCallback(() => setToast(null), []);

  // F8 moves focus to the notification region so keyboard users can reach a toast.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'F8') {
        event.preventDefault();
        regionRef.current?.focus();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <section
        ref={regionRef}
        className="toast-region"
        aria-label="Notifications (F8)"
        tabIndex={-1}
        data-testid="toast-region"
      >
        <ol className="toast-list">{toast && <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />}</ol>
      </section>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onDismiss }: { toast: ActiveToast; onDismiss: () => void }) {
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const dragStart = useRef<number | null>(null);
  const remaining = useRef(toast.duration);

  // Count down while not paused (hover or keyboard focus pauses, like most toast libraries).
  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(onDismiss, remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, onDismiss]);

  const onPointerDown = (event: ReactPointerEvent<HTMLLIElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    dragStart.current = event.clientX;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLLIElement>) => {
    if (dragStart.current === null) return;
    setOffset(Math.max(0, event.clientX - dragStart.current));
  };
  const onPointerUp = () => {
    if (dragStart.current === null) return;
    dragStart.current = null;
    if (offset > TOAST_SWIPE_THRESHOLD_PX) onDismiss();
    else setOffset(0);
  };

  const isError = toast.variant === 'error';
  return (
    <li
      className={`toast toast--${toast.variant}`}
      role={isError ? 'alert' : 'status'}
      aria-atomic="true"
      data-testid="toast"
      style={offset ? { transform: `translateX(${offset}px)`, transition: 'none' } : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <span className="toast__icon" aria-hidden="true">
        {isError ? (
          <svg viewBox="0 0 20 20" width="20" height="20">
            <circle cx="10" cy="10" r="9" fill="currentColor" />
            <path d="M10 5.5v5.5M10 14v.4" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
          </svg>
        ) : (
          <svg viewBox="0 0 20 20" width="20" height="20">
            <circle cx="10" cy="10" r="9" fill="currentColor" />
            <path
              d="M6 10.3l2.6 2.6L14.2 7.4"
              stroke="#fff"
              strokeWidth="2"
              fill="none"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        )}
      </span>
      <div className="toast__body">
        <p className="toast__title">{toast.title}</p>
        {toast.description && <p className="toast__description">{toast.description}</p>}
      </div>
      <button type="button" className="toast__close" aria-label="Close notification" onClick={onDismiss}>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  );
}
