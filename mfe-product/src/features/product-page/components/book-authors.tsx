// A book's authors (spec 3 §2.1): initials, name (linked), title and affiliation, and the bio, cut to
// BIO_PREVIEW_CHARS until 'Read more'.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { FacultyMember } from '../../../lib/product-payload';
import { initials } from '../content-rules';
import {
  authorBioCss,
  authorCss,
  authorInitialsCss,
  authorListCss,
  authorNameCss,
  authorRoleCss,
  authorTextCss,
  readMoreCss,
} from './book-authors.styles';
import { ExpandToggle, Section } from './sections';
import { linkCss } from './sections.styles';

/** An author bio is cut to this many characters until 'Read more'. */
const BIO_PREVIEW_CHARS = 160;

function AuthorCard({ author }: { author: FacultyMember }) {
  const [open, setOpen] = useState(false);
  const long = author.biography.length > BIO_PREVIEW_CHARS;
  const bio = open || !long ? author.biography : `${author.biography.slice(0, BIO_PREVIEW_CHARS).trimEnd()}…`;
  return (
    <li css={authorCss}>
      <span aria-hidden="true" css={authorInitialsCss}>
        {initials(author.displayName)}
      </span>
      <div css={authorTextCss}>
        <h3 css={authorNameCss}>
          <Link to={author.url} css={linkCss}>
            {author.displayName}
          </Link>
        </h3>
        <p css={authorRoleCss}>
          {author.title}, {author.affiliation}
        </p>
        <p css={authorBioCss}>{bio}</p>
        {long ? (
          <ExpandToggle expanded={open} onToggle={() => setOpen((o) => !o)} css={readMoreCss}>
            {open ? 'Read less' : 'Read more'}
          </ExpandToggle>
        ) : null}
      </div>
    </li>
  );
}

export function BookAuthors({ authors }: { authors: FacultyMember[] }) {
  return (
    <Section id="authors" title={authors.length === 1 ? 'Author' : 'Authors'}>
      <ul css={authorListCss}>
        {authors.map((a) => (
          <AuthorCard key={a.individualId} author={a} />
        ))}
      </ul>
    </Section>
  );
}
