// The on-demand program page's runtime and credit modals (spec 3 §2.1): the running time in total and
// per segment, and the credit offered in each jurisdiction. Part of the modals chunk (modal-host.tsx).
import type { CreditJurisdiction, Segment } from '../../../lib/product-payload';
import { formatCredits, formatCreditStatus, formatRuntime, NO_CREDIT_TEXT } from '../../../lib/format';
import { ModalFrame } from './modal-frame';
import {
  creditModalLabelCss,
  creditModalListCss,
  flushTextCss,
  rowCss,
  runtimeModalLabelCss,
  runtimeModalListCss,
  boldTextCss,
} from './program-info-modals.styles';

export function RuntimeModal({
  onClose,
  runTimeSeconds,
  segments,
}: {
  onClose: () => void;
  runTimeSeconds: number | null;
  segments: readonly Segment[];
}) {
  const ordered = [...segments].sort((a, b) => (a.segmentNumber ?? 0) - (b.segmentNumber ?? 0));
  return (
    <ModalFrame open onClose={onClose} title="Runtime">
      <p css={boldTextCss}>
        {runTimeSeconds
          ? `Total running time ${formatRuntime(runTimeSeconds)}`
          : 'The running time is not known yet.'}
      </p>
      {ordered.length ? (
        <ol aria-label="Running time by segment" css={runtimeModalListCss}>
          {ordered.map((s) => (
            <li key={s.code} css={rowCss}>
              <span>
                Segment {s.segmentNumber}: {s.displayName.replace(/\s*\([^)]*\)$/, '')}
              </span>
              <span css={runtimeModalLabelCss}>
                {s.runTimeSeconds ? formatRuntime(s.runTimeSeconds) : '–'}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </ModalFrame>
  );
}

export function CreditModal({
  onClose,
  creditHours,
  jurisdictions,
}: {
  onClose: () => void;
  creditHours: number | null;
  jurisdictions: readonly CreditJurisdiction[];
}) {
  return (
    <ModalFrame open onClose={onClose} title="Credit">
      {creditHours !== null ? (
        <p css={boldTextCss}>
          Up to {creditHours} credit {creditHours === 1 ? 'hour' : 'hours'}
        </p>
      ) : null}
      {jurisdictions.length ? (
        <ul aria-label="Credit by jurisdiction" css={creditModalListCss}>
          {jurisdictions.map((j) => (
            <li key={j.regionSk} css={rowCss}>
              <span css={creditModalLabelCss}>{j.name}</span>
              <span>
                {formatCredits(j.credits)}
                {j.notApproved ? ` (${formatCreditStatus(j.status)})` : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p css={flushTextCss}>{NO_CREDIT_TEXT}</p>
      )}
    </ModalFrame>
  );
}
