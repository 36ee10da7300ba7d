'use client';

import type { StaffClientConfig } from '@/lib/staff';
import { StaffProvider, useStaff } from './StaffProvider';

/** The unlinked staff sign-in screen: sign in, see who is signed in, sign out. */
export function StaffSignIn({ config }: { config: StaffClientConfig }) {
  return (
    <StaffProvider config={config}>
      <StaffSignInPanel />
    </StaffProvider>
  );
}

function StaffSignInPanel() {
  const staff = useStaff();
  const name = staff.profile?.displayName ?? staff.account?.name ?? staff.account?.username ?? '';
  const mail = staff.profile?.mail ?? staff.profile?.userPrincipalName ?? staff.account?.username ?? '';
  return (
    <section
      className="mx-auto mt-16 max-w-md rounded-lg border border-line bg-white p-8 shadow-sm"
      data-staff-status={staff.status}
    >
      <h1 className="font-display text-2xl text-ocean">Staff sign-in</h1>
      {staff.status === 'loading' && <p className="mt-4 text-muted">Checking your session…</p>}
      {staff.status === 'error' && (
        <p className="mt-4 text-red" role="alert">
          Sign-in is unavailable: {staff.error}
        </p>
      )}
      {staff.status === 'signed-out' && (
        <>
          <p className="mt-4 text-muted">Sign in with your company account to see internal product data.</p>
          <button
            type="button"
            className="mt-6 rounded bg-primary px-4 py-2 text-white hover:bg-primary-hover"
            onClick={() => void staff.signIn()}
          >
            Sign in
          </button>
        </>
      )}
      {staff.status === 'signed-in' && (
        <div className="mt-6 flex items-center gap-4">
          {staff.photoUrl && (
            // eslint-disable-next-line @next/next/no-img-element -- a blob: URL of the Graph photo, which next/image cannot load
            <img
              src={staff.photoUrl}
              alt=""
              width={64}
              height={64}
              className="h-16 w-16 rounded-full object-cover"
              data-staff-photo
            />
          )}
          <div>
            <p className="font-semibold" data-staff-name>
              {name}
            </p>
            {mail && <p className="text-sm text-muted">{mail}</p>}
            <button
              type="button"
              className="mt-3 rounded border border-primary px-3 py-1 text-primary hover:bg-ice"
              onClick={() => void staff.signOut()}
            >
              Sign out
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
