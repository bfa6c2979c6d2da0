// Block content type -> remote module. An unknown block renders nothing and a missing-view event is tracked.
export const BLOCK_REGISTRY: Record<string, { remote: string; module: string }> = {
  HomeCarouselBlock: { remote: 'mfe_product', module: './HomeCarousel' },
  ContentRowBlock: { remote: 'mfe_product', module: './ContentRow' },
};

export function trackMissingView(type: string): void {
  window.dispatchEvent(new CustomEvent('shell:missing-view', { detail: { type } }));
  console.warn(`[blocks] no view for block type ${type}`);
}
