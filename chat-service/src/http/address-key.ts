import { createHmac } from 'node:crypto';
import type { RequestHandler } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';

/**
 * A visitor's address as limits key it: an HMAC with the server's secret, so neither the database nor
 * Redis ever holds an address, and the key cannot be reversed by trying every address.
 */
export function addressKeyer(secret: string): (address: string) => string {
  return (address) => createHmac('sha256', secret).update(address).digest('base64url').slice(0, 22);
}

declare global {
  namespace Express {
    interface Request {
      /** The client's address (an IPv6 one by its /56 network) as a keyed hash: what rate limits count by. */
      addressKey?: string;
    }
  }
}

/** Sets `req.addressKey` for the limiters, so the addresses they count by are never stored as they are. */
export function addressKeys(secret: string): RequestHandler {
  const keyOf = addressKeyer(secret);
  return (req, _res, next) => {
    req.addressKey = keyOf(ipKeyGenerator(req.ip ?? ''));
    next();
  };
}
