import * as RadixSelect from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { Field } from './Field';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

interface SelectProps<V extends string> {
  label: string;
  value: V;
  onValueChange: (value: V) => void;
  options: readonly SelectOption<V>[];
  /** Id of a note that describes the choice (aria-describedby). */
  describedBy?: string;
  className?: string;
}

/**
 * A labelled select (Radix): a combobox button with a listbox, typeahead, arrows, Home/End,
 * Escape; for forms whose native <select> look does not fit (tests of native selects keep those).
 */
export function Select<V extends string>({
  label,
  value,
  onValueChange,
  options,
  describedBy,
  className,
}: SelectProps<V>) {
  return (
    <Field label={label} className={className}>
      {(id) => (
        <RadixSelect.Root value={value} onValueChange={(next) => onValueChange(next as V)}>
          <RadixSelect.Trigger id={id} className="field__input select__trigger" aria-describedby={describedBy}>
            <RadixSelect.Value />
            <RadixSelect.Icon className="select__icon">
              <ChevronDown size={16} aria-hidden="true" />
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          <RadixSelect.Portal>
            <RadixSelect.Content className="select__content" position="popper" sideOffset={6}>
              <RadixSelect.Viewport>
                {options.map((option) => (
                  <RadixSelect.Item key={option.value} value={option.value} className="select__item">
                    <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                    <RadixSelect.ItemIndicator className="select__indicator">
                      <Check size={14} aria-hidden="true" />
                    </RadixSelect.ItemIndicator>
                  </RadixSelect.Item>
                ))}
              </RadixSelect.Viewport>
            </RadixSelect.Content>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      )}
    </Field>
  );
}
