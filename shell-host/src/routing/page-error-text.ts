/** Spec 1 §8: what a failed page fetch shows, by status. */
const DEFAULT_PAGE_ERROR = 'Network error connecting to CMS';

export function pageErrorText(status: number, message?: string): string {
  if (status === 400) return '400 Bad Request';
  if (status === 403) return '403 Access forbidden';
  if (status === 404) return '404 Page not found';
  return `${status || ''} ${message || DEFAULT_PAGE_ERROR}`.trim();
}
