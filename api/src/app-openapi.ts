// Route schemas (decision 073): request schemas from @cle/contracts declared on the routes, through the
// zod type provider.
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

/** Before any route: the compilers every route schema goes through. */
export async function registerOpenApi(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}
