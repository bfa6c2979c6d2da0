// The program page's one state object (program-detail-state.ts), started from the payload: the panel's
// first selection and the catalogue relations with the sections they make.
import { useMemo, useReducer } from 'react';
import type { ProductPayload } from '../../../lib/product-payload';
import type { ProgramDetailStore } from '../program-detail-context';
import { catalogRelationsOf, initialProgramDetailState, programDetailReducer } from '../program-detail-state';
import type { VariantLike } from '../variants';
import { initialPanelSelection } from './use-variant-selection';

export function useProgramPageState(data: ProductPayload, panelVariants: readonly VariantLike[]) {
  const [state, dispatch] = useReducer(programDetailReducer, null, () =>
    programDetailReducer(
      initialProgramDetailState(initialPanelSelection(panelVariants, data.variation.code)),
      catalogRelationsOf(data),
    ),
  );
  // a new payload (revalidated, or another program on the same page) brings its relations: set during
  // render, so no frame shows the old sections
  if (state.catalogRelations !== data.catalogRelations) dispatch(catalogRelationsOf(data));
  return useMemo<ProgramDetailStore>(() => [state, dispatch], [state]);
}
