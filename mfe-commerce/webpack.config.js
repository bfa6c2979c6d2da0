const { createConfig } = require('@cle/build');

module.exports = createConfig({
  appDir: __dirname,
  name: 'mfe-commerce',
  title: 'Cart (standalone)',
  embedExample: {
    title: "Integrator example: PLI cart on a bar association's member portal",
    site: 'bar',
    header: '<h1>State Bar member portal: your CLE purchases</h1>',
    mounts: "the commerce remote's cart",
  },
  exposes: {
    './CartPage': './src/exposes/cart-page.tsx',
    './CartPanel': './src/exposes/cart-panel.tsx',
    './CheckoutPage': './src/exposes/checkout-page.tsx',
    './OrderConfirmationPage': './src/exposes/order-confirmation-page.tsx',
    './OrderHistoryPage': './src/exposes/order-history-page.tsx',
    './PaymentMethodsPage': './src/exposes/payment-methods-page.tsx',
    './embed': './src/exposes/embed.tsx',
  },
});
