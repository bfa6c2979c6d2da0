// Stable ids derived from text (FNV-1a, 32 bit): the search answer's hash and the CMS-style
// productGuidValue / contentLink guid of a variation, one definition for search, library and lookups.

/** FNV-1a of the text as lower-case hex (not zero-padded). */
export function fnv1aHex(text: string): string {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0).toString(16);
}

/** A stable GUID-shaped id derived from the variation pk (the CMS's productGuidValue, its contentLink). */
export function guidOf(pk: string): string {
  const h = (s: string) => fnv1aHex(s).padStart(8, '0');
  const hex = `${h(pk)}${h(`${pk}:1`)}${h(`${pk}:2`)}${h(`${pk}:3`)}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
