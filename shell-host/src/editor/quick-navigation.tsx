import type { QuickNavigation } from '@cle/contracts/editor';
import { colors, focusRing } from '@cle/ui/theme';
import { withContentId } from './editor-rules';

/** Spec 1 §1: the editor's quick-navigation links box (Dashboard, CMS Edit, Commerce). */
export function QuickNavigationBox({
  links,
  contentId,
}: {
  links: QuickNavigation['links'];
  contentId: string;
}) {
  return (
    <nav
      aria-label="Quick navigation"
      css={{
        position: 'fixed',
        left: 16,
        bottom: 16,
        zIndex: 40,
        background: colors.paper,
        border: `1px solid ${colors.line}`,
        borderRadius: 8,
        boxShadow: '0 4px 16px rgba(0,0,0,0.15)',
        padding: '8px 12px',
      }}
    >
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: 12 }}>
        {links.map((l) => (
          <li key={l.text}>
            <a
              href={withContentId(l.href, l.text, contentId)}
              css={{ color: colors.red, fontWeight: 600, '&:focus-visible': focusRing }}
            >
              {l.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
