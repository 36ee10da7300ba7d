import { config as appConfig } from '@/lib/config';
import { readStaffConfig } from '@/lib/staff';
import { StaffSignIn } from '@/components/staff/StaffSignIn';

// Endpoints come from env at request time, so one build serves any identity provider.
export const dynamic = 'force-dynamic';

export default function StaffPage() {
  const config = readStaffConfig(appConfig().staff);
  if (!config) {
    return (
      <main className="mx-auto mt-16 max-w-md p-8">
        <h1 className="font-display text-2xl">Staff sign-in</h1>
        <p className="mt-4" role="alert">
          Staff sign-in is not configured (STAFF_AUTHORITY and STAFF_CLIENT_ID).
        </p>
      </main>
    );
  }
  return (
    <main>
      <StaffSignIn config={config} />
    </main>
  );
}
