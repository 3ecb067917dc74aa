// Helpers the chat benches share: many visitors' sockets opened on /chat, and percentiles of timings.
import { io as connect, type Socket } from 'socket.io-client';

/** Where visitor `i` connects, with the auth its socket carries (its visitor id included). */
export type VisitorTarget = (i: number) => { url: string; auth: Record<string, string> };

/** Opens `count` websocket visitors on /chat, 100 at a time, each on a fresh connection. */
export async function openVisitors(count: number, target: VisitorTarget, reconnection = false) {
  const sockets: Socket[] = [];
  for (let i = 0; i < count; i += 100) {
    const batch = Array.from({ length: Math.min(100, count - i) }, (_, j) => {
      const { url, auth } = target(i + j);
      const socket = connect(`${url}/chat`, {
        auth,
        transports: ['websocket'],
        reconnection,
        forceNew: true,
      });
      return new Promise<Socket>((resolve, reject) => {
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    });
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

/** The value below which `p` percent of `values` lie (NaN for none). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}
