// The frame of a remote's page: centred, at most `maxWidth` wide, with the site's page padding.
import type { ReactNode } from 'react';
import { colors, font, mq } from './theme';

const PADDING = {
  /** content pages: room below for the footer */
  page: { padding: '24px 16px 48px', [mq.lg]: { padding: '32px 32px 64px' } },
  /** pages whose sections bring their own spacing */
  compact: { padding: '24px 16px', [mq.lg]: { padding: 32 } },
} as const;

export function PageFrame({
  children,
  maxWidth = 1200,
  padding = 'page',
  busy,
  className,
}: {
  children: ReactNode;
  maxWidth?: number;
  padding?: keyof typeof PADDING;
  /** marks a frame that shows skeletons while its content loads */
  busy?: boolean;
  className?: string;
}) {
  return (
    <div
      aria-busy={busy || undefined}
      className={className}
      css={{
        color: colors.ink,
        // the site's type in the shell and on an integrator's page alike
        fontFamily: font.family,
        maxWidth,
        margin: '0 auto',
        boxSizing: 'border-box',
        ...PADDING[padding],
      }}
    >
      {children}
    </div>
  );
}
