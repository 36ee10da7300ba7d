/** Recent server errors by digest, shared by Next's instrumentation and the web server's 500 page. */
export { findError, recordError } from './recent';
