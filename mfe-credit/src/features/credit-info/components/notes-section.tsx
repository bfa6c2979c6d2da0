import { useId } from 'react';
import type { CreditInfo } from '@cle/contracts/credit-schemas';

/** Spec 2 §2: the main content area — the jurisdiction's notes. */
export function NotesSection({ info }: { info: CreditInfo }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={{ display: 'grid', gap: 8 }}>
      <h2 id={headingId} css={{ fontSize: 22, margin: 0 }}>
        About CLE in {info.name}
      </h2>
      <p css={{ margin: 0, lineHeight: 1.6, maxWidth: 760 }}>{info.notes}</p>
    </section>
  );
}
