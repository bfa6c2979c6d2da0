// The certificates page (spec 2 §2, §3, §4, §9): heading, quick filters, sort, the 'All Filters' side
// panel, results count, the page's bulk 'Download', the table (cards on small screens), pagination
// 'n of m' with 20 a page, both empty states. The credit modal comes in from exposes/ (another feature).
import { useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { signIn, useAuth } from '@cle/contracts/auth';
import { toast } from '@cle/contracts/toast';
import {
  CERTIFICATE_SORT_LABELS,
  CERTIFICATE_SORTS,
  CERTIFICATE_SOURCE_LABELS,
  CERTIFICATE_SOURCES,
  YEAR_CUSTOM,
} from '@cle/contracts/certificate-schemas';
import type { Certificate, CertificateSort } from '@cle/contracts/certificate-schemas';
import { Button } from '@cle/ui/button';
import { Dialog } from '@cle/ui/dialog';
import { Skeleton } from '@cle/ui/skeleton';
import {
  bareList,
  colors,
  focusRing,
  linkButtonCss,
  mq,
  outlinedButtonCss,
  spreadRowCss,
} from '@cle/ui/theme';
import { Pager, ResultCountBar, ResultsTableHead, resultsTableCss } from '../../lib/result-parts';
import { downloadCertificateFile, downloadCertificatesZip } from '../../api/certificate-api';
import { tooltipDismissed, tooltipDismissedCookie } from '../../lib/tooltip-cookie';
import {
  CERTIFICATES_TITLE,
  EMPTY_BODY,
  EMPTY_FILTERED_BODY,
  EMPTY_FILTERED_TITLE,
  EMPTY_TITLE,
  EMPTY_FILTERS,
  FILTER_TOOLTIP_COOKIE,
  FILTER_TOOLTIP_TEXT,
  INITIAL_STATE,
  LOAD_ERROR,
  bulkBlobUris,
  certificateNoun,
  displayDate,
  filtersActive,
  requestedTooltip,
  rowActions,
  totalCredits,
  withFilters,
  withSort,
} from './certificates-rules';
import type { CertificateFilters, CertificatesState } from './certificates-rules';
import { useCertificates } from './use-certificates';

export interface CreditModalRequest {
  kind: 'external' | 'carryover';
  certificate?: Certificate;
}

export interface CertificatesPageProps {
  title?: string;
  /** renders the credit modal (the credit-form feature) for a request; null when closed */
  renderCreditModal: (request: CreditModalRequest | null, close: (changed: boolean) => void) => ReactNode;
}

const chip = (on: boolean) =>
  ({
    font: 'inherit',
    padding: '6px 14px',
    borderRadius: 18,
    border: `1px solid ${on ? colors.ink : colors.line}`,
    background: on ? colors.ink : colors.paper,
    color: on ? colors.paper : colors.ink,
    cursor: 'pointer',
    '&:focus-visible': focusRing,
  }) as const;

export function CertificatesPage({ title = CERTIFICATES_TITLE, renderCreditModal }: CertificatesPageProps) {
  const auth = useAuth();
  const [state, setState] = useState<CertificatesState>(INITIAL_STATE);
  const [panelOpen, setPanelOpen] = useState(false);
  const [modal, setModal] = useState<CreditModalRequest | null>(null);
  const { data, error, isLoading, mutate } = useCertificates(state);
  const headingId = useId();

  useEffect(() => {
    if (error) toast.show({ content: LOAD_ERROR, type: 'alert', id: 'certificates-load-error' });
  }, [error]);

  if (!auth.isAuthenticated)
    return (
      <main aria-labelledby={headingId} css={{ padding: 24 }}>
        <h1 id={headingId}>{title}</h1>
        <p>Sign in to see your certificates.</p>
        <Button type="button" onClick={() => signIn(window.location.pathname)}>
          Sign in
        </Button>
      </main>
    );

  const items = data?.items ?? [];
  const bulk = bulkBlobUris(items);
  const active = filtersActive(state.filters);
  const setFilters = (f: Partial<CertificateFilters>) => setState((s) => withFilters(s, f));

  const downloadOne = async (c: Certificate) => {
    try {
      for (const b of c.certificateBlobs) await downloadCertificateFile(b);
      toast.show({ content: 'Certificate downloaded', type: 'confirmation' });
    } catch {
      toast.show({ content: `There was an error downloading ${certificateNoun(c)}`, type: 'alert' });
    }
  };
  const downloadPage = async () => {
    if (!bulk || !data) return;
    try {
      await downloadCertificatesZip(
        items.filter((c) => c.certificateBlobs.length).map((c) => c.id),
        bulk,
        data.summary.pageNumber,
      );
      toast.show({ content: 'Certificates downloaded', type: 'confirmation' });
    } catch {
      toast.show({ content: 'There was an error downloading certificates', type: 'alert' });
    }
  };

  return (
    <main aria-labelledby={headingId} css={{ padding: '24px 16px', maxWidth: 1100, margin: '0 auto' }}>
      <header css={spreadRowCss}>
        <div>
          <h1 id={headingId} css={{ margin: 0 }}>
            {title}
          </h1>
          <p css={{ margin: '4px 0 0', color: colors.inkSoft }}>
            Your PLI certificates and the external credit you have added.
          </p>
        </div>
        <Button type="button" onClick={() => setModal({ kind: 'external' })}>
          Add external credit
        </Button>
      </header>

      <div
        role="group"
        aria-label="Quick filters"
        css={{ display: 'flex', flexWrap: 'wrap', gap: 8, margin: '20px 0 12px', alignItems: 'center' }}
      >
        <button
          type="button"
          css={chip(!active)}
          aria-pressed={!active}
          onClick={() => setFilters(EMPTY_FILTERS)}
        >
          All
        </button>
        {CERTIFICATE_SOURCES.map((s) => {
          const on = state.filters.source.length === 1 && state.filters.source[0] === s;
          return (
            <button
              key={s}
              type="button"
              css={chip(on)}
              aria-pressed={on}
              onClick={() => setFilters({ source: on ? [] : [s] })}
            >
              {CERTIFICATE_SOURCE_LABELS[s]}
            </button>
          );
        })}
        <button type="button" css={outlinedButtonCss} onClick={() => setPanelOpen(true)}>
          All Filters
        </button>
        <FirstTimeFilterTooltip />
        <label css={{ marginLeft: 'auto', display: 'flex', gap: 8, alignItems: 'center' }}>
          Sort
          {/* its own name: the wrapping label's text would also read out the chosen option */}
          <select
            aria-label="Sort"
            value={state.sort}
            onChange={(e) => setState((s) => withSort(s, e.target.value as CertificateSort))}
            css={{ font: 'inherit', padding: 6 }}
          >
            {CERTIFICATE_SORTS.map((s) => (
              <option key={s} value={s}>
                {CERTIFICATE_SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
      </div>

      <ResultCountBar count={data ? data.summary.count : null} noun={['result', 'results']}>
        {bulk && (
          <button type="button" css={linkButtonCss} onClick={() => void downloadPage()}>
            Download
          </button>
        )}
      </ResultCountBar>

      {isLoading && !data ? (
        <div css={{ minHeight: 400 }}>
          <Skeleton rows={6} label="Loading certificates" />
        </div>
      ) : error && !data ? (
        <p role="alert">{LOAD_ERROR}</p>
      ) : items.length === 0 ? (
        <section css={{ padding: '40px 0', textAlign: 'center' }}>
          <h2>{active ? EMPTY_FILTERED_TITLE : EMPTY_TITLE}</h2>
          <p>{active ? EMPTY_FILTERED_BODY : EMPTY_BODY}</p>
          {active && (
            <button type="button" css={linkButtonCss} onClick={() => setFilters(EMPTY_FILTERS)}>
              Clear filters
            </button>
          )}
        </section>
      ) : (
        <CertificatesTable
          items={items}
          onEdit={(c) => setModal({ kind: c.isCarryover ? 'carryover' : 'external', certificate: c })}
          onDownload={(c) => void downloadOne(c)}
        />
      )}

      {data && (
        <Pager
          page={data.summary.pageNumber}
          totalPages={data.summary.totalPages}
          onPage={(page) => setState((s) => ({ ...s, page }))}
        />
      )}

      <FiltersPanel
        open={panelOpen}
        filters={state.filters}
        jurisdictions={data?.filterOptions.jurisdictions ?? []}
        years={data?.filterOptions.years ?? []}
        onChange={setFilters}
        onClose={() => setPanelOpen(false)}
      />
      {renderCreditModal(modal, (changed) => {
        setModal(null);
        if (changed) void mutate();
      })}
    </main>
  );
}

/** Shown to signed-in members (the only ones who reach the list) until they dismiss it. */
function FirstTimeFilterTooltip() {
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(!tooltipDismissed(document.cookie, FILTER_TOOLTIP_COOKIE)), []);
  if (!shown) return null;
  return (
    <div
      role="note"
      aria-label="Filter tip"
      css={{
        background: colors.ink,
        color: colors.paper,
        padding: '6px 10px',
        fontSize: 14,
        display: 'flex',
        gap: 10,
        alignItems: 'center',
      }}
    >
      <span>{FILTER_TOOLTIP_TEXT}</span>
      <button
        type="button"
        css={{ ...linkButtonCss, color: colors.paper }}
        onClick={() => {
          document.cookie = tooltipDismissedCookie(FILTER_TOOLTIP_COOKIE);
          setShown(false);
        }}
      >
        Got it
      </button>
    </div>
  );
}

function CertificatesTable({
  items,
  onEdit,
  onDownload,
}: {
  items: Certificate[];
  onEdit: (c: Certificate) => void;
  onDownload: (c: Certificate) => void;
}) {
  return (
    <table
      css={{
        ...resultsTableCss('10px 8px'),
        // small screens: one card per certificate, one column
        thead: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' },
        'tr, td': { display: 'block' },
        tr: { border: `1px solid ${colors.line}`, borderRadius: 8, marginBottom: 12, padding: 8 },
        td: { borderBottom: 0, padding: '4px 8px' },
        'td[data-label]::before': { content: 'attr(data-label) ": "', fontWeight: 600 },
        [mq.md]: {
          thead: {
            position: 'static',
            width: 'auto',
            height: 'auto',
            overflow: 'visible',
            clip: 'auto',
            display: 'table-header-group',
          },
          tr: { display: 'table-row', border: 0, borderRadius: 0, margin: 0, padding: 0 },
          td: { display: 'table-cell', borderBottom: `1px solid ${colors.line}`, padding: '10px 8px' },
          'td[data-label]::before': { content: 'none' },
        },
      }}
    >
      <ResultsTableHead columns={['Date', 'Program', 'Jurisdiction', 'Credits']} />
      <tbody>
        {items.map((c) => (
          <tr key={c.id}>
            <td data-label="Date">{displayDate(c.dateCompleted)}</td>
            <td data-label="Program">
              <strong>{c.programName}</strong>
              <div css={{ color: colors.inkSoft, fontSize: 14 }}>
                {c.certificateSource} · {c.isCarryover ? 'Carryover' : c.formatDisplayText}
              </div>
            </td>
            <td data-label="Jurisdiction">{c.creditRegionDescription}</td>
            <td data-label="Credits">{totalCredits(c).toFixed(2)}</td>
            <td>
              <ul css={{ ...bareList, display: 'flex', gap: 12, flexWrap: 'wrap' }}>
                {rowActions(c).map((a) => (
                  <li key={a}>
                    {a === 'edit' && (
                      <button
                        type="button"
                        css={linkButtonCss}
                        onClick={() => onEdit(c)}
                        aria-label={`Edit ${c.programName}`}
                      >
                        Edit
                      </button>
                    )}
                    {a === 'requested' && <span title={requestedTooltip(c.requestDate)}>Requested</span>}
                    {a === 'download' && (
                      <button
                        type="button"
                        css={linkButtonCss}
                        onClick={() => onDownload(c)}
                        aria-label={`Download certificate for ${c.programName}`}
                      >
                        Download certificate
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function FiltersPanel({
  open,
  filters,
  jurisdictions,
  years,
  onChange,
  onClose,
}: {
  open: boolean;
  filters: CertificateFilters;
  jurisdictions: { regionSk: number; name: string }[];
  years: number[];
  onChange: (f: Partial<CertificateFilters>) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const toggle = <T,>(list: T[], v: T) => (list.includes(v) ? list.filter((x) => x !== v) : [...list, v]);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} placement="side">
      <div css={{ padding: 24 }}>
        <h2 id={titleId} css={{ marginTop: 0 }}>
          All Filters
        </h2>
        <fieldset css={{ border: 0, padding: 0 }}>
          <legend css={{ fontWeight: 600 }}>Source</legend>
          {CERTIFICATE_SOURCES.map((s) => (
            <label key={s} css={{ display: 'block' }}>
              <input
                type="checkbox"
                checked={filters.source.includes(s)}
                onChange={() => onChange({ source: toggle(filters.source, s) })}
              />{' '}
              {CERTIFICATE_SOURCE_LABELS[s]}
            </label>
          ))}
        </fieldset>
        <fieldset css={{ border: 0, padding: 0, marginTop: 12 }}>
          <legend css={{ fontWeight: 600 }}>Jurisdictions</legend>
          {jurisdictions.map((j) => (
            <label key={j.regionSk} css={{ display: 'block' }}>
              <input
                type="checkbox"
                checked={filters.jurisdictions.includes(j.regionSk)}
                onChange={() => onChange({ jurisdictions: toggle(filters.jurisdictions, j.regionSk) })}
              />{' '}
              {j.name}
            </label>
          ))}
        </fieldset>
        <label css={{ display: 'block', fontWeight: 600, marginTop: 12 }}>
          Year
          <select
            aria-label="Year"
            css={{ display: 'block', font: 'inherit', padding: 6, marginTop: 4 }}
            value={filters.year ?? ''}
            onChange={(e) => onChange({ year: e.target.value ? Number(e.target.value) : null })}
          >
            <option value="">All years</option>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
            <option value={YEAR_CUSTOM}>Custom</option>
          </select>
        </label>
        {filters.year === YEAR_CUSTOM && (
          <div css={{ display: 'flex', gap: 8, marginTop: 8 }}>
            <label>
              From
              <input
                css={{ display: 'block', font: 'inherit', padding: 6, width: 130 }}
                placeholder="MM/DD/YYYY"
                value={filters.from}
                onChange={(e) => onChange({ from: e.target.value })}
              />
            </label>
            <label>
              To
              <input
                css={{ display: 'block', font: 'inherit', padding: 6, width: 130 }}
                placeholder="MM/DD/YYYY"
                value={filters.to}
                onChange={(e) => onChange({ to: e.target.value })}
              />
            </label>
          </div>
        )}
        <div css={{ display: 'flex', gap: 12, marginTop: 24 }}>
          <Button type="button" onClick={onClose}>
            Show results
          </Button>
          <Button type="button" variant="secondary" onClick={() => onChange(EMPTY_FILTERS)}>
            Clear all
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
