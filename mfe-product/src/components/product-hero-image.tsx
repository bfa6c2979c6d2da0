import { ResponsiveImage } from '@cle/ui/responsive-image';

/** The product's catalogue image at the top of its page: the page's largest image, so fetched first. */
export function ProductHeroImage({ src }: { src: string | null }) {
  if (!src) return null;
  return (
    <div css={{ width: '100%', maxWidth: 560, borderRadius: 8, overflow: 'hidden' }}>
      <ResponsiveImage src={src} alt="" sizes="(min-width: 592px) 560px, calc(100vw - 32px)" priority />
    </div>
  );
}
