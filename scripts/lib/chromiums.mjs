// The two Chromiums the bench measures with (issue 30): Debian's, and the headless Chromium shipped inside the
// @sparticuz/chromium devDependency (brotli-compressed in the package, unpacked to /tmp on first use; nothing is
// downloaded). Scores move with the browser, so every comparison is made within one browser and one run.
import { spawnSync } from 'node:child_process';

/**
 * @typedef {{ name: string, path: string, flags: string[], version: string }} Chromium
 */

/** @param {string} executable */
function versionOf(executable) {
  const out = spawnSync(executable, ['--version'], { encoding: 'utf8', timeout: 20_000 });
  return /[\d]+\.[\d.]+/.exec(`${out.stdout ?? ''}`)?.[0] ?? 'unknown';
}

/**
 * Debian's Chromium (CHROMIUM_PATH overrides its path) and @sparticuz/chromium's, each with the flags Lighthouse
 * and Playwright start it with. A browser that cannot be found is left out with the reason in `missing`.
 * @returns {Promise<{ browsers: Chromium[], missing: string[] }>}
 */
export async function chromiums() {
  /** @type {Chromium[]} */
  const browsers = [];
  /** @type {string[]} */
  const missing = [];
  const debian = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const debianVersion = versionOf(debian);
  if (debianVersion === 'unknown') missing.push(`Debian Chromium: ${debian} does not start`);
  else
    browsers.push({
      name: `Debian Chromium ${debianVersion.split('.')[0]}`,
      path: debian,
      flags: [],
      version: debianVersion,
    });
  try {
    const { default: sparticuz } = await import('@sparticuz/chromium');
    const executable = await sparticuz.executablePath();
    const version = versionOf(executable);
    browsers.push({
      name: `@sparticuz/chromium ${version.split('.')[0]}`,
      path: executable,
      // No zygote and no sandbox: the package's build runs as one process tree without the setuid helper.
      flags: ['--no-zygote', '--no-sandbox'],
      version,
    });
  } catch (error) {
    missing.push(`@sparticuz/chromium: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { browsers, missing };
}
