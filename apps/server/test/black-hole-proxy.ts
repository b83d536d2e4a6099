import { createServer, connect, type AddressInfo, type Socket } from 'node:net';

/**
 * A TCP relay to a database server that can stop forwarding without closing anything, as a
 * network black hole does (a firewall dropping packets, a dead route): connections stay open and
 * nothing answers. `resume` forwards again and ends the connections that were stuck, as the
 * network's return would reset them.
 */
export async function startBlackHoleProxy(target: { host: string; port: number }) {
  let holding = false;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) sockets.add(socket);
    const end = () => {
      for (const socket of [client, upstream]) {
        socket.destroy();
        sockets.delete(socket);
      }
    };
    client.on('data', (chunk) => holding || upstream.write(chunk));
    upstream.on('data', (chunk) => holding || client.write(chunk));
    for (const socket of [client, upstream]) {
      socket.on('error', end);
      socket.on('close', end);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    hold() {
      holding = true;
    },
    resume() {
      holding = false;
      for (const socket of sockets) socket.destroy();
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
