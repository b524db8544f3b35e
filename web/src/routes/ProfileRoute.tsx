import { useQuery } from '@apollo/client/react';
import { Button, buttonClassName, ButtonLink, PageSpinner, StatePanel } from '@faithcraft/ui';
import { DownloadsTab } from '../features/downloads/DownloadsTab';
import { MyContentTab } from '../features/images/MyContentTab';
import { CancelSubscription } from '../features/profile/CancelSubscription';
import { ProfileCard } from '../features/profile/ProfileCard';
import { ProfileTabs } from '../features/profile/ProfileTabs';
import { StatCards } from '../features/profile/StatCards';
import { UpgradeBanner } from '../features/profile/UpgradeBanner';
import { planLine } from '../features/profile/planLine';
import { MySubscriptionQuery } from '../features/profile/subscriptionDocuments';
import { greetingName, useProfileUser } from '../features/profile/useProfileUser';
import { usePageMeta } from '../lib/usePageMeta';

export function ProfileRoute() {
  usePageMeta({
    title: 'My Profile',
    description: 'Your FaithCraft dashboard: plan, activity, content and downloads.',
    noIndex: true,
  });
  const { user, loading, error, refetch } = useProfileUser();
  // The period end of a cancelled plan comes from commerce; the profile still shows without it.
  const { data: subscriptionData } = useQuery(MySubscriptionQuery, {
    skip: !user || user.subscriptionStatus !== 'ACTIVE',
    errorPolicy: 'all',
    fetchPolicy: 'cache-and-network',
  });

  if (loading && !user) return <PageSpinner />;
  if (!user) {
    if (error) {
      return (
        <div className="container page-section">
          <StatePanel
            tone="error"
            title="Failed to fetch profile"
            description="Please check your connection and try again."
            actions={<Button onClick={() => void refetch().catch(() => undefined)}>Try again</Button>}
          />
        </div>
      );
    }
    return (
      <div className="container page-section">
        <StatePanel
          title="Please Log In"
          description="Sign in to see your profile, your content and your downloads."
          // Login is a full page navigation to the gateway, not a client-side route.
          actions={
            <a className={buttonClassName({})} href="/api/login">
              Log In
            </a>
          }
        />
      </div>
    );
  }

  const isAdmin = user.role === 'admin';
  const subscribed = user.subscriptionStatus === 'ACTIVE';
  const subscription = subscriptionData?.mySubscription;
  const endsAt = (subscription?.cancelAtPeriodEnd ? subscription.currentPeriodEnd : user.subscriptionEndsAt) ?? null;

  return (
    <div className="container page-section profile-page">
      <header className="profile-welcome">
        <div>
          <h1 data-testid="profile-welcome">Welcome back, {greetingName(user)}!</h1>
          <p className="profile-welcome__plan" data-testid="profile-plan">
            {planLine(user.subscriptionStatus, subscription, user.subscriptionEndsAt)}
          </p>
        </div>
        {user.canGenerate && <ButtonLink to="/generator">Create Content</ButtonLink>}
      </header>

      {/* Not for admins (spec); nor for Family Plan members, who have nothing to upgrade to. */}
      {!isAdmin && !subscribed && <UpgradeBanner />}

      <div className="profile-layout">
        <ProfileCard user={user} />
        <StatCards generationsRemaining={user.generationsRemaining ?? null} />
      </div>

      <ProfileTabs myContent={<MyContentTab />} downloads={<DownloadsTab />} />

      {!isAdmin && subscribed && <CancelSubscription endsAt={endsAt} />}
    </div>
  );
}
