// The sections of a program page (spec 3 §2.1): overview, credit details, segments, faculty. Each
// section carries the id its jump link points at; the schedule and location lists are in schedule-details.tsx.
import { useLicenseRegions } from '../api/use-license-regions';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { colors } from '@cle/ui/theme';
import type { CreditJurisdiction, FacultyMember, Segment } from '../../../lib/product-payload';
import {
  formatCredits,
  formatCreditStatus,
  NO_CREDIT_TEXT,
  formatPrice,
  formatRuntime,
} from '../../../lib/format';
import { plainText } from '../../../lib/format';
import { JUMP_OFFSET_PX } from '../page-rules';
import type { OverviewSection } from '../page-rules';
import { sortSegments } from '../variants';
import {
  creditTableScrollCss,
  creditDetailsCss,
  creditDetailsCaptionCss,
  creditDetailsCellCss,
  creditDetailsHeaderCellCss,
  creditDetailsLabelCss,
  creditDetailsNameHeaderCellCss,
  creditDetailsStatusCellCss,
  creditDetailsTableCss,
  creditDetailsTextCss,
  facultyListCss,
  facultyListItemCss,
  facultyListLabelCss,
  facultyListLinkCss,
  facultyListTitleLabelCss,
  flushTextCss,
  linkCss,
  overviewBoxCss,
  overviewHeadingCss,
  sectionHeadingCss,
  segmentListCss,
  segmentListHeadingCss,
  segmentListLinkListTextCss,
  segmentListTextCss,
  textButtonCss,
} from './sections.styles';

/** Links separated by commas: a segment's speakers, a book's practice areas. */
export function LinkList({ links }: { links: readonly { url: string; text: string }[] }) {
  return (
    <>
      {links.map((l, i) => (
        <span key={l.url}>
          {i ? ', ' : ''}
          <Link to={l.url} css={linkCss}>
            {l.text}
          </Link>
        </span>
      ))}
    </>
  );
}

/** A text button that shows or hides more of a section; aria-expanded says which. */
export function ExpandToggle({
  expanded,
  onToggle,
  className,
  children,
}: {
  expanded: boolean;
  onToggle(): void;
  /** placement from the caller's css prop */
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-expanded={expanded}
      onClick={onToggle}
      className={className}
      css={textButtonCss}
    >
      {children}
    </button>
  );
}

