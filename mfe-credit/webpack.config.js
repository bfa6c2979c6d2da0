const { createConfig } = require('@cle/build');

module.exports = createConfig({
  appDir: __dirname,
  name: 'mfe-credit',
  title: 'Credit (standalone)',
  exposes: {
    './JurisdictionCreditInfoPage': './src/exposes/jurisdiction-credit-info-page.tsx',
    './CreditTrackerPage': './src/exposes/credit-tracker-page.tsx',
    './LicensesPage': './src/exposes/licenses-page.tsx',
    './embed': './src/exposes/embed.tsx',
  },
});
