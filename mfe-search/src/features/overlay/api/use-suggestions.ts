import useSWR from 'swr';
import { getSuggestions } from '../../../lib/search-api';
import { useDebounced } from '../../../lib/use-debounced';

/** Typing pauses this long before suggestions are fetched. */
const SUGGEST_DEBOUNCE_MS = 150;

/** Suggestions are fetched by autocomplete for the typed text (spec 1 §7: GET /search/autocomplete?q=). */
export function useSuggestions(text: string) {
  const q = useDebounced(text.trim(), SUGGEST_DEBOUNCE_MS);
  const { data, error, isLoading } = useSWR(
    q ? (['/search/autocomplete', q] as const) : null,
    ([, typed]: readonly [string, string]) => getSuggestions(typed),
    { keepPreviousData: true },
  );
  return {
    suggestions: q ? (data?.suggestions ?? []) : [],
    /** the text the suggestions were fetched for (they lag the input while typing) */
    settled: q === text.trim() && !isLoading,
    error,
  };
}
