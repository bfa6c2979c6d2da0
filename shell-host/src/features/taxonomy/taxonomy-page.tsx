import { Link } from 'react-router-dom';
import { useAuth } from '@cle/contracts/auth';
import type { TaxonomyItems } from '@cle/contracts/block-schemas';
import type { PageProps } from '@cle/contracts/page';
import { Skeleton } from '@cle/ui/skeleton';
import { bareList, cardCss, colors, mq } from '@cle/ui/theme';
import { BlockArea } from '../../components/blocks/block-area';
import { TAXONOMY_GRID, TAXONOMY_KIND_BY_TYPE, taxonomyMapUrl, taxonomySearchUrl } from './taxonomy-rules';
import type { GridShape, TaxonomyKind } from './taxonomy-rules';
import { useTaxonomyItems } from './use-taxonomy-items';

/** A row shows `columns` across and hides every item past rows x columns. */
const gridCss = (g: GridShape) => ({
  gridTemplateColumns: `repeat(${g.columns}, 1fr)`,
  '& > li:nth-of-type(n)': { display: 'block' },
  [`& > li:nth-of-type(n + ${g.rows * g.columns + 1})`]: { display: 'none' },
});

/** 4 x 1, then 3 x 2 from sm, 3 x 3 from lg (CSS, so the server's HTML is already right). */
const rowGridCss = {
  ...bareList,
  display: 'grid',
  gap: 16,
  ...gridCss(TAXONOMY_GRID.xs),
  [mq.sm]: gridCss(TAXONOMY_GRID.smToMd),
  [mq.lg]: gridCss(TAXONOMY_GRID.lg),
} as const;

function TaxonomyRow({ heading, items }: { heading: string; items: TaxonomyItems['programs'] }) {
  if (!items.length) return null;
  return (
    <section aria-label={heading} css={{ margin: '32px 0' }}>
      <h2 css={{ fontSize: 24 }}>{heading}</h2>
      <ul css={rowGridCss} data-testid="taxonomy-row">
        {items.map((item) => (
          <li key={item.code} css={{ ...cardCss, padding: 16 }}>
            <p css={{ margin: 0, fontSize: 13, textTransform: 'uppercase', color: colors.inkSoft }}>
              {item.format}
            </p>
            <Link to={item.url} css={{ color: colors.ink, fontWeight: 700, textDecoration: 'none' }}>
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

const KIND_LABEL: Record<TaxonomyKind, string> = {
  subject: 'Practice area',
  industry: 'Industry',
  audience: 'Audience',
};

/**
 * Spec 1 §2 taxonomy pages (SubjectNode, IndustryNode, IntendedAudienceNode): header, top (programs),
 * middle (publications) and bottom (search preset by the taxonomy, related terms) areas.
 */
export function TaxonomyPage({ page }: PageProps) {
  const type = page.contentType[page.contentType.length - 1] ?? '';
  const kind = TAXONOMY_KIND_BY_TYPE[type] ?? 'subject';
  const id = Number(page.properties.taxonomyId);
  const { roles } = useAuth();
  const { data, error } = useTaxonomyItems(kind, id);
  return (
    <div css={{ maxWidth: 1200, margin: '0 auto', padding: '24px 16px 64px' }}>
      <header data-area="header">
        <p css={{ margin: 0, color: colors.inkSoft, textTransform: 'uppercase', fontSize: 13 }}>
          {KIND_LABEL[kind]}
        </p>
        <h1 css={{ fontSize: 36, margin: '4px 0 8px' }}>{page.name}</h1>
        {data ? <p css={{ maxWidth: 720, lineHeight: 1.5 }}>{data.entry.description}</p> : null}
        {roles.includes('editor') ? (
          <a href={taxonomyMapUrl(kind, id)} css={{ color: colors.red }}>
            Open the {kind}-map entry in the content system
          </a>
        ) : null}
      </header>
      {error ? (
        <p role="alert">The programs for this page could not be loaded.</p>
      ) : !data ? (
        <Skeleton rows={6} label="Loading programs" />
      ) : (
        <>
          <div data-area="top">
            <TaxonomyRow heading={`Programs: ${page.name}`} items={data.programs} />
          </div>
          <div data-area="middle">
            <TaxonomyRow heading={`Publications: ${page.name}`} items={data.publications} />
            <BlockArea blocks={page.properties.blocks} fallbackBlocks={page.properties.fallbackBlock} />
          </div>
          <div data-area="bottom">
            <p>
              <Link to={taxonomySearchUrl(kind, data.entry)} css={{ color: colors.red, fontWeight: 700 }}>
                Search everything in {page.name}
              </Link>
            </p>
            {data.related.length ? (
              <nav aria-label={`Other ${KIND_LABEL[kind].toLowerCase()} pages`}>
                <ul css={{ ...bareList, display: 'flex', flexWrap: 'wrap', gap: 12 }}>
                  {data.related.map((r) => (
                    <li key={r.id}>
                      <Link to={r.url} css={{ color: colors.red }}>
                        {r.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}
