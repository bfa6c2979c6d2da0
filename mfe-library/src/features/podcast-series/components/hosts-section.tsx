import { useId } from 'react';
import { colors, mutedTextCss } from '@cle/ui/theme';
import type { PodcastHost } from '@cle/contracts/podcast-schemas';
import { hostsHeading } from '../podcast-rules';
import type { HostRole } from '../podcast-rules';

/** 'About the host' / 'About the hosts' (and the co-host variant), one entry per person. */
export function HostsSection({ people, kind }: { people: readonly PodcastHost[]; kind: HostRole }) {
  const headingId = useId();
  const heading = hostsHeading(people.length, kind);
  if (!heading) return null;
  return (
    <section aria-labelledby={headingId} css={{ borderTop: `1px solid ${colors.line}`, paddingTop: 16 }}>
      <h2 id={headingId} css={{ fontSize: 20, margin: '0 0 12px' }}>
        {heading}
      </h2>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16 }}>
        {people.map((person) => (
          <li key={person.individualId ?? person.displayName}>
            <h3 css={{ fontSize: 17, margin: '0 0 4px' }}>{person.displayName}</h3>
            {person.biography ? <p css={mutedTextCss}>{person.biography}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
