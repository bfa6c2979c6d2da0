// `npm run bench:lantern -- <dir>`: re-simulates Lighthouse's mobile LCP (Lantern) from a saved load,
// as it was or with the network changed, and prints the simulated LCP and the requests and CPU tasks
// on its path. It answers "would this change move LCP?" before the change is built (decision 048):
// Lantern's LCP steps by simulated round trips, so a saving that looks large can move it by nothing.
//
// The saved load is what `bench:lighthouse` writes with ARTIFACTS=1 (test-results/lighthouse-
// artifacts/<preset>-<page>), or `npx lighthouse <url> -G=<dir>`. What to change, by environment:
//   SHRINK=vendor:0.8,main.js:0.5   scale the bytes of the requests whose URL contains the text
//   SPLIT=vendor:2                  serve that request as N requests of 1/N of its bytes each
//   SPLIT=vendor:0.7                as two requests, the first with that share of its bytes
//   DROP=config.json,remotes.json   leave the requests out
//   H2=1                            every response over HTTP/2 (one connection per origin)
//   SAME_ORIGIN=1                   every request to another localhost port served by the page's own
//                                   origin under /_<port>/ (a path-routing edge in front of the remotes)
//   QUIET=1                         the LCP line only
// Uses Lighthouse's own simulator (the version in package.json), so it moves with Lighthouse.
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { initializeConfig } from 'lighthouse/core/config/config.js';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: npm run bench:lantern -- <artifacts dir> (see the comment at the top)');
  process.exit(2);
}

const list = (name) => (process.env[name] ? process.env[name].split(',').map((s) => s.trim()) : []);
const spec = (item) => {
  const [pattern, value] = item.split(':');
  return { pattern, value: Number(value) };
};

const artifacts = await loadArtifacts(dir);
let devtoolsLog = artifacts.DevtoolsLog ?? artifacts.devtoolsLogs?.defaultPass;
let trace = artifacts.Trace ?? artifacts.traces?.defaultPass;
if (process.env.SAME_ORIGIN === '1') {
  // every URL, initiators and stacks included, so the dependency graph keeps its edges
  const page = new URL(artifacts.URL.finalDisplayedUrl);
  const rehome = (value) =>
    JSON.parse(
      JSON.stringify(value).replace(/http:\/\/localhost:(\d+)\//g, (whole, port) =>
        port === page.port ? whole : `${page.origin}/_${port}/`,
      ),
    );
  devtoolsLog = rehome(devtoolsLog);
  trace = rehome(trace);
}

/** The DevTools events of the first request whose URL contains `pattern`. */
function requestEvents(pattern) {
  const sent = devtoolsLog.find(
    (e) => e.method === 'Network.requestWillBeSent' && e.params.request.url.includes(pattern),
  );
  if (!sent) throw new Error(`no request matches ${pattern}`);
  return devtoolsLog.filter((e) => e.params?.requestId === sent.params.requestId);
}

/** Scales a request's bytes on the wire (what Lantern downloads). */
function scaleBytes(events, factor) {
  for (const e of events) {
    if (e.method === 'Network.loadingFinished') e.params.encodedDataLength *= factor;
    if (e.method === 'Network.dataReceived') {
      e.params.encodedDataLength = Math.round(e.params.encodedDataLength * factor);
      e.params.dataLength = Math.round(e.params.dataLength * factor);
    }
  }
}

