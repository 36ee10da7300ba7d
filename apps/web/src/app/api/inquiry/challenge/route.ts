import { newChallenge } from '@/lib/inquiry/server';

export const dynamic = 'force-dynamic';

/** A fresh proof-of-work challenge for the inquiry form (never cached: each is used once). */
export async function GET() {
  return Response.json(await newChallenge(), { headers: { 'cache-control': 'no-store' } });
}
