import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
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

  it('answers 404 for a chunk that does not exist instead of the site page', async () => {
    const res = await fetch(`${base}/widget/panel-missing.js`);
    expect(res.status).toBe(404);
  });
});
