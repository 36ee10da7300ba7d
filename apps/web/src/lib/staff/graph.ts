/** The directory graph service: the signed-in staff member's profile and photo (STAFF-PROFILE). */
export type StaffProfile = Record<string, unknown> & {
  displayName?: string;
  mail?: string | null;
  userPrincipalName?: string;
};

export type Result<T> = { data: T; error: null } | { data: null; error: unknown };

export interface GraphClientOptions {
  baseUrl: string;
  /** The user.read access token. */
  getAccessToken: () => Promise<string>;
  fetch?: typeof fetch;
  createObjectUrl?: (blob: Blob) => string;
  log?: (message: string, error: unknown) => void;
}

export interface GraphClient {
  getProfile(): Promise<StaffProfile>;
  /** The photo as an object URL; a failure is logged and returned, never thrown (a missing photo is normal). */
  getPhoto(): Promise<Result<string>>;
}

export class GraphRequestError extends Error {
  override readonly name = 'GraphRequestError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function createGraphClient(options: GraphClientOptions): GraphClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const toUrl = options.createObjectUrl ?? ((blob: Blob) => URL.createObjectURL(blob));
  const log = options.log ?? ((message: string, error: unknown) => console.error(message, error));

  const get = async (path: string, accept: string): Promise<Response> => {
    const token = await options.getAccessToken();
    const response = await doFetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}`, accept } });
    if (!response.ok) throw new GraphRequestError(response.status, `GET ${path} answered ${response.status}`);
    return response;
  };

  return {
    async getProfile() {
      const response = await get('/me', 'application/json');
      return (await response.json()) as StaffProfile;
    },
    async getPhoto() {
      try {
        const response = await get('/me/photo/$value', 'image/*');
        return { data: toUrl(await response.blob()), error: null };
      } catch (error) {
        log('Failed to fetch profile image:', error);
        return { data: null, error };
      }
    },
  };
}
