-- The store (spec 3 §3, §5, §7): what the store sells beyond the catalogue's own facts, promo codes,
-- address lookups (catalogue-like: written by the seed), and what people own here (carts, addresses,
-- orders, promo redemptions: user-owned, never truncated by the seed; decision 010). User tables do not
-- reference catalogue tables by foreign key, so a catalogue refresh never cascades into them.

-- Store facts per sellable code (catalogue, refreshed by the seed). A code in `products` needs a row
-- only when it differs from the defaults (see api/src/commerce/store-catalogue.ts); memberships and
-- subscriptions are not products and carry their own name, url and price here.
CREATE TABLE store_items (
  code text PRIMARY KEY,
  display_name text,
  url text,
  display_type text,
  price numeric(10,2),
  -- NULL: not a stock item; otherwise units on hand (0 or fewer than ordered = backorder)
  on_hand int CHECK (on_hand >= 0),
  max_quantity int NOT NULL CHECK (max_quantity > 1),
  domestic_only boolean NOT NULL DEFAULT false,
  is_upkeep_item boolean NOT NULL DEFAULT false,
  -- a future date: the item is a pre-order that ships then
  release_date date,
  -- 'im' individual membership, 'ips' individual plus subscription, 'sts' standard subscription
  subscription text CHECK (subscription IN ('im', 'ips', 'sts'))
);

-- Address form lookups (spec 3 §3 Address lookups), written by the seed.
CREATE TABLE address_categories (sk int PRIMARY KEY, short_description text NOT NULL, sort_order int NOT NULL);
CREATE TABLE address_countries (pk char(3) PRIMARY KEY, country_name text NOT NULL, sort_order int NOT NULL);
CREATE TABLE address_states (
  pk int PRIMARY KEY,
  state_name text NOT NULL,
  state_code text NOT NULL,
  country_id char(3) NOT NULL,
  UNIQUE (country_id, state_code)
);

-- Promo codes: kept as the letters and digits a person types (upper case, exactly 10, spec 3 §5).
-- Seeded rows are upserted by code; redemptions reference them, so they are never truncated.
CREATE TABLE promo_codes (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9]{9}$'), -- 'SAVE 20PCT' once formatted: 10 characters (spec 3 §5)
  description text NOT NULL,
  percent_off numeric(5,2) CHECK (percent_off > 0 AND percent_off <= 100),
  amount_off numeric(10,2) CHECK (amount_off > 0),
  starts_at timestamptz,
  expires_at timestamptz,
  -- single-use: each person may redeem it once
  single_use boolean NOT NULL DEFAULT false,
  CHECK ((percent_off IS NULL) <> (amount_off IS NULL))
);

-- One cart per person. `version` moves with every change a person makes (not when checkout empties
-- it), so an order placed from a cart version identifies a retried or double-clicked checkout.
CREATE TABLE carts (
  user_sub text PRIMARY KEY REFERENCES users (sub) ON DELETE CASCADE,
  version bigint NOT NULL DEFAULT 0,
  promo_code text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE cart_lines (
  user_sub text NOT NULL REFERENCES carts (user_sub) ON DELETE CASCADE,
  code text NOT NULL,
  quantity int NOT NULL CHECK (quantity > 0),
  priority_code text,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_sub, code)
);

CREATE TABLE addresses (
  sk bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_sub text NOT NULL REFERENCES users (sub) ON DELETE CASCADE,
  address_category_sk int NOT NULL,
  attention text NOT NULL DEFAULT '',
  company text NOT NULL DEFAULT '',
  address1 text NOT NULL,
  address2 text NOT NULL DEFAULT '',
  city text NOT NULL,
  state text NOT NULL DEFAULT '',
  zip text NOT NULL DEFAULT '',
  plus4 text NOT NULL DEFAULT '',
  country char(3) NOT NULL,
  is_primary_billing boolean NOT NULL DEFAULT false,
  is_primary_shipping boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX addresses_by_user ON addresses (user_sub, sk);
-- at most one default billing and one default shipping address per person
CREATE UNIQUE INDEX addresses_one_billing ON addresses (user_sub) WHERE is_primary_billing;
CREATE UNIQUE INDEX addresses_one_shipping ON addresses (user_sub) WHERE is_primary_shipping;

CREATE SEQUENCE order_numbers START 100001;
CREATE TABLE orders (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_number text NOT NULL UNIQUE,
  user_sub text NOT NULL REFERENCES users (sub) ON DELETE CASCADE,
  -- the client's Idempotency-Key header, or one derived from the cart version
  idempotency_key text NOT NULL,
  cart_version bigint NOT NULL,
  placed_at timestamptz NOT NULL DEFAULT now(),
  upkeep_service boolean NOT NULL,
  vat_number text NOT NULL DEFAULT '',
  promo_code text,
  billing_address jsonb NOT NULL,
  shipping_address jsonb,
  -- what the payment module answered: stored card sk, tender type, last four (NULL for a 0 total)
  payment jsonb,
  total_without_discounts numeric(12,2) NOT NULL,
  membership_discount numeric(12,2) NOT NULL,
  other_discount numeric(12,2) NOT NULL,
  shipping_cost numeric(12,2) NOT NULL,
  tax_total numeric(12,2) NOT NULL,
  total numeric(12,2) NOT NULL,
  UNIQUE (user_sub, idempotency_key)
);
CREATE INDEX orders_by_user ON orders (user_sub, placed_at DESC);
CREATE INDEX orders_by_cart_version ON orders (user_sub, cart_version);
CREATE TABLE order_lines (
  order_id bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  line_number int NOT NULL,
  code text NOT NULL,
  quantity int NOT NULL CHECK (quantity > 0),
  extended_price numeric(12,2) NOT NULL,
  -- the cart line as it was bought (spec 3 §3 Cart line), for the confirmation page
  line jsonb NOT NULL,
  PRIMARY KEY (order_id, line_number)
);

CREATE TABLE promo_redemptions (
  promo_code text NOT NULL REFERENCES promo_codes (code),
  order_id bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  user_sub text NOT NULL,
  single_use boolean NOT NULL,
  redeemed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (promo_code, order_id)
);
-- a single-use code is redeemed once per person, whatever races
CREATE UNIQUE INDEX promo_redemptions_single_use ON promo_redemptions (promo_code, user_sub) WHERE single_use;
