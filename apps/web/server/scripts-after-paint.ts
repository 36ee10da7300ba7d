/**
 * Issue 30: the page's first frame before its scripts. Next writes the page's script chunks as `<script async>` tags
 * (in the head; the bundler's runtime after the content) and low-priority preloads for the route's other chunks, so
 * the browser fetches all of them as soon as the HTML arrives and runs each one the moment it lands, between the
 * parser's turns, ahead of the first frame: on a phone-like load the first paint waited for 140–170 kB of scripts,
 * and Lighthouse's simulation billed their download and evaluation to the LCP (+1.2 to +2.1 s against a bare Next
 * page, whose four scripts land after its first paint).
 *
 * Here those tags leave the document, and a small inline script at the end of the body adds the same preloads and
 * scripts, in the same order and still async, once the page has painted (its first contentful paint, or its
 * high-priority image's paint; see `chunkLoader`): the first paint shows the server-rendered page, and hydration
 * starts just after it. In a
 * background tab, where animation frames do not run, a timer adds them after half a second instead. Nothing else
 * about the scripts changes: they were async before, so no order between them was promised.
 */

/** A tag's attribute, as Next and React write them (double quotes). */
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const isChunk = (url: string | undefined): url is string => !!url && /^\/_next\/static\/[^"<>]+\.js$/.test(url);

/** How long a page whose animation frames do not run (a background tab) waits before it loads its scripts anyway. */
export const HIDDEN_TAB_FALLBACK_MS = 500;

/**
 * The inline loader: once the page has painted, preloads the route's other chunks (as the removed preloads did) and
 * adds each script chunk as an async script, exactly once. "Painted" is the browser's own paint timing: the first
 * contentful paint, or on a page with a high-priority image (the hero, the product's picture: its largest paint)
 * that image's largest-contentful-paint entry. Both are reported after the frame is presented, so the scripts
 * neither share the link with the image nor arrive before its paint (Lighthouse's simulated LCP counts every
 * request that ended before the observed largest paint: after an animation frame, they still did in one of three
 * runs of home da-DK and en-GB, +0.7 to +1.5 s). A browser without paint timing waits for an animation frame; the
 * timer bounds the wait, as for a background tab, where nothing is painted.
 */
export function chunkLoader(scripts: readonly string[], preloads: readonly string[] = []): string {
  const json = (list: readonly string[]) => JSON.stringify(list).replaceAll('<', '\\u003c');
  return (
    `<script>(function(s,p){var d=0;function a(e){document.head.appendChild(e)}function l(){if(d)return;d=1;` +
    `p.forEach(function(u){var e=document.createElement('link');e.rel='preload';e.as='script';e.href=u;a(e)});` +
    `s.forEach(function(u){var e=document.createElement('script');e.src=u;e.async=true;a(e)})}` +
    `function g(){setTimeout(l,0)}` +
    `var i=document.querySelector('img[fetchpriority="high"]'),t=i?'largest-contentful-paint':'paint',` +
    `P=typeof PerformanceObserver=='function'?PerformanceObserver:null;` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf(t)>=0){` +
    `var o=new P(function(x){x.getEntries().forEach(function(e){` +
    `if(i?e.element===i:e.name=='first-contentful-paint'){o.disconnect();g()}})});` +
    `o.observe({type:t,buffered:true})}else requestAnimationFrame(g);` +
    `setTimeout(l,${HIDDEN_TAB_FALLBACK_MS})})` +
    `(${json(scripts)},${json(preloads)})</script>`
  );
}

/**
 * The document with its script chunks loaded after the first frame (above): Next's `<script src="/_next/static/…"
 * async>` tags (in the head, and the runtime's in the body) and the `<link rel="preload" as="script">` of the route's
 * chunks leave the document, and one loader at the end of the body adds them back. A document without such tags, or
 * without a head and body (a fragment, an error page of our own), comes back unchanged.
 */
export function scriptsAfterFirstPaint(html: string): string {
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd < 0 || bodyEnd < headEnd) return html;
  const scripts: string[] = [];
  const preloads: string[] = [];
  const document = html
    .slice(0, bodyEnd)
    .replace(/<script\b[^>]*><\/script>/g, (tag) => {
      const src = attribute(tag, 'src');
      if (!isChunk(src) || !/\sasync=""/.test(tag)) return tag;
      scripts.push(src);
      return '';
    })
    .replace(/<link\b[^>]*\/?>/g, (tag) => {
      const href = attribute(tag, 'href');
      if (attribute(tag, 'rel') !== 'preload' || attribute(tag, 'as') !== 'script' || !isChunk(href)) return tag;
      if (!preloads.includes(href)) preloads.push(href);
      return '';
    });
  if (scripts.length === 0) return html;
  // A preloaded chunk that is also a script needs no preload of its own.
  const others = preloads.filter((href) => !scripts.includes(href));
  return document + chunkLoader(scripts, others) + html.slice(bodyEnd);
}
