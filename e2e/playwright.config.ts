import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { THIRD_PARTY } from './support/host-pages.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The product as `npm start` runs it (built site and widget), on its own port and a throwaway data dir. */
export const PRODUCT_PORT = 3100;
export const PRODUCT_URL = `http://127.0.0.1:${PRODUCT_PORT}`;
/** The Forno Bellavista fixture site (worker/src/test/fixture-site.ts), served on a fixed port for CRAWL_RESOLVE. */
export const FIXTURE_DOMAIN = 'forno-bellavista.test';
export const FIXTURE_PORT = 4567;
/** A site whose home page is only a meta refresh to en/ (worker/src/test/entry-sites.ts), on the same port. */
export const REFRESH_DOMAIN = 'porto-cucina.test';
/** A winery site that changes between two reads (worker/src/test/changing-site.ts), on the same port. */
export const CHANGING_DOMAIN = 'vigna-sul-colle.test';
export const ADMIN = { username: 'e2e-admin', password: 'e2e-admin-password' };
const dataDir = path.join(os.tmpdir(), `vela-e2e-${process.pid}`);

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(os.tmpdir(), 'vela-e2e-results'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: PRODUCT_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'node --import tsx chat-service/src/main.ts',
      cwd: root,
      url: `${PRODUCT_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(PRODUCT_PORT),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        PUBLIC_URL: PRODUCT_URL,
        // The suite opens a few dozen accounts from this machine.
        REGISTRATIONS_PER_HOUR: '1000',
        // The demo and builder journeys crawl the local fixture bakery site as if it were its domain.
        CRAWL_ALLOW_PRIVATE_HOSTS: '1',
        // The chat-lead journey's webhook receiver listens on this machine, and its first delivery fails.
        WEBHOOK_ALLOW_PRIVATE_HOSTS: '1',
        WEBHOOK_RETRY_DELAY_MS: '500',
        CRAWL_RESOLVE: [FIXTURE_DOMAIN, REFRESH_DOMAIN, CHANGING_DOMAIN]
          .map((domain) => `${domain}=http://127.0.0.1:${FIXTURE_PORT}`)
          .join(','),
        // The public site's booking calendar, lead form and social agent: local stand-ins on the host-pages server.
        BOOKING_URL: THIRD_PARTY.bookingUrl,
        LEAD_FORM_URL: THIRD_PARTY.leadFormUrl,
        SOCIAL_AGENT_URL: THIRD_PARTY.socialAgentUrl,
      },
    },
    {
      // Third-party pages that embed the widget, on another origin than the product (widget journeys), and the
      // stand-ins for the public site's booking, lead-form and social-agent providers (third-party-fakes.ts).
      command: 'node --import tsx e2e/support/host-pages.ts',
      cwd: root,
      url: 'http://127.0.0.1:3200/health',
      reuseExistingServer: false,
      timeout: 30_000,
      env: { HOST_PORT: '3200' },
    },
    {
      command: 'node --import tsx e2e/support/fixture-server.ts',
      cwd: root,
      url: `http://127.0.0.1:${FIXTURE_PORT}/robots.txt`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { FIXTURE_PORT: String(FIXTURE_PORT) },
    },
  ],
});
