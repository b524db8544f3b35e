import { SafeImage } from '../../components/ui/SafeImage';
import { formatMonthYear, pluralize } from '../../lib/format';

export interface CreatorHeaderProfile {
  displayName: string;
  profileImageUrl?: string | null | undefined;
  role: string;
  createdAt: string;
}

/** 'Administrator' for admins, the role text for other non-user roles, nothing for users. */
export function roleBadge(role: string): string | null {
  if (!role || role === 'user') return null;
  return role === 'admin' ? 'Administrator' : role;
}

/** Avatar, name, joined date, creation count and role badge (spec 000 Creator page). */
export function CreatorHeader({ profile, totalImages }: { profile: CreatorHeaderProfile; totalImages: number | null }) {
  const name = profile.displayName.trim() || 'Anonymous Creator';
  const initial = profile.displayName.trim().charAt(0).toUpperCase() || 'U';
  const badge = roleBadge(profile.role);

  return (
    <header className="creator-header">
      {profile.profileImageUrl ? (
        <SafeImage src={profile.profileImageUrl} alt={`${name}'s profile picture`} className="creator-header__avatar" />
      ) : (
        <span className="creator-header__avatar creator-header__avatar--initial" aria-hidden="true">
          {initial}
        </span>
      )}
      <div>
        <h1 className="creator-header__name">
          {name}
          {badge && <span className="badge badge--gold creator-header__badge">{badge}</span>}
        </h1>
        <p className="creator-header__meta">
          <span>Joined {formatMonthYear(profile.createdAt)}</span>
          {totalImages !== null && <span data-testid="creation-count">{pluralize(totalImages, 'creation')}</span>}
        </p>
      </div>
    </header>
  );
}
