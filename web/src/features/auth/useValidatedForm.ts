import { useRef, useState } from 'react';
import { firstInvalidField, type FieldErrors } from './validation';

/**
 * Form state with the usual "validate on submit, then re-validate as the user types" behaviour.
 * On a failed submit focus moves to the first invalid field so keyboard and screen-reader users
 * land on the message.
 */
export function useValidatedForm<F extends string>(
  fields: readonly F[],
  initial: Record<F, string>,
  validate: (values: Record<F, string>) => FieldErrors<F>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [attempted, setAttempted] = useState(false);
  const inputs = useRef(new Map<F, HTMLInputElement>());

  function setValue(field: F, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) setErrors(validate(next));
  }

  /** Validates everything; returns true when the form may be sent. */
  function checkBeforeSubmit(): boolean {
    setAttempted(true);
    const found = validate(values);
    setErrors(found);
    return !focusFirstError(found);
  }

  /** Shows errors (e.g. from the server) and focuses the first one; returns whether any exist. */
  function focusFirstError(found: FieldErrors<F>): boolean {
    const first = firstInvalidField(fields, found);
    if (first) inputs.current.get(first)?.focus();
    return first !== undefined;
  }

  function showErrors(found: FieldErrors<F>) {
    setErrors(found);
    focusFirstError(found);
  }

  function register(field: F) {
    return {
      name: field,
      value: values[field],
      error: errors[field],
      onChange: (event: { target: { value: string } }) => setValue(field, event.target.value),
      ref: (element: HTMLInputElement | null) => {
        if (element) inputs.current.set(field, element);
        else inputs.current.delete(field);
      },
    };
  }

  return { values, errors, register, checkBeforeSubmit, showErrors };
}
