// The control beside each measured window of the load phase: a Node process that does nothing but keep its event
// loop turning, sampled as the server's loops are (every 1 ms). Its longest delay is what this
// machine's load alone does to an event loop: waiting for a core, its own collections.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 1 });
histogram.enable();
const keepAlive = setInterval(() => {}, 1000);
process.on('message', (message) => {
  if (message !== 'report') return;
  histogram.disable();
  clearInterval(keepAlive);
  process.send({ maxMs: histogram.max / 1e6 }, () => process.disconnect());
});
// A bench that ends early closes the channel: nothing is left running.
process.on('disconnect', () => process.exit(0));
process.send('ready');
