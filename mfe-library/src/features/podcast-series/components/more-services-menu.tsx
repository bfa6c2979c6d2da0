// The services beyond the first two, behind an accessible menu button (spec 1 §2).
import type { SeriesServiceLink } from '@cle/contracts/podcast-schemas';
import { useMenuButton } from '../hooks/use-menu-button';
import * as styles from './more-services-menu.styles';
import { ServiceLinkContent } from './service-link-content';

const MORE_SERVICES_LABEL = 'More ways to listen';

export function MoreServicesMenu({ links }: { links: SeriesServiceLink[] }) {
  const menu = useMenuButton(links.length);
  return (
    <div ref={menu.wrapRef} css={styles.wrap}>
      <button
        ref={menu.buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={menu.open}
        aria-controls={menu.menuId}
        onClick={menu.toggle}
        onKeyDown={menu.onButtonKeyDown}
        css={styles.button}
      >
        {MORE_SERVICES_LABEL}
        <span aria-hidden="true">{menu.open ? '▴' : '▾'}</span>
      </button>
      <ul
        id={menu.menuId}
        role="menu"
        aria-label={MORE_SERVICES_LABEL}
        hidden={!menu.open}
        onKeyDown={menu.onMenuKeyDown}
        css={styles.menu}
      >
        {links.map((link, i) => (
          <li key={link.serviceLink} role="none">
            <a
              ref={menu.itemRef(i)}
              role="menuitem"
              tabIndex={-1}
              href={link.serviceLink}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => menu.close(false)}
              css={styles.item}
            >
              <ServiceLinkContent link={link} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
