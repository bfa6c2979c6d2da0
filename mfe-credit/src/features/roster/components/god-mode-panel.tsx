// The god-mode panel (spec 2 §2, §6): support staff look at any organisation's roster or any member by
// id. Shown only when the token says IsLMSAdmin 'true' (S2-GODMODE-04), the server says isPLIEmployee
// (S2-GODMODE-05, GET /user/claims) and OrgId or UserId is in the address (S2-GODMODE-06).
import { useId, useState } from 'react';
import { useAuth } from '@cle/contracts/auth';
import { Button } from '@cle/ui/button';
import { colors } from '@cle/ui/theme';
import { godModeWanted } from '../roster-rules';
import { useServerClaims } from '../api/use-roster';

const GOD_MODE_WARNING =
  'Admin mode: you are viewing another organisation’s data. Changes you make affect their members.';

export function GodModePanel({ search, onApply }: { search: string; onApply: (search: string) => void }) {
  const auth = useAuth();
  const wanted = godModeWanted(search, auth.isLmsAdmin);
  const claims = useServerClaims(wanted);
  const params = new URLSearchParams(search);
  const [org, setOrg] = useState(params.get('OrgId') ?? '');
  const [user, setUser] = useState(params.get('UserId') ?? '');
  const titleId = useId();
  if (!wanted || !claims.data?.isPLIEmployee) return null;
  return (
    <section
      aria-labelledby={titleId}
      css={{ border: `2px solid ${colors.warning}`, padding: 16, marginBottom: 16, display: 'grid', gap: 12 }}
    >
      <h2 id={titleId} css={{ margin: 0, fontSize: 18 }}>
        Admin mode
      </h2>
      <p role="alert" css={{ margin: 0, background: '#fff1e0', padding: 8 }}>
        {GOD_MODE_WARNING}
      </p>
      <form
        css={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'end' }}
        onSubmit={(e) => {
          e.preventDefault();
          const next = new URLSearchParams();
          if (/^\d+$/.test(org.trim())) next.set('OrgId', org.trim());
          if (/^\d+$/.test(user.trim())) next.set('UserId', user.trim());
          onApply(`?${next.toString()}`);
        }}
      >
        <IdField label="Organization ID" value={org} onChange={setOrg} />
        <IdField label="User ID" value={user} onChange={setUser} />
        <Button type="submit">Apply</Button>
      </form>
    </section>
  );
}

function IdField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <label>
      {label}
      <input
        inputMode="numeric"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        css={{ display: 'block', font: 'inherit', padding: 8 }}
      />
    </label>
  );
}
