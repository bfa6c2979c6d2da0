// The sections of a program page (spec 3 §2.1): overview, credit details, segments, faculty. Each
// section carries the id its jump link points at; the schedule and location lists are in schedule-details.tsx.
import { useLicenseRegions } from '../api/use-license-regions';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { bareList, colors, focusRing, linkButtonCss, mq } from '@cle/ui/theme';
import type { CreditJurisdiction, FacultyMember, Segment } from '../../../lib/product-payload';
import {
  formatCredits,
  formatCreditStatus,
  NO_CREDIT_TEXT,
  formatPrice,
  formatRuntime,
} from '../../../lib/format';
import { JUMP_OFFSET_PX } from '../page-rules';
import type { OverviewSection } from '../page-rules';
import { sortSegments } from '../variants';

/** The uppercase line above a product page's title (its format or series): a size up from the kit's eyebrowCss for list items. */
export const pageEyebrowCss = {
  margin: 0,
  fontSize: 14,
  textTransform: 'uppercase',
  letterSpacing: 0.6,
  color: colors.inkSoft,
} as const;

export const linkCss = {
  color: 'inherit',
  textDecorationThickness: 1,
  textUnderlineOffset: 3,
  '&:hover': { color: colors.red },
  '&:focus-visible': focusRing,
} as const;

const textButtonCss = {
  ...linkButtonCss,
  color: 'inherit',
  fontWeight: 700,
  textUnderlineOffset: 3,
} as const;

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
      <h2 id={`${id}-heading`} css={{ fontSize: 24, margin: '0 0 16px' }}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Overview({ sections }: { sections: OverviewSection[] }) {
  return (
    <div css={{ display: 'grid', gap: 16, lineHeight: 1.6, fontSize: 17 }}>
      {sections.map((s) =>
        s.heading ? (
          <div key={s.key}>
            <h3 css={{ fontSize: 18, margin: '0 0 6px' }}>{s.heading}</h3>
            <p css={{ margin: 0 }}>{s.content}</p>
          </div>
        ) : (
          <p key={s.key} css={{ margin: 0 }}>
            {s.content}
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
  if (!jurisdictions.length) return <p css={{ margin: 0 }}>{NO_CREDIT_TEXT}</p>;
  // the person's own jurisdictions first (stable otherwise)
  const ordered = [...jurisdictions].sort(
    (a, b) => Number(licensed.has(b.regionSk)) - Number(licensed.has(a.regionSk)),
  );
  const shown = all ? ordered : ordered.slice(0, CREDIT_ROWS_COLLAPSED);
  return (
    <div css={{ display: 'grid', gap: 12 }}>
      {creditHours !== null ? (
        <p css={{ margin: 0, fontWeight: 600 }}>
          Up to {creditHours} credit {creditHours === 1 ? 'hour' : 'hours'} in {jurisdictions.length}{' '}
          {jurisdictions.length === 1 ? 'jurisdiction' : 'jurisdictions'}
        </p>
      ) : null}
      <div css={{ overflowX: 'auto' }}>
        <table css={{ width: '100%', borderCollapse: 'collapse', fontSize: 15 }}>
          <caption css={{ textAlign: 'left', fontSize: 14, paddingBottom: 8, opacity: 0.8 }}>
            Credit by jurisdiction
          </caption>
          <thead>
            <tr>
              {['Jurisdiction', 'Credits', 'Status'].map((h) => (
                <th
                  key={h}
                  scope="col"
                  css={{
                    textAlign: 'left',
                    padding: '8px 12px 8px 0',
                    borderBottom: `2px solid ${colors.line}`,
                  }}
                >
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((j) => (
              <tr key={j.regionSk}>
                <th scope="row" css={{ textAlign: 'left', fontWeight: 600, padding: '8px 12px 8px 0' }}>
                  {j.name}
                  {licensed.has(j.regionSk) ? (
                    <span css={{ display: 'block', fontSize: 13, fontWeight: 400 }}>{YOUR_LICENSE_TEXT}</span>
                  ) : null}
                </th>
                <td css={{ padding: '8px 12px 8px 0' }}>{formatCredits(j.credits)}</td>
                <td css={{ padding: '8px 0' }}>{formatCreditStatus(j.status)}</td>
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
    <ol css={{ ...bareList, display: 'grid', gap: 12 }}>
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
            <p
              css={{ margin: 0, fontSize: 13, textTransform: 'uppercase', letterSpacing: 0.5, opacity: 0.8 }}
            >
              Segment {s.segmentNumber}
              {s.runTimeSeconds ? ` · ${formatRuntime(s.runTimeSeconds)}` : ''}
              {s.creditHours !== null
                ? ` · ${s.creditHours} credit ${s.creditHours === 1 ? 'hour' : 'hours'}`
                : ''}
            </p>
            <h3 css={{ margin: 0, fontSize: 17 }}>
              {current ? (
                <span aria-current="page">{s.displayName} (this segment)</span>
              ) : (
                <Link to={s.url} css={linkCss}>
                  {s.displayName}
                </Link>
              )}
            </h3>
            {s.speakers.length ? (
              <p css={{ margin: 0, fontSize: 14 }}>
                <LinkList links={s.speakers.map((f) => ({ url: f.url, text: f.displayName }))} />
              </p>
            ) : null}
            <p css={{ margin: 0, fontSize: 14 }}>{formatPrice(s.price)}</p>
          </li>
        );
      })}
    </ol>
  );
}

export function FacultyList({ faculty }: { faculty: FacultyMember[] }) {
  if (!faculty.length) return <p css={{ margin: 0 }}>Faculty to be announced.</p>;
  const ordered = [...faculty].sort(
    (a, b) => Number(b.role === 'Chairperson') - Number(a.role === 'Chairperson'),
  );
  return (
    <ul
      css={{
        ...bareList,
        display: 'grid',
        gap: 16,
        [mq.sm700]: { gridTemplateColumns: '1fr 1fr' },
      }}
    >
      {ordered.map((f) => (
        <li key={f.individualId} css={{ display: 'grid', gap: 2 }}>
          <Link to={f.url} css={{ ...linkCss, fontWeight: 700, fontSize: 17 }}>
            {f.displayName}
          </Link>
          {f.role === 'Chairperson' ? (
            <span css={{ fontSize: 13, fontWeight: 700, color: colors.red }}>Chairperson</span>
          ) : null}
          <span css={{ fontSize: 15 }}>
            {f.title}, {f.affiliation}
          </span>
        </li>
      ))}
    </ul>
  );
}
