import dns from 'node:dns';
import net from 'node:net';
import { Agent, buildConnector } from 'undici';
import type { AddressPolicy } from './address.policy.ts';

export type LookupFunction = typeof dns.lookup;

/** Raised when a host resolves to (or is) an address the crawler must not reach. */
export class BlockedAddressError extends Error {
  constructor(readonly host: string) {
    super(`${host} resolves to a private or reserved address`);
    this.name = 'BlockedAddressError';
  }
}

/** Wraps a DNS lookup so every address it returns is checked before a socket is opened to it. */
function guardedLookup(policy: AddressPolicy, lookup: LookupFunction): LookupFunction {
  const guarded = (
    hostname: string,
    options: dns.LookupOptions,
    callback: (err: Error | null, address?: unknown, family?: number) => void,
  ) => {
    lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err);
      const list = addresses as dns.LookupAddress[];
      if (list.length === 0 || list.some((a) => !policy(a.address))) {
        return callback(new BlockedAddressError(hostname));
      }
      if (options.all) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
  return guarded as unknown as LookupFunction;
}

export interface GuardedAgentOptions {
  policy: AddressPolicy;
  /** Sockets per origin: the crawler's per-host concurrency. */
  connections: number;
  /** Test seam: a DNS lookup standing in for the system resolver. */
  lookup?: LookupFunction;
  connectTimeoutMs?: number;
}

/**
 * An undici Agent that only connects to addresses the policy allows: hostnames are checked on the
 * resolved address (the one connected to), IP literals before connecting, and the socket's peer after.
 */
export function createGuardedAgent(options: GuardedAgentOptions): Agent {
  const lookup = guardedLookup(options.policy, options.lookup ?? dns.lookup);
  const connect = buildConnector({ lookup, timeout: options.connectTimeoutMs ?? 10_000 } as never);
  return new Agent({
    connections: options.connections,
    keepAliveTimeout: 4_000,
    connect: (opts, callback) => {
      if (net.isIP(opts.hostname) && !options.policy(opts.hostname)) {
        callback(new BlockedAddressError(opts.hostname), null);
        return;
      }
      connect(opts, (err, socket) => {
        if (err || !socket) return callback(err ?? new Error('connection failed'), null);
        const peer = socket.remoteAddress;
        if (peer && !options.policy(peer)) {
          socket.destroy();
          return callback(new BlockedAddressError(opts.hostname), null);
        }
        callback(null, socket);
      });
    },
  });
}
