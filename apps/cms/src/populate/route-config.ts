/** Route config that runs the default-populate middleware on the read routes of one content type. */
export function withDefaultPopulate(uid: string) {
  const middlewares = [{ name: 'global::default-populate', config: { uid } }];
  return { find: { middlewares }, findOne: { middlewares } };
}
