// The tracker header: license buttons, the overflow select and the Add menu; sticky once scrolled.
import { bareList, colors, linkButtonCss } from '@cle/ui/theme';

export const header = (stuck: boolean) =>
  ({
    display: 'flex',
    flexWrap: 'wrap',
    gap: 8,
    alignItems: 'center',
    justifyContent: 'space-between',
    position: stuck ? 'sticky' : 'static',
    top: 0,
    background: colors.paper,
    zIndex: 2,
    paddingBlock: 8,
  }) as const;
export const licenses = { display: 'flex', gap: 8, flexWrap: 'wrap' } as const;
export const addMenuAnchor = { position: 'relative' } as const;
export const addMenu = {
  ...bareList,
  position: 'absolute',
  right: 0,
  background: colors.paper,
  border: `1px solid ${colors.line}`,
  minWidth: 220,
  zIndex: 3,
} as const;
export const menuButton = { ...linkButtonCss, padding: 10, display: 'block' } as const;
export const menuLink = { padding: 10, display: 'block' } as const;
