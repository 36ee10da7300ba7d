'use client';

import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { StrapiApiVersion } from './errors';
import type { StrapiHooks } from './client';
import { createCmsSession, type CmsSession } from './session';
import { EMPTY_SESSION, type SessionState } from './state';
import { localTokenStorage } from './storage';

const CmsSessionContext = createContext<CmsSession | null>(null);

export interface CmsSessionProviderProps {
  /** Host of the content service as the browser reaches it. */
  url: string;
  prefix?: string;
  version?: StrapiApiVersion;
  hooks?: StrapiHooks;
  children: ReactNode;
}

/** One session per provider, kept in local storage; on mount the stored token is checked against `/users/me`. */
export function CmsSessionProvider({ url, prefix, version, hooks, children }: CmsSessionProviderProps) {
  const [session] = useState(() => createCmsSession({ url, prefix, version, hooks, storage: localTokenStorage() }));
  useEffect(() => {
    void session.init();
  }, [session]);
  return <CmsSessionContext.Provider value={session}>{children}</CmsSessionContext.Provider>;
}

export interface UseCmsSession extends SessionState {
  session: CmsSession;
}

export function useCmsSession(): UseCmsSession {
  const session = useContext(CmsSessionContext);
  if (!session) throw new Error('useCmsSession needs a <CmsSessionProvider> above it');
  // The server render has no local storage: it always sees the signed-out state.
  const state = useSyncExternalStore(session.subscribe, session.getState, () => EMPTY_SESSION);
  return { ...state, session };
}
