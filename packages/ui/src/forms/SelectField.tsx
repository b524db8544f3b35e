import type { SelectHTMLAttributes } from 'react';
import { Field } from './Field';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly string[];
  /** Text of an empty first option that asks the user to choose. */
  placeholder?: string;
}

/** A labelled native select (keyboard and screen-reader behaviour come with the element). */
export function SelectField({ label, options, placeholder, className, ...selectProps }: SelectFieldProps) {
  return (
    <Field label={label} className={className}>
      {(id) => (
        <select id={id} className="field__input field__select" {...selectProps}>
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
