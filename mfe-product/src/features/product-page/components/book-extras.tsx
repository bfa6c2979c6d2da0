// Below-the-fold parts of the book page, in their own chunk (loaded after the page shows): the table of
// contents (by volume, 10 chapters a volume until 'See all', an in-page filter, the PLI PLUS search and
// the download link) and the testimonials (spec 3 §2.1; spec 1 §5).
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { Testimonial } from '@cle/contracts/product-content-schemas';
import { searchToc, tableOfContents, TOC_COLLAPSED_COUNT } from '../content-rules';
import type { TocEntry } from '../content-rules';
import { tocSearchUrl, tocVolumes } from '../toc-rules';
import { ExpandToggle, Section } from './sections';
import { linkCss } from './sections.styles';
import {
  flushTextCss,
  tableOfContentsBoxCss,
  tableOfContentsButtonCss,
  tableOfContentsFormCss,
  tableOfContentsInputCss,
  tableOfContentsLabelCss,
  tableOfContentsTextCss,
  testimonialsFigcaptionCss,
  testimonialsFigureCss,
  testimonialsListCss,
  testimonialsQuoteCss,
  volumeBoxCss,
  volumeExpandToggleCss,
  volumeHeadingCss,
  volumeListCss,
} from './book-extras.styles';

function Volume({ volume, entries, titled }: { volume: number; entries: TocEntry[]; titled: boolean }) {
  const [all, setAll] = useState(false);
  const shown = all ? entries : entries.slice(0, TOC_COLLAPSED_COUNT);
  const headingId = useId();
  return (
    <div css={volumeBoxCss}>
      {titled ? (
        <h3 id={headingId} css={volumeHeadingCss}>
          Volume {volume}
        </h3>
      ) : null}
      <ol aria-labelledby={titled ? headingId : undefined} css={volumeListCss}>
        {shown.map((e, i) => (
          <li key={`${e.chapter ?? ''}-${e.title}-${i}`}>
            {e.chapter !== undefined && e.chapter !== '' ? `Chapter ${e.chapter}: ` : ''}
            {e.title}
          </li>
        ))}
      </ol>
      {entries.length > TOC_COLLAPSED_COUNT ? (
        <ExpandToggle expanded={all} onToggle={() => setAll((a) => !a)} css={volumeExpandToggleCss}>
          {all ? 'See less' : 'See all'}
        </ExpandToggle>
      ) : null}
    </div>
  );
}

export function TableOfContents({
  json,
  searchUrlTemplate,
  downloadUrl,
}: {
  json: string | undefined;
  searchUrlTemplate?: string | null;
  downloadUrl?: string | null;
}) {
  const entries = tableOfContents(json);
  const [query, setQuery] = useState('');
  if (!entries) return null;
  const found = searchToc(entries, query);
  const volumes = tocVolumes(found);
  const plusSearch = tocSearchUrl(searchUrlTemplate, query);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // the full-text search runs on PLI PLUS, in a new tab
    if (plusSearch) window.open(plusSearch, '_blank', 'noopener,noreferrer');
  };
  return (
    <Section id="table-of-contents" title="Table of contents">
      <form role="search" onSubmit={submit} css={tableOfContentsFormCss}>
        <label css={tableOfContentsLabelCss}>
          Search the table of contents
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            css={tableOfContentsInputCss}
          />
        </label>
        {searchUrlTemplate ? (
          <button type="submit" disabled={!plusSearch} css={tableOfContentsButtonCss}>
            Search the full text on PLI PLUS
          </button>
        ) : null}
      </form>
      {volumes.length ? (
        <div css={tableOfContentsBoxCss}>
          {volumes.map((v) => (
            <Volume
              key={`${v.volume}-${query}`}
              volume={v.volume}
              entries={v.entries}
              titled={tocVolumes(entries).length > 1}
            />
          ))}
        </div>
      ) : (
        <p css={flushTextCss}>No chapter title matches “{query.trim()}”.</p>
      )}
      {downloadUrl ? (
        <p css={tableOfContentsTextCss}>
          <a href={downloadUrl} download css={linkCss}>
            Download the table of contents (PDF)
          </a>
        </p>
      ) : null}
    </Section>
  );
}

export function Testimonials({ testimonials }: { testimonials: readonly Testimonial[] }) {
  if (!testimonials.length) return null;
  return (
    <Section id="testimonials" title="Testimonials">
      <ul css={testimonialsListCss}>
        {testimonials.map((t, i) => (
          <li key={`${t.name}-${i}`}>
            <figure css={testimonialsFigureCss}>
              <blockquote css={testimonialsQuoteCss}>“{t.quote}”</blockquote>
              <figcaption css={testimonialsFigcaptionCss}>
                {t.name}
                {t.affiliation ? `, ${t.affiliation}` : ''}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
