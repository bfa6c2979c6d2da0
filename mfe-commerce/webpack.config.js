const { createConfig } = require('@cle/build');

module.exports = createConfig({
  appDir: __dirname,
  name: 'mfe-commerce',
  title: 'Cart (standalone)',
  exposes: {
    './CartPage': './src/exposes/cart-page.tsx',
    './PaymentMethodsPage': './src/exposes/payment-methods-page.tsx',
    './embed': './src/exposes/embed.tsx',
  },
});
