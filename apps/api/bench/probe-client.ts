import { argv } from 'node:process';
import { probeEvery } from './health.ts';

/**
 * The other users of `npm run bench:stall`, in a process of their own: asks each of `urls` on
 * `base` every PROBE_EVERY_MS (one probe at a time per URL) until stdin closes, then prints every
 * probe as one JSON line: [url index, start (ms since the epoch), latency ms]. In the benchmark's
 * own process the probes also timed its reading of the year-long reports' bodies (tens of MB of
 * JSON parsed on the same event loop), counted as the server's latency (ADR 028).
 */
const [base, ...urls] = argv.slice(2);
if (!base || urls.length === 0) throw new Error('usage: probe-client <base> <url>...');

const PROBE_EVERY_MS = 20;

let running = true;
process.stdin.on('end', () => {
  running = false;
});
process.stdin.resume();
// Not counted: a new process's first requests load and compile its HTTP client (~80 ms).
for (const url of urls) for (let i = 0; i < 5; i++) await fetch(base + url).then((r) => r.arrayBuffer());
process.stdout.write('ready\n');

const probes: [number, number, number][] = [];
await Promise.all(
  urls.map((url, i) =>
    probeEvery(
      base + url,
      PROBE_EVERY_MS,
      () => running,
      (start, ms) => probes.push([i, performance.timeOrigin + start, ms]),
    ),
  ),
);
console.log(JSON.stringify(probes));
