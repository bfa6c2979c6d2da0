import type { HTMLAttributes } from 'react';
import { keyframes } from '@emotion/react';
import { colors } from './theme';

// The shimmer moves a highlight with `transform`, which the compositor animates on its own. An animated
// background-position repainted every skeleton on the main thread each frame: while a page loads,
// React renders its remotes in 5 ms slices, and a frame ran between slices, pushing the commit back.
const shimmer = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(100%); }
`;

type SkeletonBlockProps = HTMLAttributes<HTMLDivElement> & {
  width?: string | number;
  height?: string | number;
};

/** One shimmer bar (a plain div with the css prop: no page downloads @emotion/styled for it). */
export function SkeletonBlock({ width = '100%', height = 16, ...props }: SkeletonBlockProps) {
  return (
    <div
      {...props}
      css={{
        width,
        height,
        borderRadius: 4,
        background: colors.mist,
        position: 'relative',
        overflow: 'hidden',
        '&::after': {
          content: '""',
          position: 'absolute',
          inset: 0,
          background: `linear-gradient(90deg, transparent 0, #e8e8ec 50%, transparent 100%)`,
          animation: `${shimmer} 1.2s linear infinite`,
        },
        '@media (prefers-reduced-motion: reduce)': { '&::after': { animation: 'none', display: 'none' } },
      }}
    />
  );
}

/** A labelled loading region: screen readers hear "Loading", sighted users see shimmer rows. */
export function Skeleton({ rows = 3, label = 'Loading' }: { rows?: number; label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={label}
      css={{ display: 'grid', gap: 12, padding: '8px 0' }}
    >
      {Array.from({ length: rows }, (_, i) => (
        <SkeletonBlock key={i} width={i % 3 === 2 ? '60%' : '100%'} height={i === 0 ? 24 : 16} />
      ))}
    </div>
  );
}
