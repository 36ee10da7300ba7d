/** Geo redirect (GEO-WHEN, GEO-STEPS, GEO-COOKIE): the decision, its observable form and its cookie. Browser-safe (no look-up here). */
export {
  COUNTRY_HEADERS,
  countryFromHeaders,
  decideGeoRedirect,
  geoAttributeValue,
  geoPrecondition,
  GEO_ATTRIBUTE,
  type GeoDecision,
  type GeoInput,
} from './decide';
export { GEO_DONE_COOKIE, geoDoneCookieString, hasCookie } from './cookie';
