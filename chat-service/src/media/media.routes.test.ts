import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserLikeClient, dialects, startTestApp } from '../test/test-app.ts';

const ADMIN = { username: 'media-admin', password: 'media-admin-pass' };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function sessionCookie(baseUrl: string, body: object): Promise<string> {
  const res = await fetch(`${baseUrl}/api/${'email' in body ? 'register' : 'login'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

describe.each(dialects)('CMS media API on %s', (dialect) => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let adminCookie: string;
  let clientCookie: string;
  let mediaDir: string;
  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vela-media-'));
    mediaDir = path.join(dataDir, 'media');
    app = await startTestApp(
      dialect,
      {},
      { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, DATA_DIR: dataDir },
    );
    adminCookie = await sessionCookie(app.baseUrl, ADMIN);
    clientCookie = await sessionCookie(app.baseUrl, {
      username: 'mediaclient',
      password: 'secret1',
      email: 'm@media.it',
    });
    const health = await fetch(`${app.baseUrl}/api/health`);
    expect(health.status).toBe(200);
  });
  afterAll(() => app.stop());

  async function upload(cookie: string, name: string, bytes: Buffer, fields: Record<string, string> = {}) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const res = await fetch(`${app.baseUrl}/api/cms/media`, {
      method: 'POST',
      headers: cookie ? { cookie } : {},
      body: form,
    });
    const text = await res.text();
    return { status: res.status, text, json: () => JSON.parse(text) };
  }
  const list = async () =>
    (await (await fetch(`${app.baseUrl}/api/cms/media`, { headers: { cookie: adminCookie } })).json()) as {
      medias: unknown[];
    };

  it('an admin uploads an image; it is listed, served inline with its real type, and deleted with its file', async () => {
    const res = await upload(adminCookie, 'Team Photo.PNG', PNG, { alt: 'Our team', section: 'hero' });
    expect(res.status).toBe(201);
    const media = res.json();
    expect(media).toMatchObject({
      filename: 'team-photo.png',
      originalFilename: 'Team Photo.PNG',
      mimeType: 'image/png',
      size: PNG.length,
      alt: 'Our team',
      section: 'hero',
    });
    expect(media.url).toMatch(/^\/media\/[a-f0-9]{12}-team-photo\.png$/);
    expect((await list()).medias).toEqual([media]);

    const served = await fetch(app.baseUrl + media.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    const del = await fetch(`${app.baseUrl}/api/cms/media/${media.id}`, {
      method: 'DELETE',
      headers: { cookie: adminCookie },
    });
    expect(del.status).toBe(200);
    expect((await list()).medias).toEqual([]);
    expect((await fetch(app.baseUrl + media.url)).status).toBe(404);
  });

  it('serves a document as a download, never inline', async () => {
    const res = await upload(adminCookie, 'Price list.pdf', PDF);
    expect(res.status).toBe(201);
    expect(res.json()).toMatchObject({ mimeType: 'application/pdf', section: null, alt: null });
    const served = await fetch(app.baseUrl + res.json().url);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment/);
  });

  it('refuses a PNG named .pdf, HTML named .png, an SVG and an empty file, storing nothing', async () => {
    const before = (await list()).medias.length;
    const filesBefore = readdirSync(mediaDir).length;
    const renamed = await upload(adminCookie, 'invoice.pdf', PNG);
    expect(renamed.status).toBe(415);
    expect(renamed.text).toBe("The file's content does not match its name. Please upload the original file.");
    const html = await upload(adminCookie, 'cat.png', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(html.status).toBe(415);
    const svg = await upload(
      adminCookie,
      'logo.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
    expect(svg.status).toBe(415);
    expect(svg.text).toMatch(/^Unsupported file type/);
    const empty = await upload(adminCookie, 'empty.txt', Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect((await list()).medias.length).toBe(before);
    expect(readdirSync(mediaDir).length).toBe(filesBefore);
  });

  it('refuses a file over 5 MB with 413 and the size message', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(adminCookie, 'huge.png', big);
    expect(res.status).toBe(413);
    expect(res.text).toBe('File is too large. Maximum size is 5 MB.');
  });

  it('refuses an unknown section and a request without a file', async () => {
    expect((await upload(adminCookie, 'a.png', PNG, { section: 'sidebar' })).text).toBe(
      'Please choose a valid section.',
    );
    const noFile = await fetch(`${app.baseUrl}/api/cms/media`, {
      method: 'POST',
      headers: { cookie: adminCookie },
      body: new FormData(),
    });
    expect(noFile.status).toBe(400);
    expect(await noFile.text()).toBe('Please choose a file to upload.');
  });

  it('keeps media for admins: 401 anonymous, 403 for a client, on list, upload and delete', async () => {
    expect((await upload('', 'a.png', PNG)).status).toBe(401);
    expect((await upload(clientCookie, 'a.png', PNG)).status).toBe(403);
    const anonymous = browserLikeClient(app.baseUrl);
    expect((await anonymous('GET', '/api/cms/media')).status).toBe(401);
    const asClient = await fetch(`${app.baseUrl}/api/cms/media`, { headers: { cookie: clientCookie } });
    expect(asClient.status).toBe(403);
    const del = await fetch(`${app.baseUrl}/api/cms/media/1`, {
      method: 'DELETE',
      headers: { cookie: clientCookie },
    });
    expect(del.status).toBe(403);
  });

  it('answers 404 for names outside the media folder', async () => {
    expect((await fetch(`${app.baseUrl}/media/..%2Fsession-secret`)).status).toBe(404);
    expect((await fetch(`${app.baseUrl}/media/nothing-here.png`)).status).toBe(404);
    expect(existsSync(mediaDir)).toBe(true);
  });
});
