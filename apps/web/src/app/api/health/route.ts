export const dynamic = 'force-dynamic';

/** Liveness for the start script and load balancers; checks nothing upstream on purpose. */
export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } });
}
