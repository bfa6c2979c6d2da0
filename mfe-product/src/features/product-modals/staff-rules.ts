// Staff mode on product pages (spec 3 §6). Pure.

/** PBR variation types: never in staff mode. */
const PBR_TYPES = [
  'OnDemandPbrWebVariation',
  'LiveProgramPbrSeminarVariation',
  'LiveProgramPBRWebcastVariation',
] as const;

/** Item classes for which staff may request a groupcast. */
export const GROUPCAST_ITEM_CLASSES: readonly number[] = [
  13, 25, 32, 83, 104, 195, 202, 210, 211, 201, 185, 188, 199, 183,
];

/**
 * An LMS admin on a variant that is not a PBR type. The profile's IsLMSAdmin text is compared
 * case-insensitively once, where the shell reads the profile (auth-service.ts applyUser).
 */
export function isStaffMode(isLmsAdmin: boolean, contentType: readonly string[]): boolean {
  const concrete = contentType[contentType.length - 1] ?? '';
  return isLmsAdmin && !(PBR_TYPES as readonly string[]).includes(concrete);
}

export function canRequestGroupcast(itemClassId: number | null | undefined): boolean {
  return typeof itemClassId === 'number' && GROUPCAST_ITEM_CLASSES.includes(itemClassId);
}

/** An external staff page for a variant: the template's {key} replaced by the external key. */
export function staffPageUrl(template: string, externalSystemKey: string): string | null {
  if (!externalSystemKey.trim()) return null;
  const url = template.replace('{key}', encodeURIComponent(externalSystemKey));
  return /^https:\/\//.test(url) ? url : null;
}
