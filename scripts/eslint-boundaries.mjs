// The boundaries of docs/decisions/009-boundaries.md (064 for the API's layers, 080 for the shell's
// features) as ESLint rules.
// Imports are resolved to folders of this repo (relative paths by path, workspace packages by their
// package.json name), so a rule holds however an import is spelled. scripts/boundaries.test.mjs
// plants a breach of each rule and expects its message.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Workspace package name -> its folder ('@cle/contracts' -> 'shared/contracts', 'mfe-search' -> 'mfe-search'). */
const packageFolders = new Map(
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces.map((folder) => [
    JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')).name,
    folder,
  ]),
);

/**
 * Where a repo path sits: which app or package, and for a remote or the shell, which feature
 * (src/features/<f>) or layer (src/lib, src/api, src/components).
 */
function place(relPath) {
  const parts = relPath.split(/[\\/]/);
  const [top, second] = parts;
  if (top === 'shared') return { kind: 'shared', name: `shared/${second}` };
  if (top === 'shell-host') return { kind: 'shell', name: top, ...featureOrLayer(parts) };
  if (top === 'api') return { kind: 'server', name: top, layer: apiLayer(parts) };
  if (top === 'identity') return { kind: 'server', name: top };
  if (top?.startsWith('mfe-')) return { kind: 'remote', name: top, ...featureOrLayer(parts) };
  return { kind: 'other', name: top };
}

/** A front-end app's feature (src/features/<f>) or the layer below the features (src/lib, src/api, src/components). */
function featureOrLayer([, second, third, fourth]) {
  const inSrc = second === 'src';
  return {
    feature: inSrc && third === 'features' ? fourth : undefined,
    layer: inSrc && ['lib', 'api', 'components'].includes(third) ? third : undefined,
  };
}

/**
 * The API's layers (docs/decisions/064-api-layers.md): route files, the seed, the entry points that
 * mount routes and seed (app.ts, server.ts), tests and benchmarks, and the domain modules (the rest).
 */
function apiLayer([, second, third, fourth]) {
  if (second !== 'src') return 'outside';
  if (third === 'routes' || third === 'seed') return third;
  if (third === 'app.ts' || third === 'server.ts') return 'entry';
  return fourth === undefined ? 'entry' : 'domain';
}

/** The repo path an import names, or null when it leaves the repo (an npm package). */
function target(specifier, fromFile) {
  if (specifier.startsWith('.')) {
    const rel = path.relative(root, path.resolve(path.dirname(fromFile), specifier));
    return rel.startsWith('..') ? null : rel;
  }
  const segments = specifier.split('/');
  const pkg = specifier.startsWith('@') ? segments.slice(0, 2).join('/') : segments[0];
  const folder = packageFolders.get(pkg);
  if (!folder) return null;
  return path.join(folder, ...segments.slice(pkg.split('/').length));
}

const FRONT_END = (p) =>
  p.kind === 'remote' || p.kind === 'shell' || (p.kind === 'shared' && p.name === 'shared/ui');

/** The boundary an import crosses, as the message to show; null when it is allowed. */
export function crossing(from, to) {
  if (from.kind === 'remote' && ((to.kind === 'remote' && to.name !== from.name) || to.kind === 'shell'))
    return `Boundary: remotes never import each other or the shell (${from.name} -> ${to.name}): use @cle/contracts (events, auth, toasts) or a URL.`;
  // the same rules inside one remote and inside the shell (its app.tsx and routing/ compose features)
  if ((from.kind === 'remote' || from.kind === 'shell') && to.name === from.name && to.feature) {
    const composer = from.kind === 'shell' ? 'app.tsx and routing/ compose' : 'exposes/ composes';
    if (from.feature && from.feature !== to.feature)
      return `Boundary: a feature never imports another feature's internals (features/${from.feature} -> features/${to.feature}): move what both need to ${from.name}/src/lib/ (or @cle/ui, @cle/contracts); ${composer} features.`;
    if (from.layer)
      return `Boundary: src/${from.layer}/ sits below the features and never imports one (-> features/${to.feature}): move the code into src/${from.layer}/ or pass it in.`;
  }
  if (from.kind === 'shared' && (to.kind === 'remote' || to.kind === 'shell' || to.kind === 'server'))
    return `Boundary: ${from.name} is shared by the apps and never imports one (-> ${to.name}): move the code into shared/ or pass it in as an argument.`;
  if (from.name === 'api' && to.name === 'api') {
    if (to.layer === 'routes' && (from.layer === 'domain' || from.layer === 'seed'))
      return `Boundary: only app.ts mounts route files; API modules never import one (-> api/src/routes): move what both need into the domain's module.`;
    if (to.layer === 'seed' && (from.layer === 'domain' || from.layer === 'routes'))
      return `Boundary: runtime API code never imports the seed (-> api/src/seed): move what both need into the domain and let the seed import it.`;
  }
  if (from.kind === 'server' && FRONT_END(to))
    return `Boundary: ${from.name}/ is a server and never imports front-end code (-> ${to.name}): payload shapes live in @cle/contracts, build facts in @cle/build.`;
  return null;
}

const importsRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports respect the boundaries between apps, shared packages and features' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const fromRel = path.relative(root, file);
    if (fromRel.startsWith('..')) return {};
    const from = place(fromRel);
    const check = (node, source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const rel = target(source.value, file);
      if (rel === null) return;
      const message = crossing(from, place(rel));
      if (message) context.report({ node: source, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      CallExpression(node) {
        const callee = node.callee;
        const isRequire = callee.type === 'Identifier' && callee.name === 'require';
        const isJestMock =
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'jest' &&
          callee.property.type === 'Identifier' &&
          ['mock', 'requireActual'].includes(callee.property.name);
        if (isRequire || isJestMock) check(node, node.arguments[0]);
      },
    };
  },
};

/** The team a file emits for: 'product' in mfe-product, 'shell' in shell-host. */
function teamOf(relPath) {
  const p = place(relPath);
  if (p.kind === 'shell') return 'shell';
  if (p.kind === 'remote') return p.name.replace(/^mfe-/, '');
  return null;
}

const ownEventsRule = {
  meta: {
    type: 'problem',
    docs: { description: 'A remote (or the shell) creates the emitter of its own team only' },
    schema: [],
  },
  create(context) {
    const team = teamOf(path.relative(root, context.filename));
    if (!team) return {};
    return {
      CallExpression(node) {
        if (node.callee.type !== 'Identifier' || node.callee.name !== 'createEmitter') return;
        const arg = node.arguments[0];
        if (arg?.type === 'Literal' && arg.value === team) return;
        const named = arg?.type === 'Literal' ? `'${arg.value}'` : 'a computed team';
        context.report({
          node: arg ?? node,
          message: `Boundary: this code emits only its own team's events: createEmitter('${team}'), not ${named}. Declare a '${team}:*' event in @cle/contracts/events and let the other team listen.`,
        });
      },
    };
  },
};

/** `db.query('…')`, `tx.query(`…`)`, `db.exec('…')`: a call with SQL text. */
const isSqlCall = (node) =>
  node.callee.type === 'MemberExpression' &&
  node.callee.property.type === 'Identifier' &&
  ['query', 'exec'].includes(node.callee.property.name) &&
  ['Literal', 'TemplateLiteral'].includes(node.arguments[0]?.type) &&
  (node.arguments[0].type === 'TemplateLiteral' || typeof node.arguments[0].value === 'string');

const noSqlInRoutesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'API route files run no SQL: stores do (decision 064)' },
    schema: [],
  },
  create(context) {
    const rel = path.relative(root, context.filename).split(path.sep).join('/');
    if (!rel.startsWith('api/src/routes/')) return {};
    return {
      CallExpression(node) {
        if (isSqlCall(node))
          context.report({
            node,
            message: `Boundary: route files run no SQL: put the query in the domain's store (api/src/<domain>/*-store.ts) and call it.`,
          });
      },
    };
  },
};

export default {
  meta: { name: 'cle-boundaries' },
  rules: { imports: importsRule, 'own-events': ownEventsRule, 'no-sql-in-routes': noSqlInRoutesRule },
};
