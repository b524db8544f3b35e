import { lazy, Suspense, type LazyExoticComponent, type ReactNode } from 'react';
import { Spinner, Tabs } from '@faithcraft/ui';
import { useUrlTab } from '../../lib/useUrlTab';
import { usePageMeta } from '../../lib/usePageMeta';
import { EMAIL_TAB_KEYS, EMAIL_TAB_LABELS, parseEmailTab, type EmailTabKey } from './tabs';
import './email.css';

// Each tab's code loads when the tab is first opened (Radix renders only the selected panel).
const PANELS: Record<EmailTabKey, LazyExoticComponent<() => ReactNode>> = {
  subscribers: lazy(() => import('./subscribers/SubscribersPanel')),
  lists: lazy(() => import('./lists/ListsPanel')),
  templates: lazy(() => import('./templates/TemplatesPanel')),
  campaigns: lazy(() => import('./campaigns/CampaignsPanel')),
  analytics: lazy(() => import('./analytics/EmailAnalyticsPanel')),
  status: lazy(() => import('./status/StatusPanel')),
};

/** /admin/email (spec 001 §2): the self-hosted list manager's console in six tabs. */
export default function EmailPage() {
  usePageMeta({ title: 'Email Management' });
  const [tab, selectTab] = useUrlTab(parseEmailTab, 'subscribers');

  return (
    <div className="dashboard">
      <div className="page-head dashboard__head">
        <div>
          <h1>Email Management</h1>
          <p className="muted">Lists, subscribers, templates, campaigns and automations — sent by FaithCraft itself.</p>
        </div>
      </div>
      <Tabs
        label="Email sections"
        selected={tab}
        onSelect={selectTab}
        tabs={EMAIL_TAB_KEYS.map((key) => {
          const Panel = PANELS[key];
          return {
            id: key,
            label: EMAIL_TAB_LABELS[key],
            panel: (
              <>
                <h2 className="visually-hidden">{EMAIL_TAB_LABELS[key]}</h2>
                <Suspense fallback={<Spinner label={`Loading ${EMAIL_TAB_LABELS[key]}`} />}>
                  <Panel />
                </Suspense>
              </>
            ),
          };
        })}
      />
    </div>
  );
}
