import type dns from 'node:dns';
import type { LookupFunction } from './guarded-agent.ts';

/** Test data: a DNS where the named hosts resolve to the given addresses and every other name fails. */
export function fakeDns(records: Record<string, string>): LookupFunction {
  return ((host: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) => {
    const address = records[host];
    if (!address)
      return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' }));
    const family = address.includes(':') ? 6 : 4;
    return options.all ? callback(null, [{ address, family }]) : callback(null, address, family);
  }) as unknown as LookupFunction;
}
