import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The selected tab of a page, kept in `?tab=` so a reload or a link opens it again (the first tab
 * leaves the URL clean). The selection answers the key press at once; the router's URL update runs
 * as a transition and may wait for the tab's code.
 */
export function useUrlTab<Key extends string>(
  parse: (value: string | null) => Key,
  firstTab: Key,
): [Key, (next: Key) => void] {
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState(() => parse(params.get('tab')));
  const selectTab = useCallback(
    (next: Key) => {
      setTab(next);
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === firstTab) updated.delete('tab');
          else updated.set('tab', next);
          return updated;
        },
        { replace: true },
      );
    },
    [setParams, firstTab],
  );
  return [tab, selectTab];
}
