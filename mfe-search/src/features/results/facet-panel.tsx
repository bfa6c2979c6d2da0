import { useState } from 'react';
import type { FacetGroup } from '@cle/contracts/schemas';
import { colors } from '@cle/ui/theme';
import { FACET_PARAMS, type FacetParam } from './search-url';

const VISIBLE = 8;

function Group({ group, onToggle }: { group: FacetGroup; onToggle: (value: string) => void }) {
  const [open, setOpen] = useState(false);
  const facets = group.facets.filter((f) => f.count > 0 || f.checked);
  if (!facets.length) return null;
  const shown = open ? facets : facets.slice(0, VISIBLE);
  return (
    <fieldset css={{ border: 0, borderTop: `1px solid ${colors.line}`, padding: '12px 0', margin: 0 }}>
      <legend css={{ fontWeight: 700, padding: 0, marginBottom: 8 }}>{group.name}</legend>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}>
        {shown.map((f) => (
          <li key={f.value}>
            <label css={{ display: 'flex', gap: 8, alignItems: 'center', cursor: 'pointer' }}>
              <input
                type="checkbox"
                checked={f.checked}
                disabled={f.disabled && !f.checked}
                onChange={() => onToggle(f.value)}
              />
              <span css={{ flex: 1 }}>{f.name}</span>
              <span css={{ color: colors.inkSoft, fontSize: 13 }}>{f.count}</span>
            </label>
          </li>
        ))}
      </ul>
      {facets.length > VISIBLE ? (
        <button
          type="button"
          onClick={() => setOpen((o) => !o)}
          css={{
            marginTop: 8,
            font: 'inherit',
            color: colors.red,
            background: 'none',
            border: 0,
            padding: 0,
            cursor: 'pointer',
          }}
        >
          {open ? 'Show less' : (group.showMoreLabel ?? `Show all ${facets.length}`)}
        </button>
      ) : null}
    </fieldset>
  );
}

export function FacetPanel({
  groups,
  onToggle,
}: {
  groups: FacetGroup[];
  onToggle: (group: FacetParam, value: string) => void;
}) {
  return (
    <aside aria-label="Filters">
      <h2 css={{ fontSize: 18, margin: '0 0 8px' }}>Filters</h2>
      {groups
        .filter(
          (g): g is FacetGroup & { groupTypeId: FacetParam } =>
            (FACET_PARAMS as readonly string[]).includes(g.groupTypeId) && g.behavior === 'checkbox-or',
        )
        .map((g) => (
          <Group key={g.groupTypeId} group={g} onToggle={(v) => onToggle(g.groupTypeId, v)} />
        ))}
    </aside>
  );
}