for (const pattern of list('DROP')) {
  const ids = new Set(requestEvents(pattern).map((e) => e.params.requestId));
  for (let i = devtoolsLog.length - 1; i >= 0; i--)
    if (ids.has(devtoolsLog[i].params?.requestId)) devtoolsLog.splice(i, 1);
}
for (const { pattern, value } of list('SHRINK').map(spec)) scaleBytes(requestEvents(pattern), value);
for (const { pattern, value } of list('SPLIT').map(spec)) {
  // N: N equal parts; a fraction below 1: two parts, the first that share of the bytes
  const parts = value < 1 ? 2 : value;
  const events = requestEvents(pattern);
  const original = structuredClone(events);
  scaleBytes(events, value < 1 ? value : 1 / parts);
  const after = devtoolsLog.indexOf(events.at(-1));
  for (let part = 2; part <= parts; part++) {
    const copies = original.map((e) => {
      const copy = structuredClone(e);
      copy.params.requestId = `${e.params.requestId}.${part}`;
      for (const key of ['request', 'response'])
        if (copy.params[key])
          copy.params[key].url = copy.params[key].url.replace(/\.js\b/, `.part${part}.js`);
      return copy;
    });
    scaleBytes(copies, value < 1 ? 1 - value : 1 / parts);
    devtoolsLog.splice(after + 1, 0, ...copies);
    // the trace's send event ties a request to the CPU task that sent it: the parts leave together
    const id = events[0].params.requestId;
    for (const e of trace.traceEvents.filter(
      (t) => t.name === 'ResourceSendRequest' && t.args?.data?.requestId === id,
    )) {
      const copy = structuredClone(e);
      copy.args.data.requestId = `${id}.${part}`;
      copy.args.data.url = copy.args.data.url?.replace(/\.js\b/, `.part${part}.js`);
      trace.traceEvents.push(copy);
    }
  }
}
if (process.env.H2 === '1')
  for (const e of devtoolsLog) if (e.method === 'Network.responseReceived') e.params.response.protocol = 'h2';

const { resolvedConfig } = await initializeConfig('navigation', undefined, {});
const settings = resolvedConfig.settings;
const data = {
  trace,
  devtoolsLog,
  gatherContext: artifacts.GatherContext,
  settings,
  URL: artifacts.URL,
  SourceMaps: artifacts.SourceMaps,
  simulator: null,
};
const lcp = await LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings });
// A split request's other parts are not on the trace's script-evaluation path, so Lantern lets the
// paint go ahead without them. Count the paint after the last part instead, with the same CPU tail.
const splitParts = list('SPLIT').map((item) => spec(item).pattern);
let lcpTime = lcp.timing;
if (splitParts.length) {
  const ends = new Map();
  for (const [node, timing] of lcp.pessimisticEstimate.nodeTimings.entries()) {
    if (node.type !== 'network') continue;
    const pattern = splitParts.find((p) => node.request.url.includes(p));
    if (!pattern) continue;
    const part = /\.part\d+\.js/.test(node.request.url) ? 'other' : 'first';
    const e = ends.get(pattern) ?? {};
    e[part] = Math.max(e[part] ?? 0, timing.endTime);
    ends.set(pattern, e);
  }
  for (const e of ends.values())
    if (e.other > e.first) lcpTime = Math.max(lcpTime, lcp.timing + (e.other - e.first));
}
console.log(`simulated LCP ${Math.round(lcpTime)} ms`);
if (process.env.QUIET === '1') process.exit(0);

console.log('start ms  end ms  what');
const path = [...lcp.pessimisticEstimate.nodeTimings.entries()].sort(
  (a, b) => a[1].startTime - b[1].startTime,
);
for (const [node, timing] of path) {
  let what;
  if (node.type === 'network') {
    const { request } = node;
    const url = request.url.replace(/^https?:\/\/[^/]+/, (origin) => `:${new URL(origin).port || 80}`);
    what = `${request.resourceType} ${url.slice(0, 90)} ${Math.round(request.transferSize / 1024)} KB`;
  } else {
    // short CPU tasks clutter the list and do not decide anything
    if (timing.duration < 10) continue;
    what = `CPU task ${Math.round(timing.duration)} ms`;
  }
  console.log(
    `${String(Math.round(timing.startTime)).padStart(8)}${String(Math.round(timing.endTime)).padStart(8)}  ${what}`,
  );
}
