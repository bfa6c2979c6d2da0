// 'Featured in this episode' (spec 3 §2.1): the guests with their initials, title and affiliation, and
// their bios by the layout the guest count asks for (two columns behind 'Show more').
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { FacultyMember } from '../../../lib/product-payload';
import { GUESTS_START_OPEN, guestLayout, initials } from '../content-rules';
import {
  avatarCss,
  guestBioCss,
  guestCss,
  guestListCss,
  guestRoleCss,
  guestTextCss,
  showMoreCss,
} from './episode-guests.styles';
import { ExpandToggle, Section } from './sections';
import { linkCss } from './sections.styles';

export function GuestAvatar({ name, size = 48 }: { name: string; size?: number }) {
  return (
    <span aria-hidden="true" css={avatarCss(size)}>
      {initials(name)}
    </span>
  );
}

function Guest({ guest, showBio }: { guest: FacultyMember; showBio: boolean }) {
  return (
    <li css={guestCss}>
      <GuestAvatar name={guest.displayName} />
      <div css={guestTextCss}>
        <Link to={guest.url} css={{ ...linkCss, fontWeight: 700 }}>
          {guest.displayName}
        </Link>
        <span css={guestRoleCss}>
          {guest.title}, {guest.affiliation}
        </span>
        {showBio ? <p css={guestBioCss}>{guest.biography}</p> : null}
      </div>
    </li>
  );
}

export function EpisodeGuests({ guests }: { guests: FacultyMember[] }) {
  const layout = guestLayout(guests);
  const [open, setOpen] = useState(GUESTS_START_OPEN);
  if (layout === 'none') return null;
  const twoColumn = layout === 'two-column';
  const showBio = layout !== 'no-bio' && (!twoColumn || open);
  return (
    <Section id="guests" title="Featured in this episode">
      <ul data-layout={layout} css={guestListCss(twoColumn)}>
        {guests.map((g) => (
          <Guest key={g.individualId} guest={g} showBio={showBio} />
        ))}
      </ul>
      {twoColumn ? (
        <ExpandToggle expanded={open} onToggle={() => setOpen((o) => !o)} css={showMoreCss}>
          {open ? 'Show less' : 'Show more'}
        </ExpandToggle>
      ) : null}
    </Section>
  );
}
