const { createConfig } = require('@cle/build');

module.exports = createConfig({
  appDir: __dirname,
  name: 'mfe-search',
  title: 'Search (standalone)',
  exposes: {
    './SearchPage': './src/exposes/search-page.tsx',
    './SearchOverlay': './src/exposes/search-overlay.tsx',
    './OperationalSearchPage': './src/exposes/operational-search-page.tsx',
    './embed': './src/exposes/embed.tsx',
  },
});
