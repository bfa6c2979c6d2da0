// The bench people's stored cards: one valid default card each, added as the payment module's seed adds them.
export { testCardSk as benchCardSk } from '../test/payment-fixture';
