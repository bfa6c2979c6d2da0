// The API's OpenAPI document (decision 073), generated from the request and response schemas the routes
// declare (@cle/contracts, through the zod type provider) and served at GET /api/openapi.json.
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

const OPENAPI_PATH = '/api/openapi.json';

/** Before any route: the compilers every route schema goes through, and the document's collector. */
export async function registerOpenApi(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // A request without a body (or with JSON null) is checked as {}, so a body of optional fields may be
  // left out, as parse() allowed.
  app.addHook('preValidation', async (req) => {
    if (req.routeOptions.schema?.body && req.body == null) req.body = {};
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'CLE site API',
        description: 'The site API: content, search, catalogue, library, credit, commerce (issue 40)',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get(OPENAPI_PATH, async () => app.swagger());
}
