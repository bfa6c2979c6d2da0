// The home page blocks in one chunk: both exposed blocks load it lazily, so the code they share
// (API hooks, cards, theme) downloads once instead of once per block.
export { HomeCarousel } from '../features/home-carousel/home-carousel';
export { ContentRow } from '../features/content-row/content-row';
