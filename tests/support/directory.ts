import http from 'node:http';

/**
 * A local stand-in for the directory graph service: `GET {base}/me` and `GET {base}/me/photo/$value`. A token
 * is checked by asking the OpenID provider's userinfo endpoint, so only tokens that provider issued work.
 * Login names starting with "nophoto" have no photo (404), as accounts without a picture do in Entra ID.
 */
export interface LocalDirectory {
  /** Graph base URL, e.g. http://127.0.0.1:1234/v1.0 */
  url: string;
  requests: { path: string; authorized: boolean }[];
  close(): Promise<void>;
}

// A 1x1 PNG: small, valid, recognisable in a test.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface UserInfo {
  sub: string;
  name?: string;
  email?: string;
  preferred_username?: string;
}

export async function startDirectory(options: {
  port: number;
  userinfoUrl: string;
  allowedOrigin: string;
}): Promise<LocalDirectory> {
  const requests: LocalDirectory['requests'] = [];
  const cors = {
    'access-control-allow-origin': options.allowedOrigin,
    'access-control-allow-headers': 'authorization, accept, content-type',
    'access-control-allow-methods': 'GET, OPTIONS',
  };

  const whoIs = async (authorization: string | undefined): Promise<UserInfo | null> => {
    if (!authorization?.startsWith('Bearer ')) return null;
    const response = await fetch(options.userinfoUrl, { headers: { authorization } });
    return response.ok ? ((await response.json()) as UserInfo) : null;
  };

  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    void whoIs(req.headers.authorization).then(
      (user) => {
        requests.push({ path, authorized: user !== null });
        if (!user) {
          res.writeHead(401, { ...cors, 'content-type': 'application/json' }).end(
            JSON.stringify({
              error: { code: 'InvalidAuthenticationToken', message: 'Access token is empty or invalid.' },
            }),
          );
          return;
        }
        if (path === '/v1.0/me') {
          const body = {
            id: user.sub,
            displayName: user.name ?? user.sub,
            mail: user.email ?? null,
            userPrincipalName: user.preferred_username ?? user.sub,
          };
          res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(body));
        } else if (path === '/v1.0/me/photo/$value' && !user.sub.startsWith('nophoto')) {
          res.writeHead(200, { ...cors, 'content-type': 'image/png' }).end(PHOTO);
        } else {
          res
            .writeHead(404, { ...cors, 'content-type': 'application/json' })
            .end(JSON.stringify({ error: { code: 'ImageNotFound', message: 'The photo was not found.' } }));
        }
      },
      (error: unknown) => {
        res.writeHead(500, cors).end(String(error));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${options.port}/v1.0`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