export function Section({
  id,
  title,
  children,
  dark,
}: {
  id: string;
  title: string;
  children: ReactNode;
  dark?: boolean;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      css={{
        // a hash jump lands below the sticky bars
        scrollMarginTop: JUMP_OFFSET_PX,
        padding: '28px 0',
        borderTop: `1px solid ${dark ? '#4a4a50' : colors.line}`,
        '&:first-of-type': { borderTop: 0, paddingTop: 8 },
      }}
    >
      <h2 id={`${id}-heading`} css={sectionHeadingCss}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The sections' text: editors' content may carry markup (spec 3 §3), shown as its words, never as tags. */
export function Overview({ sections }: { sections: OverviewSection[] }) {
  return (
    <div css={overviewBoxCss}>
      {sections.map((s) =>
        s.heading ? (
          <div key={s.key}>
            <h3 css={overviewHeadingCss}>{s.heading}</h3>
            <p css={flushTextCss}>{plainText(s.content)}</p>
          </div>
        ) : (
          <p key={s.key} css={flushTextCss}>
            {plainText(s.content)}
          </p>
        ),
      )}
    </div>
  );
}

/** Beside a jurisdiction the person holds a license in. */
const YOUR_LICENSE_TEXT = 'Your license';

/** Jurisdictions shown before 'Show all'. */
const CREDIT_ROWS_COLLAPSED = 8;

export function CreditDetails({
  jurisdictions,
  creditHours,
}: {
  jurisdictions: CreditJurisdiction[];
  creditHours: number | null;
}) {
  const [all, setAll] = useState(false);
  const licensed = useLicenseRegions();
  if (!jurisdictions.length) return <p css={flushTextCss}>{NO_CREDIT_TEXT}</p>;
  // the person's own jurisdictions first (stable otherwise)
  const ordered = [...jurisdictions].sort(
    (a, b) => Number(licensed.has(b.regionSk)) - Number(licensed.has(a.regionSk)),
  );
  const shown = all ? ordered : ordered.slice(0, CREDIT_ROWS_COLLAPSED);
  return (
    <div css={creditDetailsCss}>
      {creditHours !== null ? (
        <p css={creditDetailsTextCss}>
          Up to {creditHours} credit {creditHours === 1 ? 'hour' : 'hours'} in {jurisdictions.length}{' '}
          {jurisdictions.length === 1 ? 'jurisdiction' : 'jurisdictions'}
        </p>
      ) : null}
      <div css={creditTableScrollCss}>
        <table css={creditDetailsTableCss}>
          <caption css={creditDetailsCaptionCss}>Credit by jurisdiction</caption>
          <thead>
            <tr>
              {['Jurisdiction', 'Credits', 'Status'].map((h) => (
                <th key={h} scope="col" css={creditDetailsHeaderCellCss}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((j) => (
              <tr key={j.regionSk}>
                <th scope="row" css={creditDetailsNameHeaderCellCss}>
                  {j.name}
                  {licensed.has(j.regionSk) ? (
                    <span css={creditDetailsLabelCss}>{YOUR_LICENSE_TEXT}</span>
                  ) : null}
                </th>
                <td css={creditDetailsCellCss}>{formatCredits(j.credits)}</td>
                <td css={creditDetailsStatusCellCss}>{formatCreditStatus(j.status)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {jurisdictions.length > CREDIT_ROWS_COLLAPSED ? (
        <ExpandToggle expanded={all} onToggle={() => setAll((v) => !v)}>
          {all ? 'Show fewer jurisdictions' : `Show all ${jurisdictions.length} jurisdictions`}
        </ExpandToggle>
      ) : null}
    </div>
  );
}

export function SegmentList({ segments, currentCode }: { segments: Segment[]; currentCode: string }) {
  return (
    <ol css={segmentListCss}>
      {sortSegments(segments).map((s) => {
        const current = s.code === currentCode;
        return (
          <li
            key={s.code}
            css={{
              border: `1px solid ${current ? colors.red : colors.line}`,
              borderRadius: 8,
              padding: 16,
              display: 'grid',
              gap: 4,
            }}
          >
            <p css={segmentListTextCss}>
              Segment {s.segmentNumber}
              {s.runTimeSeconds ? ` · ${formatRuntime(s.runTimeSeconds)}` : ''}
              {s.creditHours !== null
                ? ` · ${s.creditHours} credit ${s.creditHours === 1 ? 'hour' : 'hours'}`
                : ''}
            </p>
            <h3 css={segmentListHeadingCss}>
              {current ? (
                <span aria-current="page">{s.displayName} (this segment)</span>
              ) : (
                <Link to={s.url} css={linkCss}>
                  {s.displayName}
                </Link>
              )}
            </h3>
            {s.speakers.length ? (
              <p css={segmentListLinkListTextCss}>
                <LinkList links={s.speakers.map((f) => ({ url: f.url, text: f.displayName }))} />
              </p>
            ) : null}
            <p css={segmentListLinkListTextCss}>{formatPrice(s.price)}</p>
          </li>
        );
      })}
    </ol>
  );
}

export function FacultyList({ faculty }: { faculty: FacultyMember[] }) {
  if (!faculty.length) return <p css={flushTextCss}>Faculty to be announced.</p>;
  const ordered = [...faculty].sort(
    (a, b) => Number(b.role === 'Chairperson') - Number(a.role === 'Chairperson'),
  );
  return (
    <ul css={facultyListCss}>
      {ordered.map((f) => (
        <li key={f.individualId} css={facultyListItemCss}>
          <Link to={f.url} css={facultyListLinkCss}>
            {f.displayName}
          </Link>
          {f.role === 'Chairperson' ? <span css={facultyListLabelCss}>Chairperson</span> : null}
          <span css={facultyListTitleLabelCss}>
            {f.title}, {f.affiliation}
          </span>
        </li>
      ))}
    </ul>
  );
}
