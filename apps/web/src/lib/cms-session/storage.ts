/** Where the session token is kept: local storage in the browser (SESSION-TOKEN). */
export interface TokenStorage {
  get(): string | null;
  set(token: string | null): void;
}

export const TOKEN_STORAGE_KEY = 'qilak.cms.jwt';

export function localTokenStorage(key: string = TOKEN_STORAGE_KEY): TokenStorage {
  return {
    get() {
      try {
        return window.localStorage.getItem(key);
      } catch {
        return null; // storage disabled (private mode, sandboxed frame): behave as signed out
      }
    },
    set(token) {
      try {
        if (token === null) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, token);
      } catch {
        // storage disabled: the session lives for this page only
      }
    },
  };
}

/** For servers and tests. */
export function memoryTokenStorage(initial: string | null = null): TokenStorage {
  let token = initial;
  return {
    get: () => token,
    set: (next) => {
      token = next;
    },
  };
}
