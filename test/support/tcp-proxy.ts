import net from "node:net";

export interface TcpProxy {
  /** host:port clients connect to instead of the target. */
  port: number;
  /** The target goes away: open connections are cut and new ones refused until `restore`. */
  cut(): Promise<void>;
  /** Connections reach the target again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP relay to `target` that a test can cut and restore, to play a server restart or a network
 * failure between the app and its database or Redis without touching the real server (other tests use it).
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  const relay = (client: net.Socket) => {
    const upstream = net.connect(target.port, target.host);
    open.add(client);
    open.add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
    client.pipe(upstream);
    upstream.pipe(client);
  };
  let server = net.createServer(relay);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve((server.address() as net.AddressInfo).port));
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of open) s.destroy();
      open.clear();
      server.close(() => resolve());
    });
  const port = await listen(0);
  return {
    port,
    cut: stop,
    async restore() {
      if (server.listening) return;
      server = net.createServer(relay);
      await listen(port);
    },
    close: async () => {
      if (server.listening) await stop();
    },
  };
}
