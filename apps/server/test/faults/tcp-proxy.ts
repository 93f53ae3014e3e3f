import { createServer, type Server, Socket } from 'node:net';

/** A TCP forwarder that a test can take down (refuse and cut every connection) and bring up again. */
export interface TcpProxy {
  port: number;
  /** Stops listening and destroys every proxied connection, as a database that went away. */
  down(): Promise<void>;
  /** Listens on the same port again. */
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  const newServer = () =>
    createServer((client) => {
      const upstream = new Socket();
      track(client);
      track(upstream);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
      upstream.connect(targetPort, targetHost, () => {
        client.pipe(upstream);
        upstream.pipe(client);
      });
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  const listen = (server: Server, port: number) =>
    new Promise<number>((done, fail) => {
      server.once('error', fail);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        done(typeof address === 'object' && address ? address.port : 0);
      });
    });
  let server: Server | null = newServer();
  const port = await listen(server, 0);
  const down = async () => {
    const closing = server;
    server = null;
    // close() waits for open connections, so they are cut before it is awaited.
    const closed = closing ? new Promise<void>((done) => closing.close(() => done())) : Promise.resolve();
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    port,
    down,
    async up() {
      if (server) return;
      server = newServer();
      await listen(server, port);
    },
    close: down,
  };
}
