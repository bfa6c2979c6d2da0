// Load generator for the search benchmark, run in a worker thread so the clients do not share the
// API's event loop: `concurrency` clients over keep-alive connections take the next request from
// the list until it is done, and report each request's latency. With `ports`, requests go to them in
// turn (a round-robin balancer in front of replicas); a request may carry its own headers.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { port, ports = [port], sessions, concurrency } = workerData;
let turn = 0;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

function send({ method, path, body, headers = {} }) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const started = process.hrtime.bigint();
    const req = http.request(
      {
        host: '127.0.0.1',
        port: ports[turn++ % ports.length],
        method,
        path,
        agent,
        headers: {
          ...headers,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          if (res.statusCode !== 200) reject(new Error(`${method} ${path}: HTTP ${res.statusCode}`));
          else resolve(ms);
        });
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

const latencies = [];
let next = 0;
const started = process.hrtime.bigint();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < sessions.length) {
      const session = sessions[next++];
      for (const request of session) latencies.push(await send(request));
    }
  }),
);
const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
agent.destroy();
parentPort.postMessage({ latencies, wallMs });
