// `node api-server/bench/storage.mjs`: what serving a file costs when its bytes are in an
// S3-compatible bucket (s3rver on loopback), streamed through the API's /media, against what a
// redirect to a presigned URL would add and cost, and against the data folder. Prints p50 and
// p99 per way and file size. Figures, not a test; it stops by itself.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import S3rver from 's3rver';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
execFileSync(process.execPath, [join(root, 'build.mjs')], { cwd: root, stdio: 'inherit' });
const { startApiServer } = await import(join(root, 'dist', 'index.mjs'));

const rounds = Number(process.env.BENCH_ROUNDS || 200);
const sizes = [20 * 1024, 1024 * 1024];
const bucket = 'hci-bench';
process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';

const scratch = await mkdtemp(join(tmpdir(), 'hci-storage-bench-'));
const s3 = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: join(scratch, 's3'),
  configureBuckets: [{ name: bucket }],
});
const { port: s3Port } = await s3.run();
const endpoint = `http://127.0.0.1:${s3Port}`;

/** A well-formed PDF of `size` bytes (a comment pads it). */
const pdfOf = (size) => {
  const head = '%PDF-1.4\n%';
  const tail = '\n%%EOF\n';
  return Buffer.from(head + 'x'.repeat(size - head.length - tail.length) + tail, 'latin1');
};

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
async function timed(label, size, fetchOnce) {
  for (let i = 0; i < 10; i += 1) await fetchOnce();
  const times = [];
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    await fetchOnce();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const kb = `${Math.round(size / 1024)} KB`.padStart(7);
  console.info(
    `${label.padEnd(44)} ${kb}  p50 ${percentile(times, 0.5).toFixed(2).padStart(6)} ms  p99 ${percentile(times, 0.99).toFixed(2).padStart(6)} ms`,
  );
}

async function fetchBytes(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

async function bench(name, options) {
  const api = await startApiServer({
    port: 0,
    dataDir: join(scratch, name),
    quiet: true,
    seed: true,
    ...options,
  });
  try {
    const signIn = await fetch(`${api.url}/auth/signin/student`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'student@demo.test', password: 'Welcome2026' }),
    });
    const auth = { authorization: `Bearer ${(await signIn.json()).content.accessToken}` };
    for (const size of sizes) {
      const form = new FormData();
      form.append('file', new File([pdfOf(size)], 'bench.pdf', { type: 'application/pdf' }));
      form.append('object', 'DOCUMENT');
      const uploaded = await fetch(`${api.url}/files`, {
        method: 'POST',
        headers: auth,
        body: form,
      });
      const { fileName } = (await uploaded.json()).content;
      const presigned = await fetch(
        `${api.url}/files/generate_presigned_url?fileName=${fileName}`,
        {
          headers: auth,
        },
      );
      const mediaUrl = (await presigned.json()).content.url;
      await timed(`${name}: through the API (/media)`, size, () => fetchBytes(mediaUrl));
      if (options.s3) {
        // A redirect costs the API's answer (every check, no bytes) plus the bucket's GET.
        await timed(`${name}: bucket GET alone (a redirect's 2nd leg)`, size, () =>
          fetchBytes(`${endpoint}/${bucket}/${fileName}`),
        );
        await timed(`${name}: a redirect (checks + bucket GET)`, size, async () => {
          await fetch(`${api.url}/files/generate_presigned_url?fileName=${fileName}`, {
            headers: auth,
          }).then((r) => r.arrayBuffer());
          await fetchBytes(`${endpoint}/${bucket}/${fileName}`);
        });
      }
    }
  } finally {
    await api.close();
  }
}

try {
  console.info(
    `Serving one file ${rounds} times in a row on loopback (load average ${(await import('node:os')).loadavg()[0].toFixed(2)}):`,
  );
  await bench('folder', {});
  await bench('S3 bucket', { s3: { bucket, endpoint, region: 'us-east-1' } });
} finally {
  await s3.close();
  await rm(scratch, { recursive: true, force: true });
}
