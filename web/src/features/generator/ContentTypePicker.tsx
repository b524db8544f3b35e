import { useId } from 'react';
import { CONTENT_TYPES, type ContentType } from '../images/contentTypes';

interface ContentTypePickerProps {
  value: ContentType;
  onChange: (value: ContentType) => void;
  disabled?: boolean;
}

/**
 * The eight content types as one radio group: native radios give arrow-key movement and a single
 * tab stop; each option is drawn as a tile with its icon.
 */
export function ContentTypePicker({ value, onChange, disabled }: ContentTypePickerProps) {
  const name = useId();
  return (
    <fieldset className="type-picker" disabled={disabled}>
      <legend className="field__label">Content type</legend>
      <div className="type-picker__grid" role="radiogroup" aria-label="Content type">
        {CONTENT_TYPES.map(({ value: type, label, hint, Icon }) => {
          const labelId = `${name}-${type}-label`;
          const hintId = `${name}-${type}-hint`;
          return (
            <label key={type} className={`type-option${value === type ? ' type-option--selected' : ''}`}>
              <input
                type="radio"
                className="type-option__input"
                name={name}
                value={type}
                checked={value === type}
                onChange={() => onChange(type)}
                aria-labelledby={labelId}
                aria-describedby={hintId}
              />
              <span className="type-option__icon" aria-hidden="true">
                <Icon size={26} />
              </span>
              <span id={labelId} className="type-option__label">
                {label}
              </span>
              <span id={hintId} className="type-option__hint">
                {hint}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
