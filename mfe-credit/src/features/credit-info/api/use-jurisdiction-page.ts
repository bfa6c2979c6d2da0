// The jurisdiction page's state and data (spec 2 §2): the region's credit info, the compliance-group tab
// (chosen, else the saved special status or ?preselect), and for the license kind of that tab the
// announcements and the page map; the page restores its own URL.
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useServerOrHydrating } from '@cle/contracts/hydration';
import { initialTabIndex, parsePreselectTab, parseRegionSk } from '../credit-info-rules';
import { useUrlRestore } from '../hooks/use-url-restore';
import { useCreditInfo } from './use-credit-info';
import { isNewlyAdmittedGroup, useCreditPageMap, usePublicAnnouncements } from './use-public-announcements';
import { useSavedSpecialStatus } from './use-saved-special-status';

export function useJurisdictionPage(regionSk: unknown, pagePath: string | null, siteUrl: string | null) {
  const sk = parseRegionSk(regionSk);
  const { data: info, error, isLoading, mutate } = useCreditInfo(sk);
  const [params] = useSearchParams();
  const preselect = parsePreselectTab(params);
  const saved = useSavedSpecialStatus(sk);
  const [chosenTab, setChosenTab] = useState<{ sk: number; index: number } | null>(null);
  useUrlRestore(pagePath);
  // The selected compliance group decides which license kind the announcements and page map are for.
  const loadedGroups = info?.regionSk === sk ? info.complianceGroups : [];
  const tabIndex =
    chosenTab?.sk === sk ? chosenTab.index : initialTabIndex(loadedGroups, saved.groupSk, preselect);
  const transitional = isNewlyAdmittedGroup(loadedGroups[tabIndex]?.longDescription);
  const announcements = usePublicAnnouncements(info?.regionSk === sk ? sk : null, transitional);
  const pageMap = useCreditPageMap(info?.regionSk === sk ? sk : null, transitional);
  // a server has no location: it and the hydrating render share the page's path, the browser the full URL
  const serverSide = useServerOrHydrating();
  const { pathname } = useLocation();

  return {
    sk,
    info,
    error,
    isLoading,
    mutate,
    tabIndex,
    /** the saved special status is still being read and no tab was chosen yet */
    tabsWaiting: saved.isLoading && !chosenTab,
    chooseTab: (index: number) => {
      if (sk !== null) setChosenTab({ sk, index });
    },
    announcements,
    pageMap,
    shareUrl: (ownPath: string | null) =>
      siteUrl
        ? new URL(ownPath ?? '/', siteUrl).href
        : serverSide
          ? (ownPath ?? pathname)
          : ownPath
            ? new URL(ownPath, window.location.origin).href
            : window.location.href,
  };
}
