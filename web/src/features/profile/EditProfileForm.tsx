import { useState, type FormEvent } from 'react';
import { Button } from '@faithcraft/ui';
import { TextField } from '@faithcraft/ui';
import type { ProfileUser } from './useProfileUser';
import { useUpdateProfile } from './useUpdateProfile';

interface EditProfileFormProps {
  user: Pick<ProfileUser, 'firstName' | 'lastName'>;
  /** Leaves edit mode (after a save or on Cancel). */
  onDone: () => void;
}

export function EditProfileForm({ user, onDone }: EditProfileFormProps) {
  const [firstName, setFirstName] = useState(user.firstName ?? '');
  const [lastName, setLastName] = useState(user.lastName ?? '');
  const { update, saving } = useUpdateProfile();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const saved = await update(
      { firstName: firstName.trim(), lastName: lastName.trim() },
      'Your profile has been updated successfully.',
    );
    if (saved) onDone();
  }

  return (
    <form className="profile-edit" aria-label="Edit profile" onSubmit={(event) => void onSubmit(event)}>
      <div className="form-row">
        <TextField
          label="First Name"
          autoComplete="given-name"
          value={firstName}
          maxLength={100}
          onChange={(event) => setFirstName(event.target.value)}
          autoFocus
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          value={lastName}
          maxLength={100}
          onChange={(event) => setLastName(event.target.value)}
        />
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
