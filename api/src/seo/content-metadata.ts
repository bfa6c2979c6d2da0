// The metadata GET /content answers for a CMS page (issue 36): the page's own, plus what the catalogue
// and the page tree add where the CMS leaves it out: a podcast series' cards and PodcastSeries, and
// breadcrumbs for a page with a parent. A person's own pages, cart and checkout are always noindex.
import type { PageMetadata } from '@cle/contracts/schemas';
import type { Db } from '../db/db';
import { isPrivateCmsPage, NOINDEX, pageType } from './indexable';
import { podcastSeriesMetadata } from './page-metadata';
import { cmsTrail, podcastSeriesFacts } from './seo-store';
import type { SeoPageRow } from './seo-store';
import { breadcrumbList } from './structured-data';

export async function cmsPageMetadata(db: Db, page: SeoPageRow): Promise<PageMetadata> {
  const own = page.metadata ?? {};
  const code = page.properties.code;
  const series =
    pageType(page.content_type) === 'PodcastSeriesNode' && typeof code === 'string'
      ? await podcastSeriesFacts(db, code)
      : undefined;
  const derived = series ? podcastSeriesMetadata(series) : {};
  const trail = page.parent_id ? await cmsTrail(db, { id: page.parent_id }) : [];
  const structuredData = [
    ...(derived.structuredData ?? []),
    ...(trail.length
      ? [breadcrumbList(trail, { name: own.navigationTitle || page.name, url: page.friendly_url })]
      : []),
  ];
  const metadata: PageMetadata = {
    ...derived,
    ...(structuredData.length ? { structuredData } : {}),
    ...own,
  };
  // the robots tag is written from robotsContent first, so that is where the noindex goes
  if (isPrivateCmsPage(page.content_type, page.friendly_url) && !NOINDEX.test(metadata.robotsContent ?? ''))
    metadata.robotsContent = 'noindex';
  return metadata;
}
