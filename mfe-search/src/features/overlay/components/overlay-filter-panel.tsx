// The overlay's filter panel: Jurisdictions and Practice areas (chosen in modal flows), Credit types
// (a few inline, 'View all' in a modal), Program formats (inline).
import { useId } from 'react';
import type { ReactNode } from 'react';
import type { FacetGroup } from '@cle/contracts/schemas';
import { colors, linkButtonCss, visuallyHidden } from '@cle/ui/theme';
import {
  CREDIT_TYPES_INLINE,
  FILTER_PANEL_HEADING,
  GROUP_TITLES,
  PROGRAM_FORMATS,
  selectionCount,
} from '../overlay-rules';
import type { OverlayFilters, OverlayGroup } from '../overlay-rules';
import { formatNumber } from '@cle/ui/intl';
import {
  checkboxCountLabelCss,
  checkboxLabelCss,
  chipsButtonCss,
  chipsListCss,
  groupBoxCss,
  groupHeadingCss,
  overlayFilterPanelBoxCss,
  overlayFilterPanelGroupBoxCss,
  overlayFilterPanelHeadingCss,
  overlayFilterPanelSectionCss,
} from './overlay-filter-panel.styles';

const textButton = {
  ...linkButtonCss,
  justifySelf: 'start',
  color: colors.redDark,
  fontWeight: 600,
} as const;

/** Opens a group's filter modal; the modal returns focus to this button when it closes. */
function ModalOpener({
  group,
  onOpen,
  children,
}: {
  group: OverlayGroup;
  onOpen: (group: OverlayGroup, opener: HTMLElement) => void;
  children: ReactNode;
}) {
  return (
    <button type="button" onClick={(e) => onOpen(group, e.currentTarget)} css={textButton}>
      {children}
    </button>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} css={groupBoxCss}>
      <h3 id={id} css={groupHeadingCss}>
        {title}
      </h3>
      {children}
    </div>
  );
}

function Chips({
  filters,
  group,
  onToggle,
}: {
  filters: OverlayFilters;
  group: OverlayGroup;
  onToggle: (group: OverlayGroup, value: string, name: string) => void;
}) {
  const selected = filters[group].selected;
  if (!selected.length) return null;
  return (
    <ul css={chipsListCss}>
      {selected.map((s) => (
        <li key={s.value}>
          <button
            type="button"
            aria-label={`Remove ${s.name}`}
            onClick={() => onToggle(group, s.value, s.name)}
            css={chipsButtonCss}
          >
            {s.name} <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function Checkbox({
  label,
  count,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  count?: number;
  checked: boolean;
  disabled: boolean;
  onChange: () => void;
}) {
  return (
    <label
      css={{ display: 'flex', gap: 8, alignItems: 'center', cursor: disabled ? 'not-allowed' : 'pointer' }}
    >
      <input type="checkbox" checked={checked} disabled={disabled && !checked} onChange={onChange} />
      <span css={checkboxLabelCss}>{label}</span>
      {count !== undefined ? (
        <span css={checkboxCountLabelCss}>
          {formatNumber(count)}
          <span css={visuallyHidden}> items</span>
        </span>
      ) : null}
    </label>
  );
}

export function OverlayFilterPanel({
  filters,
  groups,
  onToggle,
  onOpenModal,
  onClear,
}: {
  filters: OverlayFilters;
  /** facet groups for the current selection (counts, disabled values) */
  groups: FacetGroup[];
  onToggle: (group: OverlayGroup, value: string, name: string) => void;
  onOpenModal: (group: OverlayGroup, opener: HTMLElement) => void;
  onClear: () => void;
}) {
  const headingId = useId();
  const facets = (g: OverlayGroup) => groups.find((x) => x.groupTypeId === g)?.facets ?? [];
  const checked = (g: OverlayGroup, v: string) => filters[g].selected.some((s) => s.value === v);
  const credit = facets('creditType');
  // the first few credit types, plus any chosen in 'View all'
  const creditShown = credit.filter((f, i) => i < CREDIT_TYPES_INLINE || checked('creditType', f.value));
  const formats = facets('format');

  return (
    <section aria-labelledby={headingId} css={overlayFilterPanelSectionCss}>
      <div css={overlayFilterPanelBoxCss}>
        <h2 id={headingId} css={overlayFilterPanelHeadingCss}>
          {FILTER_PANEL_HEADING}
        </h2>
        {selectionCount(filters) ? (
          <button type="button" onClick={onClear} css={textButton}>
            Clear filters
          </button>
        ) : null}
      </div>
      <div css={overlayFilterPanelGroupBoxCss}>
        <Group title={GROUP_TITLES.jurisdictions}>
          <Chips filters={filters} group="jurisdictions" onToggle={onToggle} />
          <ModalOpener group="jurisdictions" onOpen={onOpenModal}>
            Add jurisdictions
          </ModalOpener>
        </Group>
        <Group title={GROUP_TITLES.creditType}>
          {creditShown.map((f) => (
            <Checkbox
              key={f.value}
              label={f.name}
              count={f.count}
              checked={checked('creditType', f.value)}
              disabled={f.disabled}
              onChange={() => onToggle('creditType', f.value, f.name)}
            />
          ))}
          <ModalOpener group="creditType" onOpen={onOpenModal}>
            View all<span css={visuallyHidden}> credit types</span>
          </ModalOpener>
        </Group>
        <Group title={GROUP_TITLES.practiceArea}>
          <Chips filters={filters} group="practiceArea" onToggle={onToggle} />
          <ModalOpener group="practiceArea" onOpen={onOpenModal}>
            Add practice areas
          </ModalOpener>
        </Group>
        <Group title={GROUP_TITLES.format}>
          {PROGRAM_FORMATS.map((name) => {
            const f = formats.find((x) => x.value === name);
            return (
              <Checkbox
                key={name}
                label={name}
                count={f?.count}
                checked={checked('format', name)}
                disabled={f ? f.disabled || f.count === 0 : false}
                onChange={() => onToggle('format', name, name)}
              />
            );
          })}
        </Group>
      </div>
    </section>
  );
}
