// The API's request logs (decision 052): credentials redacted as on every service, and no query value
// at all: roster searches carry names and e-mail addresses, searches and file names free text. A
// logged request keeps its path and its query's parameter names.
import { loggerOptions } from '@cle/static-server/logging';

export const apiLoggerOptions = (env: NodeJS.ProcessEnv = process.env) =>
  loggerOptions('api', env, { query: 'keys' });
