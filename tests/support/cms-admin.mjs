// Editor actions through Strapi's admin API (content manager), as an editor in the admin panel would do them.
// Used by the publish-to-live benchmark and the instant-publish browser test.

/**
 * A response body, not yet looked at.
 * @param {Response} response
 * @returns {Promise<unknown>}
 */
const readJson = (response) => response.json();

/**
 * @param {string} cmsUrl
 * @param {string} email
 * @param {string} password
 * @returns {Promise<string>} the admin JWT
 */
export async function adminLogin(cmsUrl, email, password) {
  const response = await fetch(`${cmsUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`admin login failed: ${response.status} ${await response.text()}`);
  const body = /** @type {{ data: { token: string } }} */ (await readJson(response));
  return body.data.token;
}

/**
 * Finds a page's documentId by slug and locale through the public API.
 * @param {string} cmsUrl
 * @param {string} collection
 * @param {string} slug
 * @param {string} locale
 * @param {string} [token]
 * @returns {Promise<{ documentId: string, title: string, slug: string }>}
 */
export async function findDocumentId(cmsUrl, collection, slug, locale, token) {
  const response = await fetch(
    `${cmsUrl}/api/${collection}?filters[slug][$eqi]=${encodeURIComponent(slug)}&locale=${locale}&fields[0]=title&fields[1]=slug`,
    {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    },
  );
  if (!response.ok) throw new Error(`find ${collection} ${slug}: ${response.status}`);
  const body = /** @type {{ data?: { documentId: string, title: string, slug: string }[] }} */ (
    await readJson(response)
  );
  const entry = body.data?.[0];
  if (!entry) throw new Error(`no ${collection} with slug ${slug} in ${locale}`);
  return entry;
}

/**
 * Updates fields of a localized entry and publishes it (Strapi 5 content-manager routes).
 * @param {string} cmsUrl
 * @param {string} adminToken
 * @param {string} uid
 * @param {string} documentId
 * @param {string} locale
 * @param {Record<string, unknown>} data
 */
export async function updateAndPublish(cmsUrl, adminToken, uid, documentId, locale, data) {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` };
  const base = `${cmsUrl}/content-manager/collection-types/${uid}/${documentId}`;
  const update = await fetch(`${base}?locale=${locale}`, { method: 'PUT', headers, body: JSON.stringify(data) });
  if (!update.ok) throw new Error(`update ${uid} ${documentId}: ${update.status} ${await update.text()}`);
  const publish = await fetch(`${base}/actions/publish?locale=${locale}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(data),
  });
  if (!publish.ok) throw new Error(`publish ${uid} ${documentId}: ${publish.status} ${await publish.text()}`);
}

/**
 * Creates a localized entry and publishes it; returns its documentId.
 * @param {string} cmsUrl
 * @param {string} adminToken
 * @param {string} uid
 * @param {string} locale
 * @param {Record<string, unknown>} data
 * @returns {Promise<string>}
 */
export async function createAndPublish(cmsUrl, adminToken, uid, locale, data) {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` };
  const base = `${cmsUrl}/content-manager/collection-types/${uid}`;
  const created = await fetch(`${base}?locale=${locale}`, { method: 'POST', headers, body: JSON.stringify(data) });
  if (!created.ok) throw new Error(`create ${uid}: ${created.status} ${await created.text()}`);
  const { data: entry } = /** @type {{ data: { documentId: string } }} */ (await readJson(created));
  const publish = await fetch(`${base}/${entry.documentId}/actions/publish?locale=${locale}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(data),
  });
  if (!publish.ok) throw new Error(`publish ${uid} ${entry.documentId}: ${publish.status} ${await publish.text()}`);
  return entry.documentId;
}
