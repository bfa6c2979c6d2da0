-- Program page layout blocks (spec 3 §2.1, §3 pdpLayoutBlock, productLayoutOverride,
-- liveNowLayoutOverride): editor content blocks the live and on-demand program pages show, by key:
-- 'liveprogram' / 'ondemandprogram' (every page of the type), 'live-now' (while a program is live) and
-- 'product:{code}' (one product's own layout). A catalogue table: rewritten with the seed.
CREATE TABLE pdp_layout_blocks (
  key text PRIMARY KEY,
  blocks jsonb NOT NULL
);
