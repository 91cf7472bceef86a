import { existsSync } from 'node:fs';

/** Debian's Chromium, or the browser named by CHROME_PATH. The suite never downloads one. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((path): path is string => Boolean(path && existsSync(path)));
  if (!found) {
    throw new Error(
      'No Chromium found: install it with `apt-get install chromium`, or set CHROME_PATH to a Chromium binary.',
    );
  }
  return found;
}
