// Proves the lint boundaries (scripts/eslint-boundaries.mjs): each planted file breaks one rule and
// must fail with that rule's boundary message; the allowed twin of each must pass.
// Run: node --test scripts/boundaries.test.mjs (part of `npm test`, repo checks).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

/** Lints `code` as if it were the file at `relPath` (nothing is written) and returns the boundary messages. */
async function boundaryMessages(relPath, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, relPath) });
  return result.messages.filter((m) => m.ruleId?.startsWith('cle/')).map((m) => m.message);
}

const planted = [
  {
    rule: "a feature never imports another feature's internals",
    file: 'mfe-search/src/features/overlay/planted.ts',
    code: "import { toUrl } from '../results/search-url';\nexport const x = toUrl;\n",
    expect:
      /Boundary: a feature never imports another feature's internals \(features\/overlay -> features\/results\)/,
  },
  {
    rule: "a feature never imports another feature's internals (through the package name)",
    file: 'mfe-commerce/src/features/upsell/planted.ts',
    code: "import { cartItemCount } from 'mfe-commerce/src/features/cart/cart-rules';\nexport const x = cartItemCount;\n",
    expect:
      /Boundary: a feature never imports another feature's internals \(features\/upsell -> features\/cart\)/,
  },
  {
    rule: 'src/lib sits below the features',
    file: 'mfe-product/src/lib/planted.ts',
    code: "export { ProductView } from '../features/product-page/product-view';\n",
    expect: /Boundary: src\/lib\/ sits below the features/,
  },
  {
    rule: "a shell feature never imports another feature's internals",
    file: 'shell-host/src/features/footer/planted.ts',
    code: "import { Header } from '../header/header';\nexport const x = Header;\n",
    expect:
      /Boundary: a feature never imports another feature's internals \(features\/footer -> features\/header\).*app\.tsx and routing\/ compose features/,
  },
  {
    rule: "the shell's src/components sits below its features",
    file: 'shell-host/src/components/planted.ts',
    code: "export { Footer } from '../features/footer/footer';\n",
    expect: /Boundary: src\/components\/ sits below the features/,
  },
  {
    rule: 'remotes never import each other',
    file: 'mfe-product/src/features/product-page/planted.ts',
    code: "import { CartView } from '../../../../mfe-commerce/src/features/cart/cart-page';\nexport const x = CartView;\n",
    expect: /Boundary: remotes never import each other or the shell \(mfe-product -> mfe-commerce\)/,
  },
  {
    rule: 'remotes never import the shell',
    file: 'mfe-library/src/exposes/planted.ts',
    code: "import { Header } from 'shell-host/src/features/header/header';\nexport const x = Header;\n",
    expect: /Boundary: remotes never import each other or the shell \(mfe-library -> shell-host\)/,
  },
  {
    rule: 'shared/* never imports an app',
    file: 'shared/contracts/src/planted.ts',
    code: "import { Header } from '../../../shell-host/src/features/header/header';\nexport const x = Header;\n",
    expect: /Boundary: shared\/contracts is shared by the apps and never imports one \(-> shell-host\)/,
  },
  {
    rule: 'shared/* never imports an app (a remote, by package name)',
    file: 'shared/ui/src/planted.tsx',
    code: "import { SearchOverlay } from 'mfe-search/src/features/overlay/search-overlay';\nexport const x = SearchOverlay;\n",
    expect: /Boundary: shared\/ui is shared by the apps and never imports one \(-> mfe-search\)/,
  },
  {
    rule: 'api/ never imports front-end code',
    file: 'api/src/routes/planted.ts',
    code: "import { Skeleton } from '@cle/ui/skeleton';\nexport const x = Skeleton;\n",
    expect: /Boundary: api\/ is a server and never imports front-end code \(-> shared\/ui\)/,
  },
  {
    rule: 'api/ never imports a remote',
    file: 'api/src/routes/planted.ts',
    code: "import { pageKindFor } from '../../../mfe-product/src/features/product-page/product-kind';\nexport const x = pageKindFor;\n",
    expect: /Boundary: api\/ is a server and never imports front-end code \(-> mfe-product\)/,
  },
  {
    rule: 'API modules never import a route file',
    file: 'api/src/commerce/planted.ts',
    code: "import { loadUser } from '../routes/user';\nexport const x = loadUser;\n",
    expect: /Boundary: only app.ts mounts route files; API modules never import one/,
  },
  {
    rule: 'runtime API code never imports the seed',
    file: 'api/src/library/planted.ts',
    code: "import { createRandom } from '../seed/generate-users';\nexport const x = createRandom;\n",
    expect: /Boundary: runtime API code never imports the seed/,
  },
  {
    rule: 'route files run no SQL',
    file: 'api/src/routes/planted.ts',
    code: "import type { Db } from '../db/db';\nexport const x = (db: Db) => db.query('SELECT 1');\n",
    expect: /Boundary: route files run no SQL/,
  },
  {
    rule: 'identity/ never imports front-end code',
    file: 'identity/src/planted.ts',
    code: "const app = await import('shell-host/src/app');\nexport const x = app;\n",
    expect: /Boundary: identity\/ is a server and never imports front-end code \(-> shell-host\)/,
  },
  {
    rule: "a remote emits only its own team's events",
    file: 'mfe-product/src/features/product-page/planted.ts',
    code: "import { createEmitter } from '@cle/contracts/events';\nexport const emit = createEmitter('commerce');\n",
    expect:
      /Boundary: this code emits only its own team's events: createEmitter\('product'\), not 'commerce'/,
  },
];

