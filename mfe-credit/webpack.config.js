const { createConfig } = require('@cle/build');

module.exports = createConfig({
  appDir: __dirname,
  name: 'mfe-credit',
  title: 'Credit (standalone)',
  embedExample: {
    title: 'Integrator example: PLI CLE requirements on a bar association site',
    site: 'bar',
    header: '<h1>Hudson County Bar Association: CLE requirements</h1>',
    mounts: "the credit remote's jurisdiction credit info",
  },
  exposes: {
    './JurisdictionCreditInfoPage': './src/exposes/jurisdiction-credit-info-page.tsx',
    './ProfileSettingsPage': './src/exposes/profile-settings-page.tsx',
    './FacultyProfilePage': './src/exposes/faculty-profile-page.tsx',
    './AboutFacultyPage': './src/exposes/about-faculty-page.tsx',
    './CreditInfoRiverPage': './src/exposes/credit-info-river-page.tsx',
    './RuleChangesPage': './src/exposes/rule-changes-page.tsx',
    './CreditClassPage': './src/exposes/credit-class-page.tsx',
    './CreditTopicPage': './src/exposes/credit-topic-page.tsx',
    './RequestQuotePage': './src/exposes/request-quote-page.tsx',
    './CertificatesPage': './src/exposes/certificates-page.tsx',
    './CreditTrackerAdminPage': './src/exposes/credit-tracker-admin-page.tsx',
    './CreditTrackerPage': './src/exposes/credit-tracker-page.tsx',
    './LicensesPage': './src/exposes/licenses-page.tsx',
    './embed': './src/exposes/embed.tsx',
  },
});
