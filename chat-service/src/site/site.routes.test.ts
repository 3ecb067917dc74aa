import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteRoutes } from './site.routes.ts';

let server: Server;
let base: string;

beforeAll(async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'vela-site-routes-'));
  const siteDir = path.join(root, 'site');
  const widgetDir = path.join(root, 'widget');
  mkdirSync(siteDir);
  mkdirSync(widgetDir);
  writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>Vela</title>');
  writeFileSync(path.join(widgetDir, 'widget.js'), '/* loader */');
  writeFileSync(path.join(widgetDir, 'panel-Ab12Cd34.js'), 'export const x = 1;');
  writeFileSync(path.join(widgetDir, 'widget.js.gz'), gzipSync('/* loader */'));
  mkdirSync(path.join(widgetDir, 'esm'));
  writeFileSync(path.join(widgetDir, 'esm/index.js'), 'export { i as init } from "./index-Ab12.js";');
  writeFileSync(path.join(widgetDir, 'panel-Ab12Cd34.js.gz'), gzipSync('export const x = 1;'));
  const app = express().use(siteRoutes({ siteDir, widgetDir }));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('widget files for other sites', () => {
  it('serves widget.js to any origin with a short cache, loadable cross-origin', async () => {
    const res = await fetch(`${base}/widget.js`, { headers: { origin: 'https://shop.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(await res.text()).toBe('/* loader */');
  });

  it('serves content-hashed chunks as immutable for a year, with CORS for module imports', async () => {
    const res = await fetch(`${base}/widget/panel-Ab12Cd34.js`, {
      headers: { origin: 'https://shop.example' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('sends the precompressed loader and chunk to browsers that accept gzip, plain ones to others', async () => {
    for (const [file, text, cache] of [
      ['widget.js', '/* loader */', 'public, max-age=300'],
      ['widget/panel-Ab12Cd34.js', 'export const x = 1;', 'public, max-age=31536000, immutable'],
    ]) {
      const zipped = await rawGet(`${base}/${file}`, 'gzip');
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers['content-type']).toMatch(/javascript/);
      expect(zipped.headers['cache-control']).toBe(cache);
      expect(zipped.headers['access-control-allow-origin']).toBe('*');
      expect(gunzipSync(zipped.body).toString()).toBe(text);
      const plain = await rawGet(`${base}/${file}`, 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(text);
    }
  });

  it('serves the ES-module entry for apps with a short cache, to any origin', async () => {
    const res = await fetch(`${base}/widget/esm/index.js`, { headers: { origin: 'https://app.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.text()).toContain('init');
  });

  it('answers 404 for a chunk that does not exist instead of the site page', async () => {
    const res = await fetch(`${base}/widget/panel-missing.js`);
    expect(res.status).toBe(404);
  });
});

/** A GET that leaves the body as sent (fetch would decode gzip on its own). */
function rawGet(url: string, acceptEncoding: string) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}
