// The certificates page (spec 2 §2, §3, §4, §9): heading, quick filters, sort, the 'All Filters' side
// panel, results count, the page's bulk 'Download', the table (cards on small screens), pagination
// 'n of m' with 20 a page, both empty states. The credit modal comes in from exposes/ (another feature).
// Calls: use-certificates.ts; the table, the panel and the tip are files of their own.
import { useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { signIn, useAuth } from '@cle/contracts/auth';
import { toast } from '@cle/contracts/toast';
import {
  CERTIFICATE_SORT_LABELS,
  CERTIFICATE_SORTS,
  CERTIFICATE_SOURCE_LABELS,
  CERTIFICATE_SOURCES,
} from '@cle/contracts/certificate-schemas';
import type { Certificate, CertificateSort } from '@cle/contracts/certificate-schemas';
import { Button } from '@cle/ui/button';
import { Skeleton } from '@cle/ui/skeleton';
import { linkButtonCss, outlinedButtonCss, spreadRowCss } from '@cle/ui/theme';
import { Pager, ResultCountBar } from '../../lib/result-parts';
import * as styles from './certificates-page.styles';
import { FiltersPanel } from './components/certificates-filters-panel';
import {
  CERTIFICATES_TITLE,
  EMPTY_BODY,
  EMPTY_FILTERED_BODY,
  EMPTY_FILTERED_TITLE,
  EMPTY_TITLE,
  EMPTY_FILTERS,
  INITIAL_STATE,
  LOAD_ERROR,
  bulkBlobUris,
  filtersActive,
  withFilters,
  withSort,
} from './certificates-rules';
import type { CertificateFilters, CertificatesState } from './certificates-rules';
import { CertificatesTable } from './components/certificates-table';
import { FirstTimeFilterTooltip } from './components/filter-tooltip';
import { useCertificateDownloads, useCertificates } from './api/use-certificates';

export interface CreditModalRequest {
  kind: 'external' | 'carryover';
  certificate?: Certificate;
}

export interface CertificatesPageProps {
  title?: string;
  /** renders the credit modal (the credit-form feature) for a request; null when closed */
  renderCreditModal: (request: CreditModalRequest | null, close: (changed: boolean) => void) => ReactNode;
}

function PageHeader({ headingId, title, onAdd }: { headingId: string; title: string; onAdd: () => void }) {
  return (
    <header css={spreadRowCss}>
      <div>
        <h1 id={headingId} css={styles.flush}>
          {title}
        </h1>
        <p css={styles.intro}>Your PLI certificates and the external credit you have added.</p>
      </div>
      <Button type="button" onClick={onAdd}>
        Add external credit
      </Button>
    </header>
  );
}

function QuickFilters({
  state,
  onFilters,
  onSort,
  onAllFilters,
}: {
  state: CertificatesState;
  onFilters: (f: Partial<CertificateFilters>) => void;
  onSort: (sort: CertificateSort) => void;
  onAllFilters: () => void;
}) {
  const active = filtersActive(state.filters);
  return (
    <div role="group" aria-label="Quick filters" css={styles.quickFilters}>
      <button
        type="button"
        css={styles.chip(!active)}
        aria-pressed={!active}
        onClick={() => onFilters(EMPTY_FILTERS)}
      >
        All
      </button>
      {CERTIFICATE_SOURCES.map((s) => {
        const on = state.filters.source.length === 1 && state.filters.source[0] === s;
        return (
          <button
            key={s}
            type="button"
            css={styles.chip(on)}
            aria-pressed={on}
            onClick={() => onFilters({ source: on ? [] : [s] })}
          >
            {CERTIFICATE_SOURCE_LABELS[s]}
          </button>
        );
      })}
      <button type="button" css={outlinedButtonCss} onClick={onAllFilters}>
        All Filters
      </button>
      <FirstTimeFilterTooltip />
      <label css={styles.sortLabel}>
        Sort
        {/* its own name: the wrapping label's text would also read out the chosen option */}
        <select
          aria-label="Sort"
          value={state.sort}
          onChange={(e) => onSort(e.target.value as CertificateSort)}
          css={styles.sortSelect}
        >
          {CERTIFICATE_SORTS.map((s) => (
            <option key={s} value={s}>
              {CERTIFICATE_SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** The list, or while loading the skeleton, or the load error, or an empty state (filtered or not). */
function Results({
  list,
  filtered,
  onClearFilters,
  onEdit,
  onDownload,
}: {
  list: ReturnType<typeof useCertificates>;
  filtered: boolean;
  onClearFilters: () => void;
  onEdit: (c: Certificate) => void;
  onDownload: (c: Certificate) => void;
}) {
  const { data, error, isLoading } = list;
  const items = data?.items ?? [];
  if (isLoading && !data)
    return (
      <div css={styles.loading}>
        <Skeleton rows={6} label="Loading certificates" />
      </div>
    );
  if (error && !data) return <p role="alert">{LOAD_ERROR}</p>;
  if (items.length === 0)
    return (
      <section css={styles.empty}>
        <h2>{filtered ? EMPTY_FILTERED_TITLE : EMPTY_TITLE}</h2>
        <p>{filtered ? EMPTY_FILTERED_BODY : EMPTY_BODY}</p>
        {filtered && (
          <button type="button" css={linkButtonCss} onClick={onClearFilters}>
            Clear filters
          </button>
        )}
      </section>
    );
  return <CertificatesTable items={items} onEdit={onEdit} onDownload={onDownload} />;
}

export function CertificatesPage({ title = CERTIFICATES_TITLE, renderCreditModal }: CertificatesPageProps) {
  const auth = useAuth();
  const [state, setState] = useState<CertificatesState>(INITIAL_STATE);
  const [panelOpen, setPanelOpen] = useState(false);
  const [modal, setModal] = useState<CreditModalRequest | null>(null);
  const list = useCertificates(state);
  const { data, error, mutate } = list;
  const bulk = bulkBlobUris(data?.items ?? []);
  const { downloadOne, downloadPage } = useCertificateDownloads(data, bulk);
  const headingId = useId();

  useEffect(() => {
    if (error) toast.show({ content: LOAD_ERROR, type: 'alert', id: 'certificates-load-error' });
  }, [error]);

  if (!auth.isAuthenticated)
    return (
      <main aria-labelledby={headingId} css={styles.signedOut}>
        <h1 id={headingId}>{title}</h1>
        <p>Sign in to see your certificates.</p>
        <Button type="button" onClick={() => signIn(window.location.pathname)}>
          Sign in
        </Button>
      </main>
    );

  const setFilters = (f: Partial<CertificateFilters>) => setState((s) => withFilters(s, f));
  return (
    <main aria-labelledby={headingId} css={styles.page}>
      <PageHeader headingId={headingId} title={title} onAdd={() => setModal({ kind: 'external' })} />
      <QuickFilters
        state={state}
        onFilters={setFilters}
        onSort={(sort) => setState((s) => withSort(s, sort))}
        onAllFilters={() => setPanelOpen(true)}
      />
      <ResultCountBar count={data ? data.summary.count : null} noun={['result', 'results']}>
        {bulk && (
          <button type="button" css={linkButtonCss} onClick={() => void downloadPage()}>
            Download
          </button>
        )}
      </ResultCountBar>
      <Results
        list={list}
        filtered={filtersActive(state.filters)}
        onClearFilters={() => setFilters(EMPTY_FILTERS)}
        onEdit={(c) => setModal({ kind: c.isCarryover ? 'carryover' : 'external', certificate: c })}
        onDownload={(c) => void downloadOne(c)}
      />
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
