import { serverConfig } from '@/lib/config/server';

/**
 * CMS uploads served under the site's own origin, so pages never point the browser at the CMS host.
 * Uploaded files get hashed names in Strapi, so they are cached for a long time.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  if (path.some((s) => s === '..' || s.includes('/') || s.includes('\\'))) return new Response(null, { status: 404 });
  const upstream = `${serverConfig.cmsUrl}/uploads/${path.map(encodeURIComponent).join('/')}`;
  let response: Response;
  try {
    response = await fetch(upstream, { signal: AbortSignal.timeout(serverConfig.upstreamTimeoutMs), cache: 'no-store' });
  } catch (error) {
    console.error(`[cms-media] ${upstream} failed: ${(error as Error).message}`);
    return new Response(null, { status: 502 });
  }
  if (!response.ok || !response.body) return new Response(null, { status: response.status === 404 ? 404 : 502 });
  return new Response(response.body, {
    headers: {
      'content-type': response.headers.get('content-type') ?? 'application/octet-stream',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    },
  });
}
