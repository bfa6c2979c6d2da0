// The sticky jump-link bar (spec 3 §2.1, §9): smooth scroll with a 95 px offset, the hash set on click,
// an initial hash scrolled to 100 ms after load, the active section marked (hooks/use-active-section.ts).
import { useLocation, useNavigate } from 'react-router-dom';
import { scrollToSection, useActiveSection } from '../hooks/use-active-section';
import type { JumpLink } from '../page-rules';
import { barCss, jumpLinkCss, linksCss } from './jump-link-bar.styles';

/**
 * `inShell`: the hash is written straight to the address bar, keeping the path the purchase panel may
 * have set for the selected variant. In an embed the embed's own router keeps the hash.
 */
export function JumpLinkBar({
  links,
  dark = false,
  inShell,
}: {
  links: JumpLink[];
  dark?: boolean;
  inShell?: boolean;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const [active, setActive] = useActiveSection(links);

  const jump = (id: string) => {
    if (!scrollToSection(id)) return;
    if (inShell) {
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search}#${id}`);
    } else {
      navigate({ search: location.search, hash: id }, { replace: true, preventScrollReset: true });
    }
    setActive(id);
  };

  return (
    <nav aria-label="On this page" css={barCss(dark)}>
      <ul css={linksCss}>
        {links.map((l) => (
          <li key={l.id}>
            <a
              href={`#${l.id}`}
              aria-current={l.id === active ? 'location' : undefined}
              onClick={(e) => {
                e.preventDefault();
                jump(l.id);
              }}
              css={jumpLinkCss(l.id === active, dark)}
            >
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
