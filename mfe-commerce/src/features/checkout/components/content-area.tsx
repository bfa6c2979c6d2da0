// One of the CMS page's content areas above and below the checkout: its paragraphs, nothing when empty.
const areaCss = { margin: '0 0 20px' } as const;
const paragraphCss = { margin: '0 0 8px' } as const;

export function ContentArea({ paragraphs, label }: { paragraphs: string[]; label: string }) {
  if (!paragraphs.length) return null;
  return (
    <section aria-label={label} css={areaCss}>
      {paragraphs.map((p, i) => (
        <p key={i} css={paragraphCss}>
          {p}
        </p>
      ))}
    </section>
  );
}
