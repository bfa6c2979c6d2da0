import type { FastifyInstance } from 'fastify';

export async function commerceRoutes(app: FastifyInstance) {
  const { db } = app;
  // The cart page asks this before rendering for a signed-in user: false sends the browser to the
  // classic shop. Like everything under /commerce it needs a signed-in caller (auth guard).
  app.get('/commerce/carts/feature-flag/cart-from-new-cms', async () => {
    const [flag] = await db.query<{ enabled: boolean }>(
      "SELECT enabled FROM feature_flags WHERE name = 'cart-from-new-cms'",
    );
    return flag?.enabled ?? false;
  });
}
