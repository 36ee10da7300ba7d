import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { keepRendersOfMode, renderModeOf, routeCacheDir } from './render-mode';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A build directory with one page Next rendered (the files Next 16 writes for an ISR page). */
function buildWithRenderedPage(): { build: string; page: string } {
  const build = mkdtempSync(path.join(os.tmpdir(), 'render-mode-'));
  dirs.push(build);
  const page = path.join(routeCacheDir(build), 'APP_PAGE', 'abc', '$', 'da-DK', 'om-os.html');
  mkdirSync(path.dirname(page), { recursive: true });
  writeFileSync(page, '<html data-app-env="test">');
  // The data cache holds upstream answers, the same in both modes: never touched.
  mkdirSync(path.join(build, 'cache', 'fetch-cache'), { recursive: true });
  writeFileSync(path.join(build, 'cache', 'fetch-cache', 'entry'), '{}');
  return { build, page };
}

describe('rendered pages never cross modes', () => {
  it('names the mode of an APP_ENV: production, or anything else', () => {
    expect(renderModeOf('production')).toBe('production');
    expect(renderModeOf('test')).toBe('non-production');
    expect(renderModeOf(undefined)).toBe('non-production');
  });

  it('drops pages rendered in the other mode, and keeps them in the same mode', () => {
    const { build, page } = buildWithRenderedPage();
    expect(keepRendersOfMode(build, 'non-production')).toBe('cleared'); // no stamp: nobody knows their mode
    mkdirSync(path.dirname(page), { recursive: true });
    writeFileSync(page, '<html data-app-env="test">');
    expect(keepRendersOfMode(build, 'non-production')).toBe('kept');
    expect(existsSync(page)).toBe(true);

    expect(keepRendersOfMode(build, 'production')).toBe('cleared');
    expect(existsSync(page)).toBe(false);
    expect(readFileSync(path.join(routeCacheDir(build), '.render-mode'), 'utf8').trim()).toBe('production');
    expect(existsSync(path.join(build, 'cache', 'fetch-cache', 'entry'))).toBe(true);
  });

  it('starts a build that never rendered a page', () => {
    const build = mkdtempSync(path.join(os.tmpdir(), 'render-mode-'));
    dirs.push(build);
    expect(keepRendersOfMode(build, 'production')).toBe('fresh');
    expect(keepRendersOfMode(build, 'production')).toBe('kept');
  });
});
