import { NextResponse, type NextRequest } from 'next/server';
import { SecretDataResponseSchema } from '@qilak/pim-contract';
import { pimGet } from '@/lib/pim';
import { UpstreamError } from '@/lib/upstream';
import { bearerAuthorization, parseSecretDataQuery, selectSecretVariants, type SecretPanelData } from '@/lib/staff';
import { logger } from '@/lib/log';

const log = logger('staff');

// Personal data: never prerendered, never stored by a shared cache.
export const dynamic = 'force-dynamic';
const PRIVATE_HEADERS = { 'cache-control': 'private, no-store', vary: 'Authorization' };

function reply(status: number, body: unknown, extra: Record<string, string> = {}): NextResponse {
  return NextResponse.json(body, { status, headers: { ...PRIVATE_HEADERS, ...extra } });
}

/**
 * Secret product data for signed-in staff: the browser's staff token goes to the product service as it came,
 * next to the site's own function key, so the product service decides who may read it.
 */
async function handle(request: NextRequest): Promise<NextResponse> {
  const query = parseSecretDataQuery(request.nextUrl.searchParams);
  if ('error' in query) return reply(400, { error: query.error });
  const authorization = bearerAuthorization(request.headers.get('authorization'));
  if (!authorization) return reply(401, { error: 'A staff sign-in is required' }, { 'www-authenticate': 'Bearer' });
  let raw: unknown;
  try {
    raw = await pimGet('GetSecretData', { culture: query.culture }, { authorization });
  } catch (error) {
    if (error instanceof UpstreamError && (error.status === 401 || error.status === 403)) {
      return reply(
        401,
        { error: 'The staff token was not accepted' },
        { 'www-authenticate': 'Bearer error="invalid_token"' },
      );
    }
    log.error(`secret data for ${query.culture} failed: ${error instanceof Error ? error.message : String(error)}`);
    return reply(502, { error: 'The product service did not answer' });
  }
  const parsed = SecretDataResponseSchema.safeParse(raw);
  if (!parsed.success) {
    log.error(`secret data for ${query.culture} has an unexpected shape: ${parsed.error.message.slice(0, 300)}`);
    return reply(502, { error: 'The product service sent unexpected data' });
  }
  const body: SecretPanelData = {
    culture: query.culture,
    productId: query.productId,
    variants: selectSecretVariants(parsed.data, query),
  };
  return reply(200, body);
}

export const GET = handle;
export const POST = handle;
