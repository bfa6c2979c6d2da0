// The shared rate limit across the two API replicas, measured on the running compose stack (issue 37
// targets, decision 055): one client spends its search allowance half through each replica, then is
// refused by both; another client is served by both. Run in the e2e container, which shares the edge's
// network namespace and so speaks from the edge's address, a trusted hop: its X-Forwarded-For names the
// client, as the edge does for a browser.
//   docker-compose run --rm --no-deps -T e2e node --input-type=module - < scripts/docker/shared-limit.mjs
const replicas = (process.env.API_REPLICA_URLS ?? 'http://api-1:4000,http://api-2:4000').split(',');
const LIMIT = Number(process.env.SEARCH_LIMIT ?? 600); // API_RATE_LIMIT_SEARCH's default (decision 029)
const stamp = Date.now() % 250;
const clientA = `198.51.100.${stamp + 1}`;
const clientB = `203.0.113.${stamp + 1}`;

async function search(replica, client) {
  const res = await fetch(`${replica}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ query: 'ethics', pageSize: 1, currentPage: 1 }),
  });
  const body = await res.text();
  return { status: res.status, body };
}

const started = Date.now();
const counts = {};
// LIMIT searches for client A, alternating replicas, 8 at a time
for (let i = 0; i < LIMIT; i += 8) {
  const batch = [];
  for (let j = i; j < Math.min(LIMIT, i + 8); j++) batch.push(search(replicas[j % 2], clientA));
  for (const { status } of await Promise.all(batch)) counts[status] = (counts[status] ?? 0) + 1;
}
console.log(
  `client ${clientA}: ${LIMIT} searches, half through each replica, in ${Date.now() - started} ms: ${JSON.stringify(counts)}`,
);
let ok = counts[200] === LIMIT;
for (const replica of replicas) {
  const a = await search(replica, clientA);
  const b = await search(replica, clientB);
  console.log(
    `${replica}: client A (over its limit) -> ${a.status} ${a.body.slice(0, 120)}; client B -> ${b.status}`,
  );
  ok &&= a.status === 429 && b.status === 200;
}
console.log(ok ? 'PASS: the limit is shared by both replicas and kept per client' : 'FAIL');
process.exit(ok ? 0 : 1);
