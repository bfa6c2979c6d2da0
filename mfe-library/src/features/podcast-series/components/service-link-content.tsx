import { visuallyHidden } from '@cle/ui/theme';
import type { SeriesServiceLink } from '@cle/contracts/podcast-schemas';
import { badge } from './service-links.styles';

function ServiceBadge({ link }: { link: SeriesServiceLink }) {
  // Decorative: the service's initial in a badge; the link text names the service.
  return (
    <span aria-hidden="true" data-icon={link.icon} css={badge}>
      {link.serviceName.charAt(0)}
    </span>
  );
}

/** A service link's content, in the row and in the More menu: badge, name, and the new-tab note. */
export function ServiceLinkContent({ link }: { link: SeriesServiceLink }) {
  return (
    <>
      <ServiceBadge link={link} />
      {link.serviceName}
      <span css={visuallyHidden}> (opens in a new tab)</span>
    </>
  );
}
