// Spec 2 §2: the roster's member search and its jurisdiction / compliance-group filter.
import { useState } from 'react';
import type { RosterResponse } from '@cle/contracts/roster-schemas';
import { Button } from '@cle/ui/button';
import * as styles from './roster-search-form.styles';

export function RosterSearchForm({
  filters,
  jurisdiction,
  onSearch,
  onJurisdiction,
}: {
  filters: RosterResponse['filters'];
  jurisdiction: string;
  onSearch: (query: string) => void;
  onJurisdiction: (value: string) => void;
}) {
  const [typed, setTyped] = useState('');
  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(typed);
      }}
      css={styles.form}
    >
      <label>
        Search members
        <input value={typed} onChange={(e) => setTyped(e.target.value)} css={styles.search} />
      </label>
      <Button type="submit">Search</Button>
      <label>
        Jurisdiction
        {/* its own name: the wrapping label's text would also read out the chosen option */}
        <select
          aria-label="Jurisdiction"
          value={jurisdiction}
          onChange={(e) => onJurisdiction(e.target.value)}
          css={styles.select}
        >
          <option value="">All jurisdictions</option>
          {filters.flatMap((f) => [
            <option key={f.creditRegion} value={String(f.creditRegion)}>
              {f.creditRegionLongDescription}
            </option>,
            ...f.complianceGroups.map((g) => (
              <option key={`${f.creditRegion}:${g.sk}`} value={`${f.creditRegion}:${g.sk}`}>
                {f.creditRegionLongDescription}: {g.name}
              </option>
            )),
          ])}
        </select>
      </label>
    </form>
  );
}
