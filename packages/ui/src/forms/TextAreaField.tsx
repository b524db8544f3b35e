import type { TextareaHTMLAttributes } from 'react';
import { Field } from './Field';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: string;
}

/** A labelled multi-line text input. */
export function TextAreaField({ label, hint, className, ...textareaProps }: TextAreaFieldProps) {
  return (
    <Field label={label} className={className}>
      {(id) => (
        <>
          <textarea
            id={id}
            className="field__input field__textarea"
            aria-describedby={hint ? `${id}-hint` : undefined}
            {...textareaProps}
          />
          {hint && (
            <p id={`${id}-hint`} className="field__hint">
              {hint}
            </p>
          )}
        </>
      )}
    </Field>
  );
}
