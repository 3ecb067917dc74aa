import { describe, expect, it } from 'vitest';
import { addressKeyer } from './address-key.ts';

describe('address keys', () => {
  it('count an address under a keyed hash that never holds the address', () => {
    const key = addressKeyer('a-secret-of-the-server');
    expect(key('203.0.113.7')).toBe(key('203.0.113.7'));
    expect(key('203.0.113.7')).not.toBe(key('203.0.113.8'));
    expect(key('203.0.113.7')).not.toContain('203');
    expect(key('203.0.113.7')).toMatch(/^[\w-]{22}$/);
    // Without the server's secret the key cannot be recomputed from a guessed address.
    expect(addressKeyer('another-secret-entirely')('203.0.113.7')).not.toBe(key('203.0.113.7'));
  });
});
