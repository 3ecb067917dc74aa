import { randomFillSync } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * Not a check but a figure for the report: how long a 5 MB PDF takes from upload to its first
 * answer in the live preview on this machine. Logged, never asserted.
 */
const FACT = 'The Tortello Notturno is filled with pumpkin and amaretti and costs 14 euro per dozen.';
const QUESTION = 'What is the Tortello Notturno filled with?';
const FIVE_MB = 5 * 1024 * 1024;

/** A PNG of random pixels: photos do not compress, so it stands in for a brochure's pictures. */
function noisePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    rows[row] = 0;
    randomFillSync(rows, row + 1, width * 3);
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** About 5 MB: 40 pages of text (the fact on the first) plus photo-like images, as a real brochure. */
async function fiveMegabytePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const first = doc.addPage();
  first.drawText('Pasta fresca della casa', { x: 50, y: 780, size: 16, font });
  first.drawText(FACT, { x: 50, y: 750, size: 10, font });
  for (let p = 0, n = 0; p < 40; p++) {
    const page = doc.addPage();
    for (let line = 0; line < 48; line++, n++) {
      const text = `Registro ${n}: consegna ${n % 97} di farina tipo ${n % 3} al magazzino ${n % 11}, lotto ${n * 7}.`;
      page.drawText(text, { x: 40, y: 800 - line * 16, size: 9, font });
    }
  }
  let bytes = (await doc.save()).length;
  while (bytes < FIVE_MB) {
    const side = Math.ceil(Math.sqrt(Math.min(FIVE_MB - bytes, 1024 * 1024) / 3)) + 8;
    const image = await doc.embedPng(noisePng(side, side));
    doc.addPage().drawImage(image, { x: 20, y: 20, width: 550, height: 550 });
    bytes = (await doc.save()).length;
  }
  return Buffer.from(await doc.save());
}

test('figure: a 5 MB PDF from upload to its first answer', async ({ page }) => {
  test.setTimeout(300_000);
  const pdf = await fiveMegabytePdf();
  const username = `bench${Date.now().toString(36)}`;
  await page.request.post('/api/register', {
    data: { username, password: 'correct-horse', email: `${username}@example.com` },
  });
  await page.goto('/en/portal/chatbot-embed');
  await page.getByRole('tab', { name: 'Content' }).click();
  const started = Date.now();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'registro.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText('Document uploaded', { exact: true }).first()).toBeVisible({
    timeout: 120_000,
  });
  const uploaded = Date.now();
  await page.getByRole('tab', { name: 'Train' }).click();
  await expect(
    page.getByRole('listitem', { name: 'registro.pdf' }).getByText('Ready', { exact: true }),
  ).toBeVisible({ timeout: 240_000 });
  const ready = Date.now();
  const preview = page.frameLocator('iframe[title="Live preview"]');
  const message = preview.getByRole('textbox', { name: 'Your message' });
  await message.fill(QUESTION);
  await message.press('Enter');
  await expect(preview.getByText(/pumpkin/).first()).toBeVisible({ timeout: 60_000 });
  const answered = Date.now();
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `[figure] 5 MB PDF (${(pdf.length / 1024 / 1024).toFixed(1)} MB): upload ${s(uploaded - started)}, ready ${s(ready - started)}, first answer ${s(answered - started)}`,
  );
});
