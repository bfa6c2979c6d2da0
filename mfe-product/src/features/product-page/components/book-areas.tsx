import type { ReactNode } from 'react';
import { CONTENT_AREA_KEYS } from '@cle/contracts/product-content-keys';
import type { BookContent } from '@cle/contracts/product-content-schemas';
import { ContentAreaBlock } from '../../../components/content-area-block';
import { bookAreaOrder } from '../content-rules';

/**
 * Spec 3 §2.1: the seven editor content areas with the book's own content placed at
 * bookProductContentAreaPosition (1 to 7, default 3).
 */
export function BookAreas({ content, book }: { content: BookContent | null | undefined; book: ReactNode }) {
  if (!content) return <>{book}</>;
  return (
    <>
      {bookAreaOrder(content.bookProductContentAreaPosition).map((slot) => {
        if (slot === 'book') return <div key="book">{book}</div>;
        const area = content[CONTENT_AREA_KEYS[slot - 1]!];
        return area ? <ContentAreaBlock key={slot} area={area} name={`contentArea${slot}`} /> : null;
      })}
      {content.globalPushArea && !content.suppressGlobalPushArea ? (
        <ContentAreaBlock area={content.globalPushArea} name="globalPushArea" />
      ) : null}
    </>
  );
}
