// One neighbour client in a thread of its own: its requests and their timing never wait behind
// the load generator's work on the bench's main thread, so what it measures is the server.
// It stops after `seconds`, or (seconds null) once the parent raises the shared `stop` flag.
import { parentPort, workerData } from 'node:worker_threads';

const { baseUrl, requests, seconds, stop } = workerData;
const latencies = [];
let errors = 0;
const end = seconds === null ? Number.POSITIVE_INFINITY : performance.now() + seconds * 1000;
for (let i = 0; performance.now() < end && Atomics.load(stop, 0) === 0; i++) {
  const request = requests[i % requests.length];
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}${request.path}`, { method: request.method });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    if (response.status !== 200) errors++;
  } catch {
    errors++;
  }
}
parentPort.postMessage({ latencies, errors });
