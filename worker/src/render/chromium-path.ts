import { accessSync, constants } from 'node:fs';

/** Where Debian, Ubuntu, Fedora and Google's packages put Chromium or Chrome. */
export const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/usr/lib/chromium/chromium',
  '/snap/bin/chromium',
];

const runnable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** The Chromium to render with: the configured one (`CHROMIUM_PATH`) if it exists, else one found on the machine. */
export function findChromium(configured?: string, candidates = CHROMIUM_CANDIDATES): string | undefined {
  if (configured) return runnable(configured) ? configured : undefined;
  return candidates.find(runnable);
}
