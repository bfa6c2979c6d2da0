// Where to listen: up to 2 services shown as links, the rest behind an accessible menu button
// (WAI-ARIA menu button: Enter/Space/ArrowDown open, arrows move, Escape closes and returns focus).
import type { SeriesServiceLink } from '@cle/contracts/podcast-schemas';
import { splitServiceLinks } from '../podcast-rules';
import { MoreServicesMenu } from './more-services-menu';
import { ServiceLinkContent } from './service-link-content';
import * as styles from './service-links.styles';

export function ServiceLinks({ links }: { links: readonly SeriesServiceLink[] }) {
  if (!links.length) return null;
  const { direct, menu } = splitServiceLinks(links);
  return (
    <nav aria-label="Listen on" css={styles.nav}>
      <ul css={styles.list}>
        {direct.map((link) => (
          <li key={link.serviceLink}>
            <a href={link.serviceLink} target="_blank" rel="noopener noreferrer" css={styles.pill}>
              <ServiceLinkContent link={link} />
            </a>
          </li>
        ))}
      </ul>
      {menu.length ? <MoreServicesMenu links={menu} /> : null}
    </nav>
  );
}
