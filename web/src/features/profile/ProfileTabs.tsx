import { useState, type ReactNode } from 'react';
import { ButtonLink } from '@faithcraft/ui';
import { Tabs } from '@faithcraft/ui';

interface ProfileTabsProps {
  /** Bodies of the My Content and Downloads tabs (owned by the library and downloads features). */
  myContent: ReactNode;
  downloads: ReactNode;
}

/** The four profile tabs (spec 000 §9: profile tabs 4). */
export function ProfileTabs({ myContent, downloads }: ProfileTabsProps) {
  const [selected, setSelected] = useState('content');
  return (
    <section className="profile-section" aria-label="Your content">
      <Tabs
        label="Your content"
        selected={selected}
        onSelect={setSelected}
        tabs={[
          { id: 'content', label: 'My Content', panel: myContent },
          { id: 'downloads', label: 'Downloads', panel: downloads },
          {
            id: 'marketplace',
            label: 'Marketplace',
            panel: (
              <div className="tab-cta">
                <p>Find flash cards, coloring pages and games other families and teachers have shared.</p>
                <ButtonLink to="/marketplace">Browse Marketplace</ButtonLink>
              </div>
            ),
          },
          {
            id: 'library',
            label: 'My Library',
            panel: (
              <div className="tab-cta">
                <p>Everything you've created and bought, in one place.</p>
                <ButtonLink to="/library">Go to My Library</ButtonLink>
              </div>
            ),
          },
        ]}
      />
    </section>
  );
}
