// An open-loop load generator: requests start on a fixed schedule (every 1/rate s), whatever the
// server is doing, over a pool of keep-alive connections. autocannon's `overallRate` instead lets
// each connection fire its whole share of a second back to back and then wait for the next second,
// so its "500 requests/s" is a saturating burst at the top of every second. Latency here is
// measured from the scheduled start, so a late generator or a slow server both count against it.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Sends `rate` requests/s for `seconds`, taking `requests` (`{ url, method, headers, body }`) in
 * turn; resolves with req/s, p50, p99 (ms) and errors.
 */
export function pacedLoad({ requests, rate, seconds, connections = 32 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const targets = requests.map((request) => ({ ...request, url: new URL(request.url) }));
  const total = Math.round(rate * seconds);
  const latencies = [];
  let errors = 0;
  let sent = 0;
  let done = 0;

  return new Promise((resolve) => {
    const start = performance.now();
    const finish = () => {
      if (done < total) return;
      clearInterval(timer);
      agent.destroy();
      const elapsed = (performance.now() - start) / 1000;
      latencies.sort((a, b) => a - b);
      resolve({
        requestsPerSecond: Math.round(done / Math.max(elapsed, seconds)),
        p50: Math.round(percentile(latencies, 50) * 10) / 10,
        p99: Math.round(percentile(latencies, 99) * 10) / 10,
        errors,
      });
    };
    const send = (scheduled, { url, method, headers, body }) => {
      const request = http.request(url, { method, headers, agent }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode >= 400) errors += 1;
          latencies.push(performance.now() - scheduled);
          done += 1;
          finish();
        });
      });
      request.on('error', () => {
        errors += 1;
        done += 1;
        finish();
      });
      request.end(body);
    };
    // Timers fire about every millisecond at best; each tick starts every request due by then.
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate));
      while (sent < due) {
        send(start + (sent / rate) * 1000, targets[sent % targets.length]);
        sent += 1;
      }
    }, 1);
  });
}
