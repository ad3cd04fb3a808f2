import { healthWhile } from './health.ts';

/**
 * The other user of `npm run bench:export`, in a process of its own: asks `base`/api/health over
 * and over (healthWhile) until its stdin closes, then prints the latencies as one JSON line. Kept
 * apart from the downloading client: sharing that client's event loop, the time it spent on the
 * download's chunks was counted as the server's latency.
 */
const [base] = process.argv.slice(2);
if (!base) throw new Error('usage: health-client <base>');

const stdinClosed = new Promise<void>((resolve) => {
  process.stdin.on('end', resolve);
  process.stdin.resume();
});
// Not counted: a new process's first requests load and compile its HTTP client (~80 ms).
for (let i = 0; i < 5; i++) await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());
process.stdout.write('ready\n');
const { health } = await healthWhile(base, () => stdinClosed);
console.log(JSON.stringify(health));
