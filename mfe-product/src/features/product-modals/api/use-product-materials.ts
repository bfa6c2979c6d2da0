import useSWR from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import { productMaterialsPath } from '@cle/contracts/product-extras-paths';
import type { ProductMaterialsResponse } from '@cle/contracts/product-extras-schemas';
import { productMaterialsSchema } from '../../../lib/payload-schemas';

/** The signed-in person's materials of a product (spec 3 §2.2); null asks nothing. */
export function useProductMaterials(code: string | null) {
  return useSWR<ProductMaterialsResponse>(code ? productMaterialsPath(code) : null, (path: string) =>
    apiRequest(path, { schema: productMaterialsSchema }),
  );
}
