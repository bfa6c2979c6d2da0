// CMS content: pages by friendly URL, site parts, global banners.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PageContent } from '@cle/contracts/page';
import type { ComponentFallback } from '@cle/contracts/schemas';
import { notFound, parse } from '../lib/http';
import { sanitizePageProperties } from '../lib/rich-text';

const friendlyUrl = z
  .string()
  .min(1, 'is required')
  .max(500, 'is longer than 500 characters')
  .regex(/^\/[^\s?#]*$/, "must be a site path starting with '/' without query or hash");

/** Friendly URLs are matched without a trailing slash and case-insensitively. */
export function normaliseUrl(url: string): string {
  const trimmed = url.length > 1 ? url.replace(/\/+$/, '') : url;
  return trimmed.toLowerCase() || '/';
}

interface PageRow {
  id: string;
  friendly_url: string;
  content_type: string[];
  name: string;
  metadata: PageContent['metadata'];
  properties: Record<string, unknown>;
}

const ContentQuery = z.object({
  url: friendlyUrl,
  /** content areas to send in full, comma-separated ('mainContentArea', or '*' for all) */
  expand: z.string().max(200, 'is longer than 200 characters').optional(),
  /** the user key (an individual key, 'ANON' when signed out): part of the URL, so of every cache key */
  userId: z
    .string()
    .regex(/^(ANON|[A-Za-z0-9_-]{1,64})$/, "must be 'ANON' or a user key")
    .default('ANON'),
});

/** The main content area: the page's blocks. */
const MAIN_CONTENT_AREA = 'mainContentArea';

const isBlock = (b: unknown): b is Record<string, unknown> => typeof b === 'object' && b !== null;

/**
 * Spec 1 §7: a page asked for with `expand=mainContentArea` carries its main content area's blocks in
 * full; otherwise each block is a reference (its content link and type), as the CMS sends areas.
 */
export function mainContentArea(
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

export async function contentRoutes(app: FastifyInstance) {
  const { db } = app;

  /** What every page carries besides its own content (spec 1 §3 page content). */
  async function pageParts(properties: Record<string, unknown>, userId: string) {
    const [labels] = await db.query<{ data: Record<string, string> }>(
      "SELECT data FROM site_parts WHERE name = 'labels'",
    );
    const block = (v: unknown) => (isBlock(v) ? v : null);
    return {
      customerId: userId,
      fallbackBlock: Array.isArray(properties.fallbackBlock) ? properties.fallbackBlock.filter(isBlock) : [],
      headerBlock: block(properties.headerBlock),
      footerBlock: block(properties.footerBlock),
      siteLabels: labels?.data ?? {},
    };
  }

  app.get('/content', async (req) => {
    const { url, expand, userId } = parse(ContentQuery, req.query, 'query');
    const path = normaliseUrl(url);
    const [page] = await db.query<PageRow>(
      'SELECT id, friendly_url, content_type, name, metadata, properties FROM cms_pages WHERE lower(friendly_url) = $1',
      [path],
    );
    if (page) {
      const properties = sanitizePageProperties(page.content_type, page.properties);
      return {
        contentType: page.content_type,
        contentLink: { id: page.id },
        name: page.name,
        friendlyUrl: page.friendly_url,
        metadata: page.metadata,
        properties: mainContentArea(page.id, properties, expand),
        ...(await pageParts(properties, userId)),
      } satisfies PageContent;
    }
    // Catalogue pages are not authored one by one: the CMS derives them from the catalogue.
    const [product] = await db.query<{
      code: string;
      title: string;
      url: string;
      content_type: string;
      description: string;
    }>('SELECT code, title, url, content_type, description FROM products WHERE lower(url) = $1', [path]);
    if (product) {
      return {
        contentType: ['ProductData', 'VariationContent', product.content_type],
        contentLink: { id: `product-${product.code}` },
        name: product.title,
        friendlyUrl: product.url,
        metadata: { browserTitle: product.title, pageDescription: product.description.slice(0, 160) },
        properties: { code: product.code },
        ...(await pageParts({}, userId)),
      } satisfies PageContent;
    }
    const facultySlug = /^\/faculty\/([a-z0-9-]+)$/.exec(path)?.[1];
    if (facultySlug) {
      const [f] = await db.query<{ id: number; display_name: string; visibility_status: number }>(
        'SELECT id, display_name, visibility_status FROM faculty WHERE slug = $1',
        [facultySlug],
      );
      if (f) {
        return {
          contentType: ['PageData', 'FacultyMember'],
          contentLink: { id: `faculty-${f.id}` },
          name: f.display_name,
          friendlyUrl: path,
          metadata: {
            browserTitle: f.display_name,
            robotsContent: f.visibility_status === 1 ? 'index' : 'noindex',
          },
          properties: { facultyId: f.id },
          ...(await pageParts({}, userId)),
        } satisfies PageContent;
      }
    }
    throw notFound(`Page ${path}`);
  });

  const PART_NAMES = ['header', 'footer', 'labels', 'cartUpsell'] as const;
  // the chrome's parts; the cart upsell block is read only by the cart panel, by name
  const DEFAULT_PARTS = ['header', 'footer', 'labels'];
  app.get('/site-parts', async (req) => {
    const { names } = parse(
      z.object({
        names: z
          .string()
          .default(DEFAULT_PARTS.join(','))
          .transform((s) => s.split(',').map((x) => x.trim()))
          .pipe(
            z.array(z.enum(PART_NAMES, { message: `each name must be one of ${PART_NAMES.join(', ')}` })),
          ),
      }),
      req.query,
      'query',
    );
    const rows = await db.query<{ name: string; data: unknown }>(
      'SELECT name, data FROM site_parts WHERE name = ANY($1)',
      [names],
    );
    return Object.fromEntries(rows.map((r) => [r.name, r.data]));
  });

  // Spec 1 §7: the component-fallback lookup selects only the fallback card's wording and layout.
  app.get('/content/component-fallback', async () => {
    const [part] = await db.query<{ data: ComponentFallback }>(
      `SELECT json_build_object('headingText', data->>'headingText', 'bodyText', data->>'bodyText',
         'buttonText', data->>'buttonText', 'variant', data->>'variant') AS data
       FROM site_parts WHERE name = 'componentFallback'`,
    );
    if (!part) throw notFound('The component fallback content');
    return part.data;
  });

  app.get('/banners', async () => {
    const rows = await db.query<{ data: unknown }>(
      'SELECT data FROM banners WHERE active ORDER BY sort_order',
    );
    return rows.map((r) => r.data);
  });
}
