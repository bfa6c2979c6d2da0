// The results page's reactions to the URL and to search answers (spec 1 §4): one-off action messages,
// new-search mode (entered from the overlay's flag or browser back, left when results arrive), and
// what a failed search does (cache invalidated, tracked, flag cleared).
import { useEffect } from 'react';
import type { Dispatch, RefObject } from 'react';
import { useSWRConfig } from 'swr';
import { toast } from '@cle/contracts/toast';
import { track } from '../../../lib/track';
import type { ChangeSearchParams } from '../../../lib/use-latest-search-params';
import { consumeActionParams, withoutNewSearchFlag } from '../results-rules';
import type { NewSearchEvent } from '../results-rules';
import type { SearchState } from '../search-url';
import { isSearchKey } from './use-search';

export function useResultsEffects({
  params,
  changeParams,
  state,
  request,
  arrived,
  error,
  hits,
  newSearch,
  dispatch,
  headingRef,
}: {
  params: URLSearchParams;
  changeParams: ChangeSearchParams;
  state: SearchState;
  request: unknown;
  /** results are in (loaded, no error) */
  arrived: boolean;
  error: unknown;
  hits: number;
  newSearch: boolean;
  dispatch: Dispatch<NewSearchEvent>;
  /** the results heading: focus moves there when a new search's results arrive */
  headingRef?: RefObject<HTMLElement | null>;
}) {
  const { mutate: mutateAll } = useSWRConfig();

  // successAction / errorAction / program / response: shown once, then removed from the URL
  useEffect(() => {
    const { message, rest } = consumeActionParams(params);
    if (rest.toString() === params.toString()) return;
    if (message)
      toast.show({ type: message.kind === 'error' ? 'alert' : 'confirmation', content: message.text });
    changeParams((latest) => consumeActionParams(latest).rest, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params]);

  // a new search from the overlay (flag in the URL) and browser back turn new-search mode on
  useEffect(() => {
    if (state.newSearch) dispatch('new-search');
  }, [state.newSearch, dispatch]);
  useEffect(() => {
    const onPop = () => dispatch('back');
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [dispatch]);

  // results arrived: leave new-search mode, clear the URL flag
  useEffect(() => {
    if (!arrived || !newSearch) return;
    dispatch('results');
    track('results', { query: state.query, hits, fromOverlay: state.fromOverlay });
    if (state.newSearch) {
      changeParams(withoutNewSearchFlag, { replace: true });
      // a search from the overlay: the results heading takes focus (not the header's button the
      // closing overlay handed it to), after the dialog has finished returning focus
      const heading = headingRef?.current;
      heading?.focus();
      requestAnimationFrame(() => heading?.focus());
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [arrived, newSearch]);

  // on error: recorded (shown by the page), search cache invalidated, tracked, new-search flag cleared
  useEffect(() => {
    if (!error) return;
    // every other cached search goes (writing undefined into this key would also wipe its error)
    const current = request ? JSON.stringify(request) : '';
    void mutateAll((key) => isSearchKey(key) && (key as readonly string[])[1] !== current, undefined, {
      revalidate: false,
    });
    track('error', { query: state.query, message: error instanceof Error ? error.message : String(error) });
    dispatch('error');
    if (params.has('newSearch')) changeParams(withoutNewSearchFlag, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
}
