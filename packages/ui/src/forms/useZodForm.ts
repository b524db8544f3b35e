import type { FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/**
 * react-hook-form driven by a shared zod schema (@faithcraft/validation): validate on submit,
 * then again as the user types; a failed submit focuses the first invalid field so keyboard and
 * screen-reader users land on the message. `register(name)` fits the kit's TextField.
 */
export function useZodForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const { errors } = form.formState;

  return {
    register: (name: Path<Input>) => ({
      ...form.register(name),
      error: errors[name]?.message as string | undefined,
    }),
    /** The form's onSubmit: runs `onValid` with the parsed values only when every rule holds. */
    submit: (onValid: (values: Output) => Promise<void> | void) => (event: FormEvent<HTMLFormElement>) =>
      void form.handleSubmit(onValid)(event),
    /** Shows the server's field errors on the fields this form has and focuses the first one. */
    showErrors: (fieldErrors: ReadonlyArray<{ field: string; message: string }>) => {
      const known = fieldErrors.filter(({ field }) => field in (defaultValues as object));
      known.forEach(({ field, message }, index) =>
        form.setError(field as Path<Input>, { message }, { shouldFocus: index === 0 }),
      );
    },
  };
}
