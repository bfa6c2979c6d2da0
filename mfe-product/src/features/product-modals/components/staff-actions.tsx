// Staff mode (spec 3 §6): LMS administrators get a staff modal on product pages (not PBR ones) to
// register someone from the roster and, for the listed item classes, to request a groupcast. Both
// open the learning management system's pages in a new tab.
import { useState } from 'react';
import type { CSSObject } from '@emotion/react';
import { useAuth } from '@cle/contracts/auth';
import { bareList, colors, focusRing, outlinedButtonCss } from '@cle/ui/theme';
import { ModalFrame } from './modal-frame';
import { canRequestGroupcast, isStaffMode, staffPageUrl } from '../staff-rules';
import { useLmsLinks } from '../api/use-lms-links';

export function StaffActions({
  contentType,
  externalSystemKey,
  itemClassId,
  buttonCss,
}: {
  contentType: readonly string[];
  externalSystemKey: string;
  itemClassId?: number | null;
  buttonCss?: CSSObject;
}) {
  const auth = useAuth();
  const [open, setOpen] = useState(false);
  const staff = auth.isAuthenticated && isStaffMode(auth.isLmsAdmin, contentType);
  const links = useLmsLinks(staff);
  if (!staff) return null;
  const roster = staffPageUrl(links.rosterRegistrationUrl, externalSystemKey);
  const groupcast = canRequestGroupcast(itemClassId)
    ? staffPageUrl(links.groupcastRequestUrl, externalSystemKey)
    : null;
  const linkCss = {
    ...outlinedButtonCss,
    display: 'inline-block',
    textDecoration: 'none',
    '&:focus-visible': focusRing,
  };
  return (
    <>
      <button type="button" aria-haspopup="dialog" css={buttonCss} onClick={() => setOpen(true)}>
        Staff actions
      </button>
      <ModalFrame open={open} onClose={() => setOpen(false)} title="Staff actions">
        <p css={{ margin: 0, color: colors.inkSoft }}>External key {externalSystemKey || '(none)'}</p>
        <ul css={{ ...bareList, display: 'grid', gap: 8 }}>
          {roster ? (
            <li>
              <a href={roster} target="_blank" rel="noopener noreferrer" css={linkCss}>
                Register from roster
              </a>
            </li>
          ) : null}
          {groupcast ? (
            <li>
              <a href={groupcast} target="_blank" rel="noopener noreferrer" css={linkCss}>
                Request a groupcast
              </a>
            </li>
          ) : null}
        </ul>
      </ModalFrame>
    </>
  );
}
