// A process with the crash guard and two routes: one that never answers, one that throws
// outside any request's promise chain (an uncaught error). It prints its port.
import Fastify from 'fastify';
import { installCrashGuard } from '../../src/runtime/crash-guard';

const app = Fastify();
installCrashGuard(app);
app.get('/hang', () => {
  console.log('HANGING');
  return new Promise(() => {});
});
app.get('/boom', async () => {
  setImmediate(() => {
    throw new Error('a bug outside the request');
  });
  return { ok: true };
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`LISTENING ${address}`);
