/**
 * Route config of a content type's read routes: drafts only for the preview token (published-only), then the
 * deep populate (default-populate).
 */
export function withDefaultPopulate(uid: string) {
  const middlewares = ['global::published-only', { name: 'global::default-populate', config: { uid } }];
  return { find: { middlewares }, findOne: { middlewares } };
}
