import { countryFromHeaders } from '@/lib/geo';
import { countryForIp } from '@/lib/geo-db';

export const dynamic = 'force-dynamic';

/** The visitor's country: CDN header, else the local range table; mock_visiting_country overrides both. */
export function GET(request: Request) {
  const url = new URL(request.url);
  const mock = url.searchParams.get('mock_visiting_country')?.trim().toUpperCase();
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ?? null;
  const countryCode =
    mock && /^[A-Z]{2}$/.test(mock)
      ? mock
      : (countryFromHeaders((n) => request.headers.get(n)) ?? countryForIp(forwarded));
  return Response.json({ countryCode }, { headers: { 'cache-control': 'private, no-store' } });
}
