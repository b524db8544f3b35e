import { Button, TextField, useZodForm } from '@faithcraft/ui';
import { profileNamesSchema } from '@faithcraft/validation';
import type { ProfileUser } from './useProfileUser';
import { useUpdateProfile } from './useUpdateProfile';

interface EditProfileFormProps {
  user: Pick<ProfileUser, 'firstName' | 'lastName'>;
  /** Leaves edit mode (after a save or on Cancel). */
  onDone: () => void;
}

/** Edits the names with the rules the users service applies too (shared zod schema). */
export function EditProfileForm({ user, onDone }: EditProfileFormProps) {
  const form = useZodForm(profileNamesSchema, { firstName: user.firstName ?? '', lastName: user.lastName ?? '' });
  const { update, saving } = useUpdateProfile();

  async function onSubmit(values: { firstName?: string | undefined; lastName?: string | undefined }) {
    if (saving) return;
    const names = { firstName: values.firstName ?? '', lastName: values.lastName ?? '' };
    const saved = await update(names, 'Your profile has been updated successfully.');
    if (saved) onDone();
  }

  return (
    <form className="profile-edit" aria-label="Edit profile" noValidate onSubmit={form.submit(onSubmit)}>
      <div className="form-row">
        <TextField
          label="First Name"
          autoComplete="given-name"
          maxLength={100}
          autoFocus
          {...form.register('firstName')}
        />
        <TextField label="Last Name" autoComplete="family-name" maxLength={100} {...form.register('lastName')} />
      </div>
      <div className="form-actions">
        <Button type="submit" pending={saving}>
          Save
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
