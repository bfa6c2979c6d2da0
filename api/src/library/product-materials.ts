// A product's materials in the spec's Material shape (spec 3 §7), made from My Library's materials (the
// same PDFs, the same ownership rule), and the PLI PLUS link of a publication.
import { UNNUMBERED_CHAPTER } from '@cle/contracts/product-extras-paths';
import type { ProductMaterial, ProductMaterialsResponse } from '@cle/contracts/product-extras-schemas';
import type { Db } from '../db/db';
import { notFound } from '../lib/http';
import { productAuthors } from '../catalogue/product-store';
import { itemMaterials } from './library-materials';

/** Course materials carry chapter numbers; the publication is an unnumbered course item; slides and transcripts are presentation materials. */
function chapterOf(kind: string): string {
  if (kind === 'Course materials') return '1';
  if (kind === 'Publication') return UNNUMBERED_CHAPTER;
  return '';
}

export async function productMaterials(db: Db, sub: string, code: string): Promise<ProductMaterialsResponse> {
  const p = await productAuthors(db, code);
  if (!p) throw notFound(`Product ${code}`);
  const { materials } = await itemMaterials(db, sub, p.pk);
  // A publication is also read on PLI PLUS (type PliPlus, toPlus): the site's plus-content route looks
  // the link up (/plus-content-redirect-auth) and leaves for the allowed PLUS host.
  const publication = materials.find((m) => m.kind === 'Publication');
  const onPlus: ProductMaterial[] = publication
    ? [
        {
          id: `${code}-plus`,
          title: 'Read on PLI PLUS',
          author: p.author ?? 'Practising Law Institute',
          chapterNumber: '',
          url: `/plus-content/${encodeURIComponent(code)}`,
          type: 'PliPlus',
          toPlus: true,
          fileName: '',
          isAvailable: publication.isAvailable,
        },
      ]
    : [];
  return {
    code,
    pk: p.pk,
    materials: materials
      .map((m): ProductMaterial => ({
        id: m.id,
        title: m.title,
        author: p.author ?? 'Practising Law Institute',
        chapterNumber: chapterOf(m.kind),
        url: m.url,
        type: 'Pdf',
        toPlus: false,
        fileName: m.fileName,
        isAvailable: m.isAvailable,
      }))
      .concat(onPlus),
  };
}
