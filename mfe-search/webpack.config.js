const { createConfig } = require('@cle/build');

module.exports = createConfig({
  appDir: __dirname,
  name: 'mfe-search',
  title: 'Search (standalone)',
  embedExample: {
    title: 'Integrator example: PLI search on a firm intranet',
    site: 'firm',
    header: '<h1>Acme LLP intranet: continuing education</h1>',
    mounts: 'the search remote',
  },
  exposes: {
    './SearchPage': './src/exposes/search-page.tsx',
    './SearchOverlay': './src/exposes/search-overlay.tsx',
    './OperationalSearchPage': './src/exposes/operational-search-page.tsx',
    './embed': './src/exposes/embed.tsx',
  },
});
