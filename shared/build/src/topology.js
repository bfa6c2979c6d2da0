// The one place that names every app, its port and its federation name.
// Build configs, servers, the e2e suite and the docker-compose check all read it,
// so the local topology and the container topology cannot drift apart.
'use strict';

const remotes = {
  'mfe-search': { port: 3001, federationName: 'mfe_search' },
  'mfe-library': { port: 3002, federationName: 'mfe_library' },
  'mfe-credit': { port: 3003, federationName: 'mfe_credit' },
  'mfe-commerce': { port: 3004, federationName: 'mfe_commerce' },
  'mfe-product': { port: 3005, federationName: 'mfe_product' },
};

const services = {
  'shell-host': { port: 3000 },
  ...Object.fromEntries(Object.entries(remotes).map(([name, r]) => [name, { port: r.port }])),
  api: { port: 4000 },
  identity: { port: 4001 },
  // the card provider stand-in: hosted card fields and tokens on their own origin (never the site's)
  'payment-sandbox': { port: 4002 },
};

const host = process.env.CLE_HOST || 'localhost';
const siteOrigin = process.env.SITE_ORIGIN || `http://${host}:${services['shell-host'].port}`;

/** Env name that overrides where a remote lives, e.g. MFE_SEARCH_URL=http://mfe-search:3001 in compose. */
const remoteUrlEnv = (name) => `${name.toUpperCase().replace(/-/g, '_')}_URL`;

/** Where each remote's entry lives by default (local topology); remotes.json may override at runtime. */
function defaultRemoteEntries(env = process.env) {
  return Object.entries(remotes).map(([name, r]) => ({
    name: r.federationName,
    app: name,
    entry: `${(env[remoteUrlEnv(name)] || `http://${host}:${r.port}`).replace(/\/$/, '')}/remoteEntry.js`,
  }));
}

/** The card provider's public origin (PAYMENT_URL): the frames and script the card form loads come from it. */
const paymentOrigin = new URL(process.env.PAYMENT_URL || `http://${host}:${services['payment-sandbox'].port}`)
  .origin;

module.exports = { remotes, services, siteOrigin, paymentOrigin, defaultRemoteEntries, remoteUrlEnv };
