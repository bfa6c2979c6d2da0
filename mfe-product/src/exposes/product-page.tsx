import type { PageProps } from '@cle/contracts/page';
import { exposeView } from '@cle/ui/remote-root';
import { ProductView } from '../features/product-page/product-view';
import { ProductActions } from '../features/product-modals/product-actions';
import type { ProductActionsSlotProps } from '../features/product-page/product-slots';

const renderActions = (props: ProductActionsSlotProps) => <ProductActions {...props} />;

/** The shell maps every product variation type to this page; properties.code is the product code. */
function ProductPage({ page }: PageProps) {
  const code = typeof page.properties.code === 'string' ? page.properties.code : '';
  return <ProductView code={code} contentType={page.contentType} inShell actions={renderActions} />;
}

export default exposeView('mfe-product', ProductPage);
