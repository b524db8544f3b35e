import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useUpdateProfile } from './useUpdateProfile';

/** "Show my creator page publicly": whether /users/{id} is visible to everyone. */
export function ProfileVisibilityToggle({ userId, isPublic }: { userId: string; isPublic: boolean }) {
  const { update, saving } = useUpdateProfile();
  const hintId = useId();

  return (
    <div className="checkbox-field">
      <label className="checkbox-field__label">
        <input
          type="checkbox"
          checked={isPublic}
          disabled={saving}
          aria-describedby={hintId}
          onChange={(event) => {
            const next = event.target.checked;
            void update(
              { isProfilePublic: next },
              next ? 'Your creator page is now public.' : 'Your creator page is now private.',
            );
          }}
        />
        Show my creator page publicly
      </label>
      <p id={hintId} className="field__hint">
        Your public creations are listed at <Link to={`/users/${userId}`}>your creator page</Link>.
      </p>
    </div>
  );
}
