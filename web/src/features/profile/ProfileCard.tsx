import { useState } from 'react';
import { Button } from '@faithcraft/ui';
import { SafeImage } from '../../components/ui/SafeImage';
import { formatLongDate } from '../../lib/format';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { EditProfileForm } from './EditProfileForm';
import { ProfileVisibilityToggle } from './ProfileVisibilityToggle';
import { fullName, planName, type ProfileUser } from './useProfileUser';

/** Avatar, name, e-mail, plan badge and member-since date, with Edit Profile and Change Password. */
export function ProfileCard({ user }: { user: ProfileUser }) {
  const [editing, setEditing] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const name = fullName(user);
  const plan = planName(user.subscriptionStatus);

  return (
    <section className="profile-card" aria-labelledby="profile-card-name">
      <div className="profile-card__identity">
        {user.profileImageUrl ? (
          <SafeImage src={user.profileImageUrl} alt="" className="profile-card__avatar profile-card__avatar--image" />
        ) : (
          <span className="profile-card__avatar" aria-hidden="true">
            {name.charAt(0).toUpperCase()}
          </span>
        )}
        <div className="profile-card__details">
          <h2 id="profile-card-name" className="profile-card__name" data-testid="profile-name">
            {name}
          </h2>
          <p className="profile-card__email">{user.email}</p>
          <p className="profile-card__meta">
            <span className={`badge ${plan === 'Family Plan' ? 'badge--gold' : 'badge--neutral'}`}>{plan}</span>
            <span>Member since {formatLongDate(user.createdAt)}</span>
          </p>
        </div>
      </div>

      {editing ? (
        <EditProfileForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <div className="profile-card__actions">
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            Edit Profile
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setPasswordOpen(true)}>
            Change Password
          </Button>
        </div>
      )}

      <ProfileVisibilityToggle userId={user.id} isPublic={user.isProfilePublic} />
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </section>
  );
}
