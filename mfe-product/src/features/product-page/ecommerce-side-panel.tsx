// The ecommerce side panel mounted on its own (spec 3 §2.2; the embed's `panel` view): chosen by the
// searchable type, for the product code `pk`, with the variant `initialVariantSelector` selected first.
import { Skeleton } from '@cle/ui/skeleton';
import { useProduct } from '../../lib/use-product';
import { useNow } from '@cle/contracts/hydration';
import { panelKindForSearchableType, panelParams } from './ecommerce-panel-rules';
import { PurchasePanel } from './components/purchase-panel';
import { panelVariants, publicationEditions } from './purchase-rules';

export function EcommerceSidePanel(props: Record<string, unknown>) {
  const params = panelParams(props);
  const kind = params ? panelKindForSearchableType(params.searchableType) : null;
  const { data, error } = useProduct(kind && params ? params.pk : null);
  const now = useNow();
  if (!params || !kind) return null;
  if (error) return <p role="alert">This product could not be loaded.</p>;
  if (!data) return <Skeleton rows={4} label={`Loading ${params.title || 'the purchase options'}`} />;
  const v = data.variation;
  const listed =
    kind === 'live'
      ? panelVariants('live', data.catalogRelations.programVariants, now)
      : kind === 'book'
        ? panelVariants('book', publicationEditions(v, data.catalogRelations.variants), now)
        : [v];
  const current = params.initialVariantSelector ?? v.code;
  // inline at every size: an integrator's page has no room reserved for the program page's sticky bar
  return (
    <div data-searchable-type={params.searchableType} data-credit-tracker-code={params.creditTrackerCode}>
      <PurchasePanel
        kind={kind}
        title={params.title || v.displayName}
        variants={listed}
        currentCode={current}
        now={now}
        action={params.action}
      />
    </div>
  );
}
