import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { Button, Dialog, messageFromError, useToast } from '@faithcraft/ui';
import { TextField } from '@faithcraft/ui';
import { MIN_NEW_PASSWORD, ValidationMessages } from '@faithcraft/validation';
import { useUnauthorizedRedirect } from '../../lib/useUnauthorizedRedirect';

const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      ok
      message
      fieldErrors {
        field
        message
      }
    }
  }
`);

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FALLBACK_MESSAGE = 'Failed to change password';

/** The Change Password modal. Closing it (any way) clears its three fields. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toast = useToast();
  const onUnauthorized = useUnauthorizedRedirect();
  const [values, setValues] = useState(EMPTY);
  const [changePassword, { loading }] = useMutation(ChangePasswordMutation);

  function close() {
    setValues(EMPTY);
    onClose();
  }

  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    // Spec 000 §5: only the new password is checked here; the server checks the current one.
    if (values.newPassword !== values.confirmPassword) {
      toast({
        variant: 'error',
        title: 'Password Mismatch',
        description: "New password and confirmation don't match.",
      });
      return;
    }
    if (values.newPassword.length < MIN_NEW_PASSWORD) {
      toast({
        variant: 'error',
        title: 'Password Too Short',
        description: ValidationMessages.changePasswordTooShort,
      });
      return;
    }
    try {
      const { data } = await changePassword({
        variables: { input: { currentPassword: values.currentPassword, newPassword: values.newPassword } },
      });
      const result = data?.changePassword;
      if (result?.ok) {
        toast({
          variant: 'success',
          title: 'Password Changed',
          description: 'Your password has been updated successfully.',
        });
        close();
        return;
      }
      const detail = result?.fieldErrors[0]?.message ?? result?.message ?? FALLBACK_MESSAGE;
      toast({ variant: 'error', title: 'Password Change Failed', description: detail });
    } catch (error) {
      if (!onUnauthorized(error)) {
        toast({
          variant: 'error',
          title: 'Password Change Failed',
          description: messageFromError(error, FALLBACK_MESSAGE),
        });
      }
    }
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Change Password"
      description="Enter your current password and choose a new one."
    >
      <form className="dialog-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Change password">
        <TextField
          label="Current Password"
          type="password"
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters"
          {...field('newPassword')}
        />
        <TextField
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <div className="form-actions form-actions--end">
          <Button variant="secondary" onClick={close} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" pending={loading}>
            Change Password
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
