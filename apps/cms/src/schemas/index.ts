import type { Core, Struct, UID } from '@strapi/strapi';

/**
 * The loaded schema of a content type or component whose uid is known only at run time (named in another schema,
 * a seed file or a route config); undefined for a uid Strapi has not loaded.
 */
export function schemaOf(strapi: Core.Strapi, uid: string): Struct.Schema | undefined {
  if (isContentType(strapi, uid)) return strapi.contentType(uid);
  if (isComponent(strapi, uid)) return strapi.components[uid];
  return undefined;
}

function isContentType(strapi: Core.Strapi, uid: string): uid is UID.ContentType {
  return Object.hasOwn(strapi.contentTypes, uid);
}

function isComponent(strapi: Core.Strapi, uid: string): uid is UID.Component {
  return Object.hasOwn(strapi.components, uid);
}