for (const p of planted) {
  test(`lint refuses a planted breach: ${p.rule}`, async () => {
    const messages = await boundaryMessages(p.file, p.code);
    assert.ok(
      messages.some((m) => p.expect.test(m)),
      `expected ${p.expect} for ${p.file}, got ${JSON.stringify(messages)}`,
    );
  });
}

const allowed = [
  [
    'a feature uses its own files and the remote lib',
    'mfe-search/src/features/overlay/planted.ts',
    "import { x } from './overlay-rules';\nimport { y } from '../../lib/search-link';\nexport const z = [x, y];\n",
  ],
  [
    'exposes/ composes features',
    'mfe-search/src/exposes/planted.ts',
    "export { SearchOverlay } from '../features/overlay/search-overlay';\n",
  ],
  [
    "a shell feature uses the shell's lib, api, components and other folders",
    'shell-host/src/features/footer/planted.ts',
    "import { siteState } from '../../lib/site-state';\nimport { useSiteParts } from '../../api/use-site-parts';\nimport { NavItem } from '../../components/nav-item';\nimport { LegacySiteLink } from '../../legacy/legacy-site-link';\nexport const x = [siteState, useSiteParts, NavItem, LegacySiteLink];\n",
  ],
  [
    "the shell's app and routing compose its features",
    'shell-host/src/routing/planted.ts',
    "export { Footer } from '../features/footer/footer';\nexport { Header } from '../features/header/header';\n",
  ],
  [
    'a remote uses the shared packages',
    'mfe-product/src/features/product-page/planted.ts',
    "import { onEvent } from '@cle/contracts/events';\nimport { Skeleton } from '@cle/ui/skeleton';\nexport const x = [onEvent, Skeleton];\n",
  ],
  [
    'the API uses the shared payload shapes and the topology',
    'api/src/routes/planted.ts',
    "import { CartSchema } from '@cle/contracts/commerce-schemas';\nimport { services } from '@cle/build/topology';\nexport const x = [CartSchema, services];\n",
  ],
  [
    'a route calls a store; the seed and tests import domain modules',
    'api/src/routes/planted.ts',
    "import { loadUser } from '../users/user-store';\nexport const x = loadUser;\n",
  ],
  [
    'the seed imports domain modules',
    'api/src/seed/planted.ts',
    "import { libraryItemType } from '../library/library-item-type';\nexport const x = libraryItemType;\n",
  ],
  [
    "a remote emits its own team's events",
    'mfe-product/src/features/product-page/planted.ts',
    "import { createEmitter } from '@cle/contracts/events';\nexport const emit = createEmitter('product');\n",
  ],
];

for (const [what, file, code] of allowed) {
  test(`lint allows: ${what}`, async () => {
    assert.deepEqual(await boundaryMessages(file, code), []);
  });
}
