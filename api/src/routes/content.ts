// CMS content: pages by friendly URL, site parts, global banners.
import { ContentQuerySchema, SitePartsQuerySchema } from '@cle/contracts/requests/catalogue';
import type { PageContent } from '@cle/contracts/page';
import type { ComponentFallback } from '@cle/contracts/schemas';
import { activeBanners, componentFallback, sitePart, siteParts } from '../content/site-part-store';
import { notFound } from '../lib/http';
import type { Api } from '../lib/http';
import { sanitizePageProperties } from '../lib/rich-text';
import { cmsPageMetadata } from '../seo/content-metadata';
import { facultyMetadata, productMetadata } from '../seo/page-metadata';
import { cmsPageAt, cmsTrail, facultyPageAt, productPageAt } from '../seo/seo-store';

/** Friendly URLs are matched without a trailing slash and case-insensitively. */
function normaliseUrl(url: string): string {
  const trimmed = url.length > 1 ? url.replace(/\/+$/, '') : url;
  return trimmed.toLowerCase() || '/';
}

/** The main content area: the page's blocks. */
const MAIN_CONTENT_AREA = 'mainContentArea';

const isBlock = (b: unknown): b is Record<string, unknown> => typeof b === 'object' && b !== null;

/**
 * Spec 1 §7: a page asked for with `expand=mainContentArea` carries its main content area's blocks in
 * full; otherwise each block is a reference (its content link and type), as the CMS sends areas.
 */
function mainContentArea(
  pageId: string,
  properties: Record<string, unknown>,
  expand: string | undefined,
): Record<string, unknown> {
  const wanted = (expand ?? '').split(',').map((x) => x.trim());
  if (!Array.isArray(properties.blocks) || wanted.includes(MAIN_CONTENT_AREA) || wanted.includes('*'))
    return properties;
  return {
    ...properties,
    blocks: properties.blocks.map((b: unknown, i) => ({
      contentLink: { id: `${pageId}/blocks/${i}` },
      type: isBlock(b) ? String(b.type) : 'Unknown',
    })),
  };
}

export async function contentRoutes(app: Api) {
  pageContentRoute(app);
  sitePartRoutes(app);
}

/** A page's content by URL: a CMS page, a catalogue page or a faculty page. */
function pageContentRoute(app: Api) {
  const { db } = app;

  /** What every page carries besides its own content (spec 1 §3 page content). */
  async function pageParts(properties: Record<string, unknown>, userId: string) {
    const labels = await sitePart<Record<string, string>>(db, 'labels');
    const block = (v: unknown) => (isBlock(v) ? v : null);
    return {
      customerId: userId,
      fallbackBlock: Array.isArray(properties.fallbackBlock) ? properties.fallbackBlock.filter(isBlock) : [],
      headerBlock: block(properties.headerBlock),
      footerBlock: block(properties.footerBlock),
      siteLabels: labels ?? {},
    };
  }

  app.get('/content', { schema: { querystring: ContentQuerySchema } }, async (req) => {
    const { url, expand, userId } = req.query;
    const path = normaliseUrl(url);
    const now = Date.now();
    const page = await cmsPageAt(db, path);
    if (page) {
      const properties = sanitizePageProperties(page.content_type, page.properties);
      return {
        contentType: page.content_type,
        contentLink: { id: page.id },
        name: page.name,
        friendlyUrl: page.friendly_url,
        metadata: await cmsPageMetadata(db, page),
        properties: mainContentArea(page.id, properties, expand),
        ...(await pageParts(properties, userId)),
      } satisfies PageContent;
    }
    // Catalogue pages are not authored one by one: the CMS derives them from the catalogue.
    const product = await productPageAt(db, path);
    if (product) {
      const p = product.product;
      return {
        contentType: ['ProductData', 'VariationContent', p.content_type],
        contentLink: { id: `product-${p.code}` },
        name: p.title,
        friendlyUrl: p.url,
        metadata: productMetadata(product, now),
        properties: { code: p.code },
        ...(await pageParts({}, userId)),
      } satisfies PageContent;
    }
    const facultySlug = /^\/faculty\/([a-z0-9-]+)$/.exec(path)?.[1];
    if (facultySlug) {
      const f = await facultyPageAt(db, facultySlug);
      if (f) {
        return {
          contentType: ['PageData', 'FacultyMember'],
          contentLink: { id: `faculty-${f.id}` },
          name: f.name,
          friendlyUrl: path,
          metadata: facultyMetadata(f, await cmsTrail(db, { type: 'AboutFacultyPage' })),
          properties: { facultyId: f.id },
          ...(await pageParts({}, userId)),
        } satisfies PageContent;
      }
    }
    throw notFound(`Page ${path}`);
  });
}

/** The site's parts, the component fallback and the banners. */
function sitePartRoutes(app: Api) {
  const { db } = app;

  app.get('/site-parts', { schema: { querystring: SitePartsQuerySchema } }, async (req) => {
    const { names } = req.query;
    const rows = await siteParts(db, names);
    return Object.fromEntries(rows.map((r) => [r.name, r.data]));
  });

  // Spec 1 §7: the component-fallback lookup selects only the fallback card's wording and layout.
  app.get('/content/component-fallback', async () => {
    const part = await componentFallback<ComponentFallback>(db);
    if (!part) throw notFound('The component fallback content');
    return part;
  });

  app.get('/banners', async () => {
    return activeBanners(db);
  });
}
