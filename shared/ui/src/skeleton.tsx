import type { HTMLAttributes } from 'react';
import { keyframes } from '@emotion/react';
import { colors } from './theme';

const shimmer = keyframes`
  from { background-position: -400px 0; }
  to { background-position: 400px 0; }
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
        background: `linear-gradient(90deg, ${colors.mist} 0, #e8e8ec 40%, ${colors.mist} 80%)`,
        backgroundSize: '800px 100%',
        animation: `${shimmer} 1.2s linear infinite`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
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
