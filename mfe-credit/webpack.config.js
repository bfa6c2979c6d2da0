const { createConfig } = require('@cle/build');

module.exports = createConfig({
  appDir: __dirname,
  name: 'mfe-credit',
  title: 'Credit (standalone)',
  exposes: {
    './JurisdictionCreditInfoPage': './src/exposes/jurisdiction-credit-info-page.tsx',
    './CertificatesPage': './src/exposes/certificates-page.tsx',
    './CreditTrackerAdminPage': './src/exposes/credit-tracker-admin-page.tsx',
    './embed': './src/exposes/embed.tsx',
  },
});
