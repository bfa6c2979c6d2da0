import { useState } from 'react';
import { Link } from 'react-router-dom';
import { InlineError } from '@cle/ui/inline-error';
import { PageFrame } from '@cle/ui/page-frame';
import { Skeleton } from '@cle/ui/skeleton';
import { bareList, colors, focusRing, mq, titleLinkCss } from '@cle/ui/theme';
import { FACULTY_INITIALS } from './faculty-rules';
import { useFacultyList } from './use-faculty';

const letterStyle = (active: boolean) =>
  ({
    font: 'inherit',
    minWidth: 32,
    padding: '4px 6px',
    border: `1px solid ${active ? colors.red : colors.line}`,
    borderRadius: 4,
    background: active ? colors.red : colors.paper,
    color: active ? colors.paper : colors.ink,
    cursor: 'pointer',
    '&:focus-visible': focusRing,
  }) as const;

/** The about-faculty page: every public faculty member, by last name, each linking to the profile. */
export function AboutFaculty({ heading }: { heading: string }) {
  const [letter, setLetter] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useFacultyList(page, letter);
  const choose = (l: string | null) => {
    setLetter(l);
    setPage(1);
  };
  return (
    <PageFrame>
      <h1 css={{ margin: '0 0 16px', fontSize: 32 }}>{heading}</h1>
      <div
        role="group"
        aria-label="Last name starts with"
        css={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}
      >
        <button
          type="button"
          aria-pressed={letter === null}
          css={letterStyle(letter === null)}
          onClick={() => choose(null)}
        >
          All
        </button>
        {FACULTY_INITIALS.map((l) => (
          <button
            key={l}
            type="button"
            aria-pressed={letter === l}
            css={letterStyle(letter === l)}
            onClick={() => choose(l)}
          >
            {l}
          </button>
        ))}
      </div>
      <div css={{ marginTop: 24, minHeight: 480 }}>
        {error && !data ? (
          <InlineError message="Our faculty could not be loaded." onRetry={() => void mutate()} />
        ) : isLoading || !data ? (
          <Skeleton rows={8} label="Loading faculty" />
        ) : (
          <>
            <p css={{ margin: '0 0 12px', color: colors.inkSoft }} aria-live="polite">
              {data.totalResults} faculty members
            </p>
            <ul
              css={{
                ...bareList,
                display: 'grid',
                gap: 16,
                [mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
                [mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
              }}
            >
              {data.items.map((f) => (
                <li key={f.id} css={{ display: 'flex', gap: 12, alignItems: 'center' }}>
                  <img src={f.image} alt="" width={56} height={56} css={{ borderRadius: '50%' }} />
                  <div>
                    <Link to={f.resourceLocation} css={{ ...titleLinkCss, fontWeight: 700 }}>
                      {f.displayName}
                    </Link>
                    <p css={{ margin: 0, fontSize: 14, color: colors.inkSoft }}>
                      {f.title}, {f.affiliation}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
            {data.totalPages > 1 ? (
              <nav
                aria-label="Pagination"
                css={{ display: 'flex', gap: 12, alignItems: 'center', marginTop: 24 }}
              >
                <button
                  type="button"
                  css={letterStyle(false)}
                  disabled={page <= 1}
                  onClick={() => setPage(page - 1)}
                >
                  Previous
                </button>
                <span>
                  {page} of {data.totalPages}
                </span>
                <button
                  type="button"
                  css={letterStyle(false)}
                  disabled={page >= data.totalPages}
                  onClick={() => setPage(page + 1)}
                >
                  Next
                </button>
              </nav>
            ) : null}
          </>
        )}
      </div>
    </PageFrame>
  );
}
