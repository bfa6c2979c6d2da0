// The results as a list: result cards with the marketing modules placed among them (withMarketing).
import type { SearchItem } from '@cle/contracts/schemas';
import { bareList } from '@cle/ui/theme';
import { withMarketing } from '../results-rules';
import { ResultCard } from './result-card';
import { MarketingCard } from './results-sections';
import type { MarketingModule } from './results-sections';

export function ResultEntries({
  items,
  modules,
  itemRef,
  signedIn,
  explain,
}: {
  items: SearchItem[];
  modules: MarketingModule[];
  /** each result link's ref ('Load more' moves focus to the first new one) */
  itemRef: (index: number) => (el: HTMLAnchorElement | null) => void;
  signedIn: boolean;
  /** the explain flag: each card shows its score against the top one */
  explain: boolean;
}) {
  const entries = withMarketing(items, modules);
  const topScore = items[0]?.score ?? 0;
  return (
    <ol css={bareList}>
      {entries.map((e) =>
        e.kind === 'item' ? (
          <li key={e.item.pk}>
            <ResultCard
              ref={itemRef(e.index)}
              item={e.item}
              signedIn={signedIn}
              explain={explain ? { topScore } : null}
            />
          </li>
        ) : (
          <li key={`marketing-${e.module.heading}`}>
            <MarketingCard module={e.module} />
          </li>
        ),
      )}
    </ol>
  );
}
