// One program detail state per program page (spec 1 §4 S1-PRODUCT-01, spec 3 §4.3 S3-PANEL-44): the page
// holds it and every part of the page (sections, jump links, the panel inline and in its dialog) reads
// and dispatches the same object. A panel outside a program page (a book's, an embed's) keeps its own.
import { createContext, useContext, useReducer } from 'react';
import type { Dispatch } from 'react';
import { programDetailReducer } from './program-detail-state';
import type { ProgramDetailAction, ProgramDetailState } from './program-detail-state';

export type ProgramDetailStore = readonly [ProgramDetailState, Dispatch<ProgramDetailAction>];

const ProgramDetailContext = createContext<ProgramDetailStore | null>(null);
export const ProgramDetailProvider = ProgramDetailContext.Provider;

/** The program page's state when inside one, else this component's own (started by `init`). */
export function useProgramDetail(init: () => ProgramDetailState): ProgramDetailStore {
  const shared = useContext(ProgramDetailContext);
  // always called (rules of hooks); unused, and never dispatched to, under a program page
  const own = useReducer(programDetailReducer, null, init);
  return shared ?? own;
}
