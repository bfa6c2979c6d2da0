import { Link } from 'react-router-dom';
import type { SearchItem } from '@cle/contracts/schemas';
import { colors, focusRing } from '@cle/ui/theme';

const TYPE_LABEL: Record<string, string> = {
  liveprogram: 'Program',
  ondemandprogram: 'Program',
  ondemandsegment: 'Segment',
  book: 'Publication',
  podcastepisode: 'Podcast',
};

export function ResultCard({ item, explain }: { item: SearchItem; explain?: boolean }) {
  return (
    <article css={{ borderBottom: `1px solid ${colors.line}`, padding: '20px 0', display: 'grid', gap: 6 }}>
      <p
        css={{
          margin: 0,
          fontSize: 13,
          textTransform: 'uppercase',
          letterSpacing: 0.5,
          color: colors.inkSoft,
        }}
      >
        {TYPE_LABEL[item.searchableType] ?? item.searchableType} · {item.formatDisplay}
      </p>
      <h3 css={{ margin: 0, fontSize: 20 }}>
        <Link
          to={item.url}
          css={{
            color: colors.ink,
            textDecoration: 'none',
            '&:hover': { color: colors.red, textDecoration: 'underline' },
            '&:focus-visible': focusRing,
          }}
        >
          {item.title}
        </Link>
      </h3>
      {item.datesFormatted ? <p css={{ margin: 0, fontWeight: 600 }}>{item.datesFormatted}</p> : null}
      {item.snippet ? (
        <p css={{ margin: 0, color: colors.inkSoft, lineHeight: 1.5 }}>{item.snippet}</p>
      ) : null}
      <p css={{ margin: 0, fontSize: 14 }}>
        {item.creditDetailsFormatted?.join(' · ')}
        {item.price !== undefined ? (
          <span css={{ marginLeft: 12 }}>
            {item.price === 0 ? 'Free' : `$${item.price.toLocaleString('en-US')}`}
          </span>
        ) : null}
      </p>
      {explain && item.explanation ? (
        <pre css={{ margin: 0, fontSize: 12, whiteSpace: 'pre-wrap', background: colors.mist, padding: 8 }}>
          {item.explanation}
        </pre>
      ) : null}
    </article>
  );
}
