import { createHmac } from 'node:crypto';

/**
 * A visitor's address as limits key it: an HMAC with the server's secret, so neither the database nor
 * Redis ever holds an address, and the key cannot be reversed by trying every address.
 */
export function addressKeyer(secret: string): (address: string) => string {
  return (address) => createHmac('sha256', secret).update(address).digest('base64url').slice(0, 22);
}
