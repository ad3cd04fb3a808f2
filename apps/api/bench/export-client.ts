import { healthWhile } from './health.ts';

/**
 * The clients of `npm run bench:export`, in a process of their own as real ones are: downloads
 * `url` from `base` (counting the bytes as they arrive) while asking /api/health over and over,
 * and prints one JSON line: time to the last byte, bytes, health latencies and this process's own
 * CPU. Run by bench/export.ts; arguments: base url, path, authorization header.
 */
const [base, url, authorization] = process.argv.slice(2);
if (!base || !url || !authorization) throw new Error('usage: export-client <base> <url> <authorization>');

const cpu0 = process.cpuUsage();
const started = performance.now();
const { result: bytes, health } = await healthWhile(base, async () => {
  const res = await fetch(`${base}${url}`, { headers: { authorization, 'accept-encoding': 'gzip, br' } });
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${(await res.text()).slice(0, 300)}`);
  let n = 0;
  for await (const chunk of res.body ?? []) n += chunk.byteLength;
  return n;
});
const ms = Math.round(performance.now() - started);
const cpu = process.cpuUsage(cpu0);
console.log(JSON.stringify({ ms, bytes, client_cpu_ms: Math.round((cpu.user + cpu.system) / 1000), health }));
