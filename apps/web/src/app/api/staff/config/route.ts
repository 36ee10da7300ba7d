import { NextResponse } from 'next/server';
import { config as appConfig } from '@/lib/config';
import { readStaffConfig } from '@/lib/staff';

// Read per request: endpoints are deployment configuration, not build input.
export const dynamic = 'force-dynamic';

/** Public sign-in settings (authority, client id, directory URL) for the secret panel of static product pages. */
export function GET(): NextResponse {
  const config = readStaffConfig(appConfig().staff);
  return NextResponse.json(config ?? { error: 'Staff sign-in is not configured' }, {
    status: config ? 200 : 404,
    headers: { 'cache-control': 'private, no-store' },
  });
}
