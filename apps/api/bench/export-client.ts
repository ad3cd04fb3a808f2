import http from 'node:http';

/**
 * The downloading client of `npm run bench:export`, in a process of its own as a real one is:
 * downloads `url` from `base` with node:http (counting the bytes as they arrive, keeping none) and
 * prints one JSON line: time to the last byte, bytes and this process's own CPU. Plain node:http
 * rather than fetch: fetch's web streams cost this client ~1 s of CPU for the 7 MB file, taken
 * from the two cores the server runs on (a browser runs on the user's own machine).
 * Arguments: base url, path, authorization header; it starts once a line arrives on stdin.
 */
const [base, url, authorization] = process.argv.slice(2);
if (!base || !url || !authorization) throw new Error('usage: export-client <base> <url> <authorization>');

// Started before the prober and told to go by a line on stdin: this process's own start (~0.5 s
// of CPU for tsx) must not be counted as the server's latency.
process.stdout.write('ready\n');
await new Promise((resolve) => process.stdin.once('data', resolve));
process.stdin.pause();
const cpu0 = process.cpuUsage();
const started = performance.now();
const bytes = await new Promise<number>((resolve, reject) => {
  const req = http.get(
    `${base}${url}`,
    { headers: { authorization, 'accept-encoding': 'gzip, br' } },
    (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`${url}: ${res.statusCode}`));
        res.resume();
        return;
      }
      let n = 0;
      res.on('data', (chunk: Buffer) => {
        n += chunk.byteLength;
      });
      res.on('end', () => resolve(n));
      res.on('error', reject);
    },
  );
  req.on('error', reject);
});
const ms = Math.round(performance.now() - started);
const cpu = process.cpuUsage(cpu0);
console.log(JSON.stringify({ ms, bytes, client_cpu_ms: Math.round((cpu.user + cpu.system) / 1000) }));
