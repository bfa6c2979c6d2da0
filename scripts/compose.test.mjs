// Checks docker-compose.yml against the topology (shared/build/src/topology.js):
// `node --test scripts/compose.test.mjs`. Needs the docker-compose binary (1.29.2 here), not an engine.
// docker-compose 1.29.2 has no `config --format json`, so its normalised YAML is read with the tiny
// parser below (block maps and sequences, plain and quoted scalars: what `config` prints).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { services as topologyServices, remotes, remoteUrlEnv } from '../shared/build/src/topology.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const composeFile = path.join(root, 'docker-compose.yml');

function compose(...args) {
  return spawnSync('docker-compose', ['-f', composeFile, ...args], { cwd: root, encoding: 'utf8' });
}

const probe = spawnSync('docker-compose', ['version', '--short'], { encoding: 'utf8' });
const skip =
  probe.error && probe.error.code === 'ENOENT'
    ? 'docker-compose is not installed (no docker-compose binary on PATH): compose checks skipped'
    : false;

// ---- a tiny YAML reader for `docker-compose config` output ----

const isSeqItem = (text) => /^-(\s|$)/.test(text);
const KEY = /^([^\s'"#][^:]*|'(?:[^']|'')*'|"(?:[^"\\]|\\.)*"):(?:\s+(.*))?$/;

function scalar(text) {
  if (text.startsWith("'")) return text.slice(1, -1).replace(/''/g, "'");
  if (text.startsWith('"')) return JSON.parse(text);
  if (text === '{}') return {};
  if (text === '[]') return [];
  if (text === 'null' || text === '~') return null;
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  return text;
}

export function parseYaml(text) {
  const lines = text
    .split('\n')
    .map((raw) => ({ indent: raw.search(/\S/), text: raw.trim() }))
    .filter((l) => l.indent >= 0 && !l.text.startsWith('#'));
  let i = 0;

  // A scalar may be folded over several deeper-indented lines.
  function readScalar(first, ownerIndent) {
    let text = first;
    while (i < lines.length && lines[i].indent > ownerIndent) {
      text = text.endsWith('\\') ? text.slice(0, -1) + lines[i].text : `${text} ${lines[i].text}`;
      i++;
    }
    return scalar(text);
  }
  function readBlock(indent) {
    return isSeqItem(lines[i].text) ? readSeq(indent) : readMap(indent);
  }
  function readValue(rest, ownerIndent) {
    if (rest) return readScalar(rest, ownerIndent);
    const next = lines[i];
    if (next && (next.indent > ownerIndent || (next.indent === ownerIndent && isSeqItem(next.text))))
      return readBlock(next.indent);
    return null;
  }
  function readMap(indent) {
    const map = {};
    while (i < lines.length && lines[i].indent === indent && !isSeqItem(lines[i].text)) {
      const m = KEY.exec(lines[i].text);
      if (!m) throw new Error(`unsupported YAML line ${i + 1}: ${lines[i].text}`);
      i++;
      map[scalar(m[1])] = readValue(m[2] ?? '', indent);
    }
    return map;
  }
  function readSeq(indent) {
    const seq = [];
    while (i < lines.length && lines[i].indent === indent && isSeqItem(lines[i].text)) {
      const rest = lines[i].text.replace(/^-\s*/, '');
      if (KEY.test(rest)) {
        // `- key: value` opens a map whose keys sit two columns in.
        lines[i] = { indent: indent + 2, text: rest };
        seq.push(readMap(indent + 2));
      } else {
        i++;
        seq.push(readValue(rest, indent));
      }
    }
    return seq;
  }

  const doc = lines.length ? readBlock(lines[0].indent) : null;
  if (i < lines.length) throw new Error(`unsupported YAML at line ${i + 1}: ${lines[i].text}`);
  return doc;
}

// ---- the checks ----

let cached;
function config() {
  if (!cached) {
    const r = compose('config');
    assert.equal(r.status, 0, `docker-compose config failed:\n${r.stderr}`);
    cached = parseYaml(r.stdout);
  }
  return cached;
}

/** [{ published, target }] from either the long (normalised) or the short port syntax. */
function ports(service) {
  return (service.ports ?? []).map((p) => {
    if (typeof p === 'object') return { published: Number(p.published), target: Number(p.target) };
    const parts = String(p).split('/')[0].split(':');
    return { published: Number(parts.at(-2)), target: Number(parts.at(-1)) };
  });
}

/**
 * Browser-facing names (decision 058): the edge serves them all on one TLS port; *.localhost resolves to
 * the loopback address in browsers and curl, and one registrable domain (cle.localhost) keeps the shell
 * and the provider the same site.
 */
const EDGE_PORT = 8443;
const siteOrigin = `https://cle.localhost:${EDGE_PORT}`;
const identityOrigin = `https://id.cle.localhost:${EDGE_PORT}`;
const paymentOrigin = `https://pay.cle.localhost:${EDGE_PORT}`;
/** Each remote on the site's origin, under /remotes/<name>/ */
const remoteUrl = (name) => `${siteOrigin}/remotes/${name}`;
const splitList = (value) =>
  String(value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

test('docker-compose config -q accepts docker-compose.yml', { skip }, () => {
  const r = compose('config', '-q');
  assert.equal(r.status, 0, `docker-compose config -q exited with ${r.status}:\n${r.stderr}`);
});

// Beside the topology's apps: the e2e runner, PostgreSQL, the one-off seed, the API replicas (the
// topology's `api` is the proxy in front of them), the SMTP sink their mail goes to, and the edge with
// its one-off certificate maker.
const apiReplicas = ['api-1', 'api-2'];
const extraServices = ['e2e', 'postgres', 'api-seed', 'smtp-sink', ...apiReplicas, 'edge', 'edge-certs'];

test(
  'the services are the topology services plus e2e, postgres, the seed, the API replicas, the SMTP sink and the edge',
  { skip },
  () => {
    const expected = [...Object.keys(topologyServices), ...extraServices].sort();
    assert.deepEqual(Object.keys(config().services).sort(), expected);
    // the YAML reader and docker-compose agree on the list
    const listed = compose('config', '--services').stdout.split('\n').filter(Boolean).sort();
    assert.deepEqual(listed, expected);
  },
);

test(
  'the edge publishes its TLS port on the same host port; no other service publishes one',
  { skip },
  () => {
    // the integrator's native stack keeps 3000-3005 and 4000-4002 on the host
    assert.deepEqual(ports(config().services.edge), [{ published: EDGE_PORT, target: EDGE_PORT }]);
    assert.equal(String(config().services.edge.environment.EDGE_PORT), String(EDGE_PORT));
    for (const name of [...Object.keys(topologyServices), ...extraServices].filter((n) => n !== 'edge'))
      assert.deepEqual(ports(config().services[name]), [], `${name} publishes no port`);
  },
);

test('each remote builds from the shared remote Dockerfile with its own name and port', { skip }, () => {
  for (const [name, r] of Object.entries(remotes)) {
    const build = config().services[name].build;
    assert.equal(build.dockerfile, 'docker/remote.Dockerfile', name);
    assert.equal(build.args?.APP, name, `${name}: APP`);
    assert.equal(String(build.args?.PORT), String(r.port), `${name}: PORT`);
  }
});

test(
  'every Dockerfile named by the compose file exists and takes the base image as an argument',
  { skip },
  () => {
    const built = new Set(
      Object.values(config().services)
        .filter((s) => s.build)
        .map((s) => s.image),
    );
    for (const [name, service] of Object.entries(config().services)) {
      if (!service.build) {
        // a one-off that runs an image another service builds (the seed runs the API image)
        assert.ok(built.has(service.image), `${name} runs an image built by another service`);
        continue;
      }
      assert.ok(service.build.args?.BASE_IMAGE, `${name} passes BASE_IMAGE`);
      const context = path.resolve(root, service.build.context ?? '.');
      // the edge builds from its own folder (left out of the root context: the workspace image stays)
      const expected = name === 'edge' ? path.join(root, 'docker', 'edge') : root;
      assert.equal(context, expected, `${name} builds from ${path.relative(root, expected) || 'the root'}`);
      const dockerfile = path.resolve(context, service.build.dockerfile ?? 'Dockerfile');
      assert.ok(existsSync(dockerfile), `${name}: ${dockerfile} exists`);
    }
  },
);

test(
  'the shell sends the browser to each remote under the site origin, and to the API by name',
  { skip },
  () => {
    const env = config().services['shell-host'].environment;
    for (const name of Object.keys(remotes)) {
      assert.equal(env[remoteUrlEnv(name)], remoteUrl(name), remoteUrlEnv(name));
    }
    assert.equal(env.API_URL, `http://api:${topologyServices.api.port}`);
    assert.equal(env.SITE_ORIGIN, siteOrigin);
    assert.equal(env.IDENTITY_URL, identityOrigin);
    assert.equal(env.PAYMENT_URL, paymentOrigin);
  },
);

test('the remotes and the API allow exactly the site origin', { skip }, () => {
  for (const name of [...Object.keys(remotes), ...apiReplicas]) {
    const env = config().services[name].environment;
    assert.deepEqual(splitList(env.ALLOWED_ORIGINS), [siteOrigin], `${name} ALLOWED_ORIGINS`);
    assert.equal(env.SITE_ORIGIN, siteOrigin, `${name} SITE_ORIGIN`);
  }
  for (const name of Object.keys(remotes))
    assert.equal(config().services[name].environment.API_PUBLIC_URL, siteOrigin, `${name} API_PUBLIC_URL`);
});

test('e2e runs through the edge, with the same URLs as the host, after every other service', { skip }, () => {
  const e2e = config().services.e2e;
  assert.equal(e2e.environment.BASE_URL, siteOrigin);
  assert.equal(e2e.environment.IDENTITY_URL, identityOrigin);
  for (const name of Object.keys(remotes))
    assert.equal(e2e.environment[remoteUrlEnv(name)], remoteUrl(name), `e2e ${remoteUrlEnv(name)}`);
  assert.deepEqual(
    Object.keys(e2e.depends_on ?? {}).sort(),
    [...Object.keys(topologyServices), 'smtp-sink', 'edge'].sort(),
  );
});

test('the API replicas send mail to the SMTP sink service, whose messages e2e reads', { skip }, () => {
  const { services } = config();
  const sink = services['smtp-sink'].environment;
  for (const name of apiReplicas) {
    const env = services[name].environment;
    assert.equal(env.SMTP_HOST, 'smtp-sink', `${name} SMTP_HOST`);
    assert.equal(String(env.SMTP_PORT), String(sink.SMTP_SINK_PORT), `${name} SMTP_PORT`);
    assert.equal(env.SITE_URL, siteOrigin, `${name} SITE_URL (links in messages)`);
    assert.equal(services[name].depends_on['smtp-sink'].condition, 'service_healthy', name);
  }
  // reachable from the other containers, not only from itself
  assert.equal(sink.SMTP_SINK_HOST, '0.0.0.0');
  assert.equal(services.e2e.environment.SMTP_SINK_URL, `http://smtp-sink:${sink.SMTP_SINK_HTTP_PORT}`);
});

/** The named volume mounted at `target` in `service` (short or long volume syntax). */
function namedVolumeAt(service, target) {
  const { volumes: named = {}, services } = config();
  const mount = (services[service].volumes ?? [])
    .map((v) =>
      typeof v === 'object'
        ? { source: v.source, target: v.target }
        : { source: v.split(':')[0], target: v.split(':')[1] },
    )
    .find((v) => v.target === target);
  assert.ok(mount, `${service} mounts ${target}`);
  assert.ok(mount.source in named, `${mount.source} is declared under volumes`);
  return mount.source;
}

test(
  'the API replicas run on the PostgreSQL service, whose data is a named volume, after the seed',
  { skip },
  () => {
    const { services } = config();
    for (const name of apiReplicas) {
      const replica = services[name];
      assert.match(replica.environment.DATABASE_URL, /^postgres:\/\/[^@]+@postgres:5432\//, name);
      assert.equal(services['api-seed'].environment.DATABASE_URL, replica.environment.DATABASE_URL, name);
      assert.equal(replica.depends_on.postgres.condition, 'service_healthy', name);
      assert.equal(replica.depends_on['api-seed'].condition, 'service_completed_successfully', name);
    }
    namedVolumeAt('postgres', services.postgres.environment.PGDATA ?? '/var/lib/postgresql/data');
    assert.equal(services['api-seed'].depends_on.postgres.condition, 'service_healthy');
  },
);

test(
  'the api service balances over both replicas, which run one image and share the certificate files',
  { skip },
  () => {
    const { services } = config();
    const proxy = services.api;
    assert.deepEqual(
      proxy.environment.API_UPSTREAMS.split(/\s+/),
      apiReplicas.map((r) => `${r}:4000`),
    );
    for (const name of apiReplicas) {
      assert.equal(proxy.depends_on[name].condition, 'service_healthy', `api waits for ${name}`);
      assert.equal(services[name].image, services['api-1'].image, `${name} runs the API image`);
      const dir = services[name].environment.CERTIFICATE_FILES_DIR;
      assert.equal(
        namedVolumeAt(name, dir),
        namedVolumeAt('api-1', dir),
        `${name}: one certificate files volume`,
      );
      // the same settings everywhere (one anchor in the file), or a replica would answer differently
      assert.deepEqual(services[name].environment, services['api-1'].environment, `${name} environment`);
    }
    assert.deepEqual(
      splitList(services.e2e.environment.API_REPLICA_URLS),
      apiReplicas.map((r) => `http://${r}:4000`),
    );
  },
);

test("the identity provider's signing key lives on a named volume", { skip }, () => {
  namedVolumeAt('identity', '/var/lib/cle-identity');
});

test(
  'every long-running service has a health check; e2e waits for all of them to be healthy',
  { skip },
  () => {
    const { services } = config();
    for (const name of [...Object.keys(topologyServices), 'postgres', 'smtp-sink', ...apiReplicas]) {
      assert.ok(services[name].healthcheck?.test, `${name} has a health check`);
    }
    assert.ok(services.edge.healthcheck?.test, 'edge has a health check');
    for (const [name, dep] of Object.entries(services.e2e.depends_on)) {
      assert.equal(dep.condition, 'service_healthy', `e2e waits for ${name}`);
    }
  },
);

test('the YAML reader handles what docker-compose config prints', () => {
  const doc = parseYaml(
    [
      'services:',
      '  a:',
      '    ports:',
      '    - published: 3000',
      '      target: 3000',
      '    test:',
      '    - CMD',
      "    - fetch('http://x:1/y').then(()=>1)",
      "    quoted: 'it''s'",
      '    long: one two',
      '      three',
      'volumes:',
      '  data: {}',
    ].join('\n'),
  );
  assert.deepEqual(doc, {
    services: {
      a: {
        ports: [{ published: 3000, target: 3000 }],
        test: ['CMD', "fetch('http://x:1/y').then(()=>1)"],
        quoted: "it's",
        long: 'one two three',
      },
    },
    volumes: { data: {} },
  });
});

test(
  'the API replicas trust exactly the proxy hops in front of them: the shell, nginx and the edge (decision 055)',
  { skip },
  () => {
    const { services, networks } = config();
    const subnet = networks.default.ipam.config[0].subnet;
    const addressOf = (name) => services[name].networks.default.ipv4_address;
    const hops = [addressOf('shell-host'), addressOf('api'), addressOf('edge')];
    for (const a of hops) assert.match(a, /^\d+\.\d+\.\d+\.\d+$/, 'a fixed address');
    // the fixed addresses are inside the subnet and outside the range other containers are given
    const prefix = subnet.replace(/\.0\/24$/, '.');
    for (const a of hops)
      assert.ok(a.startsWith(prefix) && Number(a.split('.')[3]) < 128, `${a} in ${subnet}`);
    assert.equal(networks.default.ipam.config[0].ip_range, `${prefix}128/25`);
    for (const name of apiReplicas)
      assert.deepEqual(
        splitList(services[name].environment.TRUSTED_PROXIES),
        hops,
        `${name} TRUSTED_PROXIES`,
      );
    // the edge alone stands in front of the shell, the remotes, the identity and card providers
    for (const name of ['shell-host', 'identity', 'payment-sandbox', ...Object.keys(remotes)])
      assert.deepEqual(splitList(services[name].environment?.TRUSTED_PROXIES), [addressOf('edge')], name);
  },
);

// ---- the TLS edge (decision 058) ----

const edgeDir = path.join(root, 'docker', 'edge');
const edgeTemplate = () => readFileSync(path.join(edgeDir, 'nginx.conf.template'), 'utf8');

test(
  'the edge serves HTTP/2 over TLS on its port, for the site, identity and card provider names',
  { skip },
  () => {
    const nginx = edgeTemplate();
    const listens = nginx.match(/^\s*listen @PORT@[^;]*;/gm) ?? [];
    assert.ok(listens.length >= 4, 'a default server and three named ones');
    for (const l of listens) assert.match(l, /\bssl\b.*\bhttp2\b/, l);
    assert.doesNotMatch(nginx, /^\s*listen\s+(?!@PORT@)/m, 'no plain-HTTP listener');
    // a name it does not serve gets no certificate
    assert.match(nginx, /default_server;\s*ssl_reject_handshake on;/);
    const env = config().services.edge.environment;
    assert.deepEqual(
      [env.EDGE_SITE_HOST, env.EDGE_IDENTITY_HOST, env.EDGE_PAYMENT_HOST].map(
        (h) => `https://${h}:${EDGE_PORT}`,
      ),
      [siteOrigin, identityOrigin, paymentOrigin],
    );
    // every remote has its path on the site origin, at its topology port
    assert.deepEqual(
      env.EDGE_REMOTES.split(/\s+/),
      Object.entries(remotes).map(([name, r]) => `${name}:${r.port}`),
    );
    // the certificate covers every public name, and the browser-facing URLs use nothing else
    const hosts = config().services['edge-certs'].environment.EDGE_HOSTS.split(/\s+/).sort();
    assert.deepEqual(hosts, [env.EDGE_SITE_HOST, env.EDGE_IDENTITY_HOST, env.EDGE_PAYMENT_HOST].sort());
    for (const h of hosts)
      assert.match(h, /\.localhost$/, `${h}: resolves to loopback with no /etc/hosts edit`);
  },
);

test('the edge states the cache lifetimes: a year for releases and hashed files, revalidation for entries', () => {
  const nginx = edgeTemplate();
  const map = nginx.match(/map \$request_uri \$edge_cache_control \{([\s\S]*?)\n\s*\}/)?.[1] ?? '';
  const rules = [...map.matchAll(/^\s*"~(\S+)"\s+"([^"]+)";/gm)].map(([, re, value]) => [
    new RegExp(re),
    value,
  ]);
  assert.ok(rules.length >= 3, 'the map has its rules');
  const fallback = map.match(/^\s*default\s+(\S+);/m)?.[1];
  const lifetime = (uri) => rules.find(([re]) => re.test(uri))?.[1] ?? fallback;
  const year = 'public, max-age=31536000, immutable';
  assert.equal(lifetime('/remotes/mfe-search/releases/2026-11-29.1/remoteEntry.js'), year);
  assert.equal(lifetime('/remotes/mfe-search/releases/2026-11-29.1/server/remoteEntry.js'), year);
  assert.equal(lifetime('/remotes/mfe-library/412.0a1b2c3d.js'), year);
  assert.equal(lifetime('/main.89abcdef.css'), year);
  assert.equal(lifetime('/remotes/mfe-search/remoteEntry.js'), 'no-cache');
  assert.equal(lifetime('/remotes/mfe-search/remoteEntry.js?v=1'), 'no-cache');
  assert.equal(lifetime('/remotes/mfe-search/mf-manifest.json'), 'no-cache');
  assert.equal(lifetime('/remotes/mfe-product/server/remoteEntry.js'), 'no-cache');
  // pages (no-store with their nonce), remotes.json and the API keep the service's own header
  for (const uri of ['/', '/library', '/remotes.json', '/api/catalog/search?q=x'])
    assert.equal(lifetime(uri), '$upstream_http_cache_control', uri);
  // applied on the site's server, replacing what the service sent
  assert.match(nginx, /proxy_hide_header Cache-Control;\s*add_header Cache-Control \$edge_cache_control;/);
});

test('the media renditions go into the API image and pass through the edge with their own caching (decision 068)', () => {
  // the pipeline's current build is in the build context; half-made builds are not
  const ignored = readFileSync(path.join(root, '.dockerignore'), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  for (const p of ['api/.media', 'api/.media/', '**/.media', 'api/.media/*'])
    assert.ok(!ignored.includes(p), `.dockerignore leaves out ${p}`);
  assert.ok(ignored.includes('api/.media/*.building-*'));
  // the images are built after the pipeline, and the API image takes the whole api/ folder
  const build = readFileSync(path.join(root, 'scripts/docker/build-images.sh'), 'utf8');
  const media = build.indexOf('node scripts/media/build-media.mjs');
  assert.ok(
    media > 0 && media < build.indexOf('docker build'),
    'the media is built before the workspace image',
  );
  assert.match(
    readFileSync(path.join(root, 'api/Dockerfile'), 'utf8'),
    /COPY --from=workspace \/app\/api\/ api\//,
  );
  // the edge streams /api/ and keeps the API's cache header on media (private for signed media)
  const nginx = edgeTemplate();
  assert.match(nginx, /location \/api\/ \{[^}]*proxy_buffering off;/);
  const map = nginx.match(/map \$request_uri \$edge_cache_control \{([\s\S]*?)\n\s*\}/)?.[1] ?? '';
  const rules = [...map.matchAll(/^\s*"~(\S+)"\s+"([^"]+)";/gm)].map(([, re]) => new RegExp(re));
  for (const uri of [
    '/api/podcast/media/POD001-E03/0123456789abcdef/v240/seg-000.m4s',
    '/api/product/media/380000/1767225600.abcdefghijklmnopqrstuv.abcdefghijklmnopqrstuvwxyz0123456789abcdefg/master.m3u8',
  ])
    assert.ok(!rules.some((re) => re.test(uri)), `${uri} keeps the API's Cache-Control`);
  // the compose run fetches a rendition through the edge
  assert.match(
    readFileSync(path.join(root, 'scripts/docker/test-compose.sh'), 'utf8'),
    /media_url "\$\{root\}v240\/seg-000\.m4s" "" 200 video\/iso\.segment/,
  );
});

test('the edge forwards as a trusted hop: the peer appended, https and the public host stated', () => {
  const nginx = edgeTemplate();
  assert.match(nginx, /proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
  assert.match(nginx, /proxy_set_header X-Forwarded-Proto https;/);
  assert.match(nginx, /proxy_set_header X-Forwarded-Host \$http_host;/);
});

test(
  'the local CA: made by a one-off into named volumes, its key only where the certificates are made',
  { skip },
  () => {
    const { services } = config();
    assert.equal(namedVolumeAt('edge-certs', '/var/lib/cle-edge/private'), 'edge-ca-private');
    assert.equal(namedVolumeAt('edge-certs', '/var/lib/cle-edge/public'), 'edge-ca-public');
    assert.equal(services.edge.depends_on['edge-certs'].condition, 'service_completed_successfully');
    // the shell and e2e get the CA's certificate, never the private volume
    for (const name of ['shell-host', 'e2e']) {
      assert.equal(namedVolumeAt(name, '/var/lib/cle-edge/public'), 'edge-ca-public', name);
      const mounts = JSON.stringify(services[name].volumes);
      assert.ok(!mounts.includes('edge-ca-private'), `${name} does not mount the CA's key`);
      assert.equal(services[name].environment.NODE_EXTRA_CA_CERTS, '/var/lib/cle-edge/public/ca.crt', name);
    }
    // e2e's Chromium trusts the CA through its NSS database (the image's start), ignoring no error
    assert.equal(services.e2e.environment.CLE_EDGE_CA, '/var/lib/cle-edge/public/ca.crt');
    assert.equal(services.e2e.network_mode, 'service:edge');
    const e2eDockerfile = readFileSync(path.join(root, 'e2e', 'Dockerfile'), 'utf8');
    assert.match(e2eDockerfile, /certutil -d "sql:\$db" -A -t "C,," -n cle-local-ca/);
    assert.doesNotMatch(JSON.stringify(services), /ignore-certificate-errors|NODE_TLS_REJECT_UNAUTHORIZED/);
    // no key or certificate in the repository
    const tracked = spawnSync('git', ['ls-files', '*.key', '*.crt', '*.pem'], {
      cwd: root,
      encoding: 'utf8',
    });
    assert.equal(tracked.stdout.trim(), '', 'no key or certificate is committed');
  },
);

// ---- the production override (decision 056) ----

const productionFile = path.join(root, 'docker-compose.production.yml');
/** Values published in this repository: the override must leave none of them in the stack. */
const PUBLISHED = ['cle-local', 'cle-compose-merchant-key', 'cle-sandbox-merchant-key', 'cle_test'];
const productionEnv = {
  POSTGRES_PASSWORD: 'Zq8-vN3rT6yW1pL4',
  PAYMENT_MERCHANT_KEY: 'mk_live_6f1d0c4e9a7b42f3a8d5c2e1b0f9a8d7',
  MEDIA_SIGNING_SECRET: 'Yp3kV9sQ2wL7xR4tB8nM1cZ6hJ0fD5gA',
  IDENTITY_COOKIE_KEYS: 'k1-Qw8rT5yU2iO9pA3sD6fG1hJ4kL7zX0c',
  // compose only checks the path is given; the provider reads the file when it starts
  IDENTITY_SIGNING_KEY_FILE: composeFile,
  DEPLOY_TOKENS_FILE: composeFile,
  SITE_ORIGIN: 'https://www.cle.example',
  IDENTITY_URL: 'https://id.cle.example',
  API_PUBLIC_URL: 'https://api.cle.example',
  PAYMENT_URL: 'https://pay.example',
  ALLOWED_ORIGINS: 'https://www.cle.example,https://search.cle.example',
  SMTP_HOST: 'smtp.cle.example',
  EDGE_SITE_HOST: 'www.cle.example',
  EDGE_IDENTITY_HOST: 'id.cle.example',
  EDGE_PAYMENT_HOST: 'pay.example',
  // compose only checks the files exist; the edge reads them when it starts
  EDGE_TLS_CERT_FILE: composeFile,
  EDGE_TLS_KEY_FILE: composeFile,
  ...Object.fromEntries(
    Object.keys(remotes).map((name) => [remoteUrlEnv(name), `https://${name}.cle.example`]),
  ),
};
const composeProduction = (env) =>
  spawnSync('docker-compose', ['-f', composeFile, '-f', productionFile, 'config'], {
    cwd: root,
    encoding: 'utf8',
    // only what the test gives: a secret in the caller's environment must not fill a gap
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
  });

test('the production override: compose refuses a missing secret, naming it', { skip }, () => {
  for (const missing of [
    'POSTGRES_PASSWORD',
    'PAYMENT_MERCHANT_KEY',
    'MEDIA_SIGNING_SECRET',
    'IDENTITY_COOKIE_KEYS',
    'EDGE_SITE_HOST',
    'EDGE_TLS_CERT_FILE',
    'EDGE_TLS_KEY_FILE',
    'DEPLOY_TOKENS_FILE',
  ]) {
    const env = { ...productionEnv };
    delete env[missing];
    const r = composeProduction(env);
    assert.notEqual(r.status, 0, missing);
    assert.match(r.stderr, new RegExp(`set ${missing}`), missing);
  }
});

test(
  'the production override: no published value, no local-production escape, no seeded people',
  { skip },
  () => {
    const r = composeProduction(productionEnv);
    assert.equal(r.status, 0, r.stderr);
    for (const value of PUBLISHED) assert.ok(!r.stdout.includes(value), `${value} is still in the stack`);
    const { services } = parseYaml(r.stdout);
    for (const [name, service] of Object.entries(services)) {
      const env = service.environment ?? {};
      if ('CLE_LOCAL_PRODUCTION' in env) assert.equal(env.CLE_LOCAL_PRODUCTION, '', name);
      for (const [key, value] of Object.entries(env))
        if (name !== 'e2e' && name !== 'smtp-sink')
          assert.doesNotMatch(String(value), /\/\/(localhost|127\.)/, `${name} ${key}`);
    }
    assert.equal(services.identity.environment.IDENTITY_SEED_ACCOUNTS, 'false');
    assert.equal(services.identity.environment.NODE_ENV, 'production');
    assert.equal(services['api-1'].environment.DATABASE_URL, services['api-2'].environment.DATABASE_URL);
    // the edge serves the operator's names and certificate; the local CA makes nothing
    const edge = services.edge;
    assert.equal(edge.environment.EDGE_SITE_HOST, 'www.cle.example');
    assert.equal(edge.environment.EDGE_IDENTITY_HOST, 'id.cle.example');
    assert.equal(edge.environment.EDGE_TLS_CERT, '/run/secrets/edge-tls-cert');
    assert.equal(edge.environment.EDGE_TLS_KEY, '/run/secrets/edge-tls-key');
    assert.doesNotMatch(JSON.stringify(edge.environment), /localhost/);
    assert.doesNotMatch(JSON.stringify(edge.healthcheck), /localhost|ca\.crt/);
    assert.doesNotMatch(JSON.stringify(services['edge-certs'].command), /make-certs/);
    // the deploy service's pointers (decision 063): PostgreSQL with the stack's own password, from a secret file
    assert.equal(
      services['shell-host'].environment.DEPLOY_DATABASE_URL,
      services['api-1'].environment.DATABASE_URL,
    );
    assert.equal(services['shell-host'].environment.DEPLOY_TOKENS_FILE, '/run/secrets/deploy-tokens');
    assert.match(
      services['api-1'].environment.DATABASE_URL,
      /^postgres:\/\/cle:Zq8-vN3rT6yW1pL4@postgres:5432\/cle$/,
    );
  },
);
