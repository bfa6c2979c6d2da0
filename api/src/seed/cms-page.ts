// One CMS page row as the generators write it: the content-type chain ends with the concrete type, and
// the metadata defaults to the page's name. Used by every generator that adds pages, so the rows agree.
import type { CmsPageRow } from '../db/rows';

export const cmsPage = (
  id: string,
  friendly_url: string,
  type: string,
  name: string,
  properties: Record<string, unknown> = {},
  extra: Partial<CmsPageRow> = {},
): CmsPageRow => ({
  id,
  friendly_url,
  // The CMS lists the inheritance chain; the last entry is the concrete type.
  content_type: ['PageData', type],
  name,
  parent_id: null,
  sort_order: 0,
  visible: true,
  metadata: {
    browserTitle: name,
    pageDescription: `${name} at PLI, the nonprofit leader in continuing legal education.`,
  },
  properties,
  ...extra,
});
