interface SpinnerProps {
  /** Text for assistive technology; also shown visibly when `showLabel` is set. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  showLabel?: boolean;
}

export function Spinner({ label = 'Loading', size = 'md', showLabel = false }: SpinnerProps) {
  return (
    <span className={`spinner spinner--${size}`} role="status">
      <span className="spinner__circle" aria-hidden="true" />
      <span className={showLabel ? 'spinner__label' : 'visually-hidden'}>{label}</span>
    </span>
  );
}

/** A spinner centred in the available space, used while a page's data loads. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="page-spinner" data-testid="page-spinner">
      <Spinner size="lg" label={label} />
    </div>
  );
}
