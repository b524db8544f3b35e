import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';

export interface ChoiceOption {
  value: string;
  label: string;
}

interface ChoiceFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  label: string;
  options: readonly ChoiceOption[];
  /** An empty first option (e.g. "Default list" or "Choose a template"). */
  placeholder?: string;
  /** Option groups after the plain options (lists, then segments). */
  groups?: readonly { label: string; options: readonly ChoiceOption[] }[];
  hint?: string;
}

/** A labelled native select whose options carry a value and a label (the kit's SelectField shows values). */
export function ChoiceField({ label, options, placeholder, groups = [], hint, className, ...rest }: ChoiceFieldProps) {
  const id = useId();
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__input field__select"
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A form's validation message (one rule covers several fields), announced when it appears. */
export function FormError({ children, testId }: { children: ReactNode; testId?: string }) {
  if (!children) return null;
  return (
    <p className="field__error" role="alert" data-testid={testId ?? 'form-error'}>
      {children}
    </p>
  );
}

/** A status badge in the console's badge style; the tone comes from the status. */
export function StatusBadge({ tone, children }: { tone: 'good' | 'busy' | 'bad' | 'plain'; children: ReactNode }) {
  return <span className={`badge badge--${tone === 'good' ? 'active' : tone}`}>{children}</span>;
}
