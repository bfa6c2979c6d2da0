import type { ContentArea } from '@cle/contracts/product-content-schemas';
import { colors } from '@cle/ui/theme';

/** An editor content area (plain text): a heading and paragraphs, named by its slot for editors and tests. */
export function ContentAreaBlock({ area, name }: { area: ContentArea; name: string }) {
  return (
    <section
      aria-label={area.heading ?? undefined}
      data-content-area={name}
      css={{ padding: '20px 0', borderTop: `1px solid ${colors.line}`, display: 'grid', gap: 8 }}
    >
      {area.heading ? <h2 css={{ fontSize: 20, margin: 0 }}>{area.heading}</h2> : null}
      {area.paragraphs.map((text, i) => (
        <p key={i} css={{ margin: 0, lineHeight: 1.6 }}>
          {text}
        </p>
      ))}
    </section>
  );
}
