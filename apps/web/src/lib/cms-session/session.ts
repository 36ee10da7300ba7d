import type { QueryValue } from '../cms';
import { createStrapiClient, type StrapiClient, type StrapiClientOptions } from './client';
import {
  EMPTY_SESSION,
  afterAuthResponse,
  afterUserFetchFailed,
  beforeAuthRequest,
  loggedOut,
  needsUserFetch,
  withUser,
  type CmsUser,
  type SessionState,
} from './state';
import type { TokenStorage } from './storage';

export interface AuthResponse {
  jwt: string;
  user: CmsUser;
}

export interface LoginInput {
  identifier: string;
  password: string;
}

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  [field: string]: string;
}

export interface ForgotPasswordInput {
  email: string;
}

export interface ResetPasswordInput {
  code: string;
  password: string;
  passwordConfirmation: string;
}

export interface ChangePasswordInput {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}

export interface CmsSession {
  readonly client: StrapiClient;
  getState: () => SessionState;
  /** For React's useSyncExternalStore: called after every state change. */
  subscribe: (listener: () => void) => () => void;
  /** On load: with a stored token and no user, fetch the user; a failure clears the token. */
  init(): Promise<CmsUser | null>;
  fetchUser(): Promise<CmsUser | null>;
  login(input: LoginInput): Promise<{ user: CmsUser | null; jwt: string }>;
  register(input: RegisterInput): Promise<{ user: CmsUser | null; jwt: string }>;
  forgotPassword(input: ForgotPasswordInput): Promise<void>;
  resetPassword(input: ResetPasswordInput): Promise<{ user: CmsUser | null; jwt: string }>;
  changePassword(input: ChangePasswordInput): Promise<void>;
  sendEmailConfirmation(input: { email: string }): Promise<void>;
  /** The address that starts a third-party provider login. */
  providerAuthenticationUrl(provider: string): string;
  /** Sends the browser to `/connect/{provider}`. */
  loginWithProvider(provider: string): void;
  /** The provider redirected back with an access token: exchange it for a jwt. */
  authenticateProvider(provider: string, accessToken: string): Promise<{ user: CmsUser | null; jwt: string }>;
  logout(): void;
  find<T>(collection: string, params?: Record<string, QueryValue>): Promise<T>;
  create<T>(collection: string, data: Record<string, unknown>): Promise<T>;
  update<T>(collection: string, id: string | number, data: Record<string, unknown>): Promise<T>;
  remove<T>(collection: string, id: string | number): Promise<T>;
}

export interface CmsSessionOptions extends Omit<StrapiClientOptions, 'getToken'> {
  storage: TokenStorage;
  /** Browser navigation, replaceable in tests. */
  navigate?: (url: string) => void;
}

export function createCmsSession(options: CmsSessionOptions): CmsSession {
  const { storage } = options;
  let state: SessionState = { ...EMPTY_SESSION, token: storage.get() };
  const listeners = new Set<() => void>();
  const client = createStrapiClient({ ...options, getToken: () => state.token });

  const apply = (next: SessionState): void => {
    if (next.token !== state.token) storage.set(next.token);
    state = next;
    for (const listener of listeners) listener();
  };

  const fetchUser = async (): Promise<CmsUser | null> => {
    if (!state.token) {
      apply(withUser(state, null));
      return null;
    }
    try {
      const user = await client.request<CmsUser>('/users/me');
      apply(withUser(state, user));
      return user;
    } catch (error) {
      apply(afterUserFetchFailed());
      throw error;
    }
  };

  /** The shared shape of login, register, reset and provider callback. */
  const authenticate = async (call: () => Promise<AuthResponse>): Promise<{ user: CmsUser | null; jwt: string }> => {
    apply(beforeAuthRequest(state));
    const { jwt } = await call();
    apply(afterAuthResponse(state, jwt));
    const user = await fetchUser();
    return { user, jwt };
  };

  const session: CmsSession = {
    client,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async init() {
      if (!needsUserFetch(state)) return state.user;
      try {
        return await fetchUser();
      } catch {
        return null; // the token was stale; fetchUser has cleared it
      }
    },
    fetchUser,
    login: (input) => authenticate(() => client.request<AuthResponse>('/auth/local', { method: 'POST', body: input })),
    register: (input) =>
      authenticate(() => client.request<AuthResponse>('/auth/local/register', { method: 'POST', body: input })),
    async forgotPassword(input) {
      apply(beforeAuthRequest(state));
      await client.request<unknown>('/auth/forgot-password', { method: 'POST', body: input });
    },
    resetPassword: (input) =>
      authenticate(() => client.request<AuthResponse>('/auth/reset-password', { method: 'POST', body: input })),
    async changePassword(input) {
      await client.request<unknown>('/auth/change-password', { method: 'POST', body: input });
    },
    async sendEmailConfirmation(input) {
      await client.request<unknown>('/auth/send-email-confirmation', { method: 'POST', body: input });
    },
    providerAuthenticationUrl: (provider) => `${client.baseUrl}/connect/${encodeURIComponent(provider)}`,
    loginWithProvider(provider) {
      const url = session.providerAuthenticationUrl(provider);
      (options.navigate ?? ((target: string) => window.location.assign(target)))(url);
    },
    authenticateProvider: (provider, accessToken) =>
      authenticate(() =>
        client.request<AuthResponse>(`/auth/${encodeURIComponent(provider)}/callback`, {
          params: { access_token: accessToken },
        }),
      ),
    logout() {
      apply(loggedOut());
    },
    find: (collection, params) => client.request(`/${collection}`, { params }),
    create: (collection, data) => client.request(`/${collection}`, { method: 'POST', body: { data } }),
    update: (collection, id, data) =>
      client.request(`/${collection}/${encodeURIComponent(String(id))}`, { method: 'PUT', body: { data } }),
    remove: (collection, id) =>
      client.request(`/${collection}/${encodeURIComponent(String(id))}`, { method: 'DELETE' }),
  };
  return session;
}
