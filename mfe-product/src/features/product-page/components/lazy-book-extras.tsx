// The book page's below-the-fold parts (book-extras.tsx, a chunk of their own) as the pages place them.
// Memoized: the page re-renders while the chunk is still on its way (the person's state settling), and a
// Suspense boundary that gets a new element before its code arrives makes React drop the server's HTML
// and show the fallback (decision 103). The fallback keeps the section's id, so a jump link lands there.
import { lazy, memo, Suspense } from 'react';
import type { Testimonial } from '@cle/contracts/product-content-schemas';
import { Skeleton } from '@cle/ui/skeleton';
import { Section } from './sections';

const TableOfContentsChunk = lazy(() =>
  import('./book-extras').then((m) => ({ default: m.TableOfContents })),
);
const TestimonialsChunk = lazy(() => import('./book-extras').then((m) => ({ default: m.Testimonials })));

export const LazyTableOfContents = memo(function LazyTableOfContents(props: {
  json: string | undefined;
  searchUrlTemplate: string | null | undefined;
  downloadUrl: string | null | undefined;
}) {
  return (
    <Suspense
      fallback={
        <Section id="table-of-contents" title="Table of contents">
          <Skeleton rows={6} label="Loading the table of contents" />
        </Section>
      }
    >
      <TableOfContentsChunk {...props} />
    </Suspense>
  );
});

export const LazyTestimonials = memo(function LazyTestimonials({
  testimonials,
}: {
  testimonials: readonly Testimonial[];
}) {
  return (
    <Suspense
      fallback={
        <Section id="testimonials" title="Testimonials">
          <Skeleton rows={4} label="Loading testimonials" />
        </Section>
      }
    >
      <TestimonialsChunk testimonials={testimonials} />
    </Suspense>
  );
});
