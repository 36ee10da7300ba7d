'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  type StaffClientConfig,
  type StaffProfile,
  type StaffAccount,
  type StaffAuth,
  type StaffTokens,
  createStaffAuth,
  setStaffSessionFlag,
} from '@/lib/staff';
import { trackLoading } from '@/lib/loading';

export type StaffStatus = 'loading' | 'signed-out' | 'signed-in' | 'error';

export interface StaffContextValue {
  status: StaffStatus;
  account: StaffAccount | null;
  profile: StaffProfile | null;
  photoUrl: string | null;
  error: string | null;
  signIn(): Promise<void>;
  signOut(): Promise<void>;
  getTokens(): Promise<StaffTokens | null>;
}

const StaffContext = createContext<StaffContextValue | null>(null);

/** Staff session for its subtree: MSAL is imported here, on demand, so only staff ever download it. */
export function StaffProvider({ config, children }: { config: StaffClientConfig; children: ReactNode }) {
  const [auth, setAuth] = useState<StaffAuth | null>(null);
  const [status, setStatus] = useState<StaffStatus>('loading');
  const [account, setAccount] = useState<StaffAccount | null>(null);
  const [profile, setProfile] = useState<StaffProfile | null>(null);
  const [photoUrl, setPhotoUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const loadProfile = useCallback(async (client: StaffAuth) => {
    try {
      setProfile(await client.graph.getProfile());
    } catch (reason) {
      console.error('Failed to fetch staff profile:', reason);
    }
    const photo = await client.graph.getPhoto();
    setPhotoUrl(photo.data);
  }, []);

  useEffect(() => {
    let cancelled = false;
    createStaffAuth(config)
      .then(async (client) => {
        if (cancelled) return;
        setAuth(client);
        const current = client.account();
        // An account in the cache is only signed in if a token can still be had silently.
        const tokens = current ? await client.getTokens().catch(() => null) : null;
        if (cancelled) return;
        setStaffSessionFlag(tokens !== null);
        setAccount(tokens ? tokens.account : null);
        setStatus(tokens ? 'signed-in' : 'signed-out');
        if (tokens) void loadProfile(client);
      })
      .catch((reason: unknown) => {
        if (cancelled) return;
        console.error('Staff sign-in could not start:', reason);
        setError(reason instanceof Error ? reason.message : String(reason));
        setStatus('error');
      });
    return () => {
      cancelled = true;
    };
  }, [config, loadProfile]);

  const value = useMemo<StaffContextValue>(
    () => ({
      status,
      account,
      profile,
      photoUrl,
      error,
      async signIn() {
        if (!auth) return;
        // The identity provider's window (or redirect) can take a while: the overlay shows the site is waiting.
        const signedIn = await trackLoading(auth.signIn());
        if (!signedIn) return;
        setAccount(signedIn);
        setStatus('signed-in');
        void loadProfile(auth);
      },
      async signOut() {
        if (!auth) return;
        try {
          await auth.signOut();
        } catch (reason) {
          console.warn('Staff sign-out popup did not complete:', reason);
        }
        if (photoUrl) URL.revokeObjectURL(photoUrl);
        setAccount(null);
        setProfile(null);
        setPhotoUrl(null);
        setStatus('signed-out');
      },
      getTokens: () => (auth ? auth.getTokens() : Promise.resolve(null)),
    }),
    [auth, status, account, profile, photoUrl, error, loadProfile],
  );
  return <StaffContext.Provider value={value}>{children}</StaffContext.Provider>;
}

export function useStaff(): StaffContextValue {
  const value = useContext(StaffContext);
  if (!value) throw new Error('useStaff needs a <StaffProvider> above it');
  return value;
}
