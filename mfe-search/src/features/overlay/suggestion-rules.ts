// Suggestion rules (spec 1 §5): which autocomplete suggestions the overlay shows, in what order, and
// which one completes the typed text. Pure: no React, no fetch.
import type { Suggestion } from '@cle/contracts/schemas';

/** Suggestions max 5 (spec 1 §9). */
const MAX_SUGGESTIONS = 5;

/** The categories shown, in display order (spec 1 §3, §5). */
const SUGGESTION_TYPES = ['Jurisdiction', 'Credit type', 'Practice area'] as const;
type SuggestionType = (typeof SUGGESTION_TYPES)[number];

export interface ShownSuggestion extends Suggestion {
  type: SuggestionType;
}

/** The type named Major is shown as Practice area; anything else unknown is not a suggestion type. */
function displayType(type: string): SuggestionType | null {
  if (type === 'Major') return 'Practice area';
  return (SUGGESTION_TYPES as readonly string[]).includes(type) ? (type as SuggestionType) : null;
}

export interface FilterState {
  isChecked(group: string, value: string): boolean;
  isDisabled(group: string, value: string): boolean;
}

const norm = (s: string) => s.trim().toLowerCase();

/**
 * Keep suggestions containing the typed text (case-insensitive) and differing from it; omit those
 * whose filter is already checked or disabled; order by category (Jurisdiction, Credit type,
 * Practice area), prefix matches first within a category; at most 5.
 */
export function visibleSuggestions(
  suggestions: readonly Suggestion[],
  typed: string,
  filters: FilterState,
): ShownSuggestion[] {
  const text = norm(typed);
  if (!text) return [];
  const kept: { s: ShownSuggestion; index: number; prefix: boolean }[] = [];
  suggestions.forEach((s, index) => {
    const type = displayType(s.type);
    const name = norm(s.suggestion);
    if (!type || !name.includes(text) || name === text) return;
    if (filters.isChecked(s.filterGroup, s.filterValue) || filters.isDisabled(s.filterGroup, s.filterValue))
      return;
    kept.push({ s: { ...s, type }, index, prefix: name.startsWith(text) });
  });
  return kept
    .sort(
      (a, b) =>
        SUGGESTION_TYPES.indexOf(a.s.type) - SUGGESTION_TYPES.indexOf(b.s.type) ||
        Number(b.prefix) - Number(a.prefix) ||
        a.index - b.index,
    )
    .slice(0, MAX_SUGGESTIONS)
    .map((k) => k.s);
}

/**
 * The autocompletion: the first shown suggestion that starts with the typed text. Returns the full
 * suggestion and the characters the input would gain, or null.
 */
function autocompletion(
  shown: readonly ShownSuggestion[],
  typed: string,
): { suggestion: ShownSuggestion; rest: string } | null {
  if (!typed.trim()) return null;
  const lower = typed.toLowerCase();
  const hit = shown.find((s) => s.suggestion.toLowerCase().startsWith(lower));
  return hit ? { suggestion: hit, rest: hit.suggestion.slice(typed.length) } : null;
}

/**
 * The completion drawn in the input: with an option highlighted, that option's (or none, when it
 * does not start with the text), so the ghost text never disagrees with the active option; with
 * none highlighted, the first prefix match.
 */
export function completionFor(
  shown: readonly ShownSuggestion[],
  typed: string,
  active: number,
): { suggestion: ShownSuggestion; rest: string } | null {
  const option = active >= 0 ? shown[active] : undefined;
  return option ? autocompletion([option], typed) : autocompletion(shown, typed);
}

/** The option an arrow key moves to: down past the last wraps to the first, up from the first (or none) to the last. */
export function nextActive(key: 'ArrowDown' | 'ArrowUp', active: number, count: number): number {
  if (key === 'ArrowDown') return (active + 1) % count;
  return active <= 0 ? count - 1 : active - 1;
}
