/**
 * A TCP proxy that holds every new connection for `delayMs` before passing it on: a database in
 * another region, or one that scales to zero, where each new connection is slow and a query on
 * an open one is not.
 */
import net from "node:net";

export interface SlowProxy {
  /** The proxy's port on 127.0.0.1. */
  port: number;
  /** Connections opened through it so far. */
  connections(): number;
  close(): Promise<void>;
}

export async function startSlowProxy(target: number, delayMs: number): Promise<SlowProxy> {
  const sockets = new Set<net.Socket>();
  let opened = 0;
  const server = net.createServer((client) => {
    opened += 1;
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.on("error", () => client.destroy());
    client.pause();
    const timer = setTimeout(() => {
      const upstream = net.connect(target, "127.0.0.1");
      sockets.add(upstream);
      upstream.on("close", () => {
        sockets.delete(upstream);
        client.destroy();
      });
      upstream.on("error", () => upstream.destroy());
      client.on("close", () => upstream.destroy());
      client.pipe(upstream).pipe(client);
      client.resume();
    }, delayMs);
    client.on("close", () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    connections: () => opened,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
