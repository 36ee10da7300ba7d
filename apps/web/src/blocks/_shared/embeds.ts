/** Third-party embeds: which hosts an i-frame block may show, and how a video link becomes a player URL. */
export const IFRAME_HOSTS: readonly string[] = [
  'www.openstreetmap.org',
  'openstreetmap.org',
  'www.youtube-nocookie.com',
  'www.youtube.com',
  'player.vimeo.com',
  'issuu.com',
];

/** The URL when it is https on an allow-listed host, else null (the block is then left out). */
export function allowedIframeUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && IFRAME_HOSTS.includes(url.hostname) && !url.username && !url.password
      ? url
      : null;
  } catch {
    return null;
  }
}

export interface VideoEmbed {
  embedUrl: string;
  watchUrl: string;
  host: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const VIMEO_ID = /^\d{4,14}$/;

/** A YouTube or Vimeo link as a privacy-friendly player URL (autoplay: it loads on the visitor's click). */
export function videoEmbed(provider: 'youtube' | 'vimeo', value: string): VideoEmbed | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const host = url.hostname.replace(/^www\.|^m\./, '');
  if (provider === 'youtube') {
    let id: string | null = null;
    if (host === 'youtu.be') id = url.pathname.slice(1);
    else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
      id =
        url.pathname === '/watch'
          ? url.searchParams.get('v')
          : (/^\/(?:embed|shorts)\/([^/]+)/.exec(url.pathname)?.[1] ?? null);
    }
    if (!id || !YOUTUBE_ID.test(id)) return null;
    return {
      embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`,
      watchUrl: `https://www.youtube.com/watch?v=${id}`,
      host: 'YouTube',
    };
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = /(\d+)\/?$/.exec(url.pathname)?.[1];
    if (!id || !VIMEO_ID.test(id)) return null;
    return {
      embedUrl: `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`,
      watchUrl: `https://vimeo.com/${id}`,
      host: 'Vimeo',
    };
  }
  return null;
}
