import { countryFromHeaders } from '@/lib/geo';
import { countryForIp } from '@/lib/geo-db';
import { clientAddress } from '@/lib/security';

export const dynamic = 'force-dynamic';

/**
 * The visitor's country: a CDN header, else the shipped country database for the visitor's address (the
 * connection's, or a trusted proxy's header: see lib/security); mock_visiting_country overrides both.
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const mock = url.searchParams.get('mock_visiting_country')?.trim().toUpperCase();
  const countryCode =
    mock && /^[A-Z]{2}$/.test(mock)
      ? mock
      : (countryFromHeaders((n) => request.headers.get(n)) ?? (await countryForIp(clientAddress(request.headers))));
  return Response.json({ countryCode }, { headers: { 'cache-control': 'private, no-store' } });
}
