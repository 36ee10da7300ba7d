import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './csp';
import { chunkLoader, scriptsAfterFirstPaint } from './scripts-after-paint';

// The shape of Next's document head and body end (a production build's home page, shortened).
const NEXT_PAGE = [
  '<!DOCTYPE html><html lang="da-DK"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/fonts/inter.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<style data-precedence="next">body{margin:0}</style>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
  '<link rel="preload" href="/_next/static/chunks/route.js" as="script" fetchPriority="low"/>',
  '<script src="/_next/static/chunks/runtime.js" async=""></script>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '</head><body><main><h1>Fisk</h1></main>',
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>',
  '<script src="/_next/static/chunks/turbopack-runtime.js" async=""></script>',
  '<script>self.__next_f.push([1,"0:{}\\n"])</script>',
  '</body></html>',
].join('');

describe('scriptsAfterFirstPaint', () => {
  const out = scriptsAfterFirstPaint(NEXT_PAGE);
  const head = out.slice(0, out.indexOf('</head>'));

  const beforeLoader = out.slice(0, out.indexOf('<script>(function(s,p)'));

  it('takes the chunk scripts and the chunk preloads out of the document', () => {
    for (const chunk of ['runtime.js', 'main.js', 'route.js', 'turbopack-runtime.js'])
      expect(beforeLoader).not.toContain(`/_next/static/chunks/${chunk}`);
    // What is not a chunk tag stays: the font preload, the inline styles, the polyfills for old browsers.
    expect(head).toContain('/fonts/inter.woff2');
    expect(head).toContain('<style data-precedence="next">');
    expect(head).toContain('polyfills.js" noModule=""');
  });

  it('adds them back, in order, from one loader at the end of the body', () => {
    const loader = chunkLoader(
      ['/_next/static/chunks/runtime.js', '/_next/static/chunks/main.js', '/_next/static/chunks/turbopack-runtime.js'],
      // main.js is loaded as a script: only the route's other chunk keeps a preload.
      ['/_next/static/chunks/route.js'],
    );
    expect(out.endsWith(`${loader}</body></html>`)).toBe(true);
    expect(out.split('<script>(function(s,p)').length).toBe(2);
    // The page's content, its payload and the runtime's list of chunks come before the loader, untouched.
    expect(out.indexOf('<h1>Fisk</h1>')).toBeLessThan(out.indexOf(loader));
    expect(beforeLoader).toContain('<script>self.__next_f.push([1,"0:{}\\n"])</script>');
    expect(beforeLoader).toContain('<script id="_R_">');
  });

  it('without paint timing, waits for the first frame, with a timer for tabs whose frames do not run', () => {
    const loader = chunkLoader(['/_next/static/chunks/a.js']);
    expect(loader).toContain('else requestAnimationFrame(g)');
    expect(loader).toContain('setTimeout(l,500)');
    // Loaded once, whichever comes first.
    expect(loader).toContain('if(d)return;d=1;');
  });

  it('runs the loader it adds: each preload and each chunk is added to the head once, after the first frame', () => {
    const appended: Record<string, unknown>[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const body = /<script>([\s\S]*)<\/script>/.exec(chunkLoader(['/a.js', '/b.js'], ['/c.js']))?.[1] ?? '';
    runInNewContext(body, {
      document: {
        createElement: (tag: string) => ({ tag }),
        head: { appendChild: (e: Record<string, unknown>) => appended.push(e) },
        querySelector: () => null,
      },
      requestAnimationFrame: (f: () => void) => frames.push(f),
      setTimeout: (f: () => void) => timers.push(f),
    });
    expect(appended).toEqual([]);
    frames.forEach((f) => f());
    timers.forEach((f) => f());
    timers.forEach((f) => f());
    expect(appended).toEqual([
      { tag: 'link', rel: 'preload', as: 'script', href: '/c.js' },
      { tag: 'script', src: '/a.js', async: true },
      { tag: 'script', src: '/b.js', async: true },
    ]);
  });

  it('with paint timing, waits for the first contentful paint, or for the high-priority image’s largest paint', () => {
    const run = (image: object | null) => {
      const appended: unknown[] = [];
      const timers: { f: () => void; ms: number }[] = [];
      const observed: { type: string; buffered: boolean }[] = [];
      let report!: (entries: object[]) => void;
      let disconnected = false;
      class PerformanceObserver {
        static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
        constructor(callback: (list: { getEntries: () => object[] }) => void) {
          report = (entries) => callback({ getEntries: () => entries });
        }
        observe(options: { type: string; buffered: boolean }) {
          observed.push(options);
        }
        disconnect() {
          disconnected = true;
        }
      }
      const body = /<script>([\s\S]*)<\/script>/.exec(chunkLoader(['/a.js']))?.[1] ?? '';
      runInNewContext(body, {
        document: {
          createElement: (tag: string) => ({ tag }),
          head: { appendChild: (e: unknown) => appended.push(e) },
          querySelector: (selector: string) => (selector === 'img[fetchpriority="high"]' ? image : null),
        },
        PerformanceObserver,
        requestAnimationFrame: () => {
          throw new Error('no animation frame is needed with paint timing');
        },
        setTimeout: (f: () => void, ms: number) => timers.push({ f, ms }),
      });
      const runTasks = () =>
        timers
          .splice(0)
          .filter((t) => t.ms === 0)
          .forEach((t) => t.f());
      return {
        appended,
        timers,
        observed,
        report: (entries: object[]) => (report(entries), runTasks()),
        disconnected: () => disconnected,
      };
    };

    const text = run(null);
    expect(text.observed).toEqual([{ type: 'paint', buffered: true }]);
    expect(text.timers.map((t) => t.ms)).toEqual([500]);
    text.report([{ name: 'first-paint' }]);
    expect(text.appended).toEqual([]);
    text.report([{ name: 'first-contentful-paint' }]);
    expect(text.appended).toEqual([{ tag: 'script', src: '/a.js', async: true }]);
    expect(text.disconnected()).toBe(true);

    const hero = {};
    const picture = run(hero);
    expect(picture.observed).toEqual([{ type: 'largest-contentful-paint', buffered: true }]);
    // A larger paint of something else first (the heading), then the hero's.
    picture.report([{ element: {} }]);
    expect(picture.appended).toEqual([]);
    picture.report([{ element: hero }]);
    expect(picture.appended).toEqual([{ tag: 'script', src: '/a.js', async: true }]);
  });

  it('is hashed into the CSP like any inline script', () => {
    const loaderBody = /<script>(\(function\(s,p\)[\s\S]*?)<\/script>/.exec(out)?.[1] ?? '';
    expect(loaderBody).not.toBe('');
    expect(inlineScriptHashes(out)).toHaveLength(inlineScriptHashes(NEXT_PAGE).length + 1);
  });

  it('leaves a document without chunk scripts, or without a head and body, as it was', () => {
    const plain = '<!DOCTYPE html><html><head><title>x</title></head><body><p>x</p></body></html>';
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
    const fragment = '<script src="/_next/static/chunks/a.js" async=""></script><p>x</p>';
    expect(scriptsAfterFirstPaint(fragment)).toBe(fragment);
    expect(scriptsAfterFirstPaint(out)).toBe(out);
  });

  it('keeps a source that could close the script tag from doing so', () => {
    expect(chunkLoader(['/_next/static/</script>.js'])).not.toContain('</script>.js');
  });
});
