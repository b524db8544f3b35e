import { useId, type ReactNode } from 'react';

interface FieldProps {
  label: string;
  className?: string | undefined;
  /** Renders the control with the id its label points at. */
  children: (id: string) => ReactNode;
}

/** The labelled wrapper every form field of the kit shares (.field, .field__label). */
export function Field({ label, className, children }: FieldProps) {
  const id = useId();
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}
