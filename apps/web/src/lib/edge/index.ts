/** The edge and this process's page cache: the slot the web server registers its page cache in (no secrets). */
export { clearLocalPageCache, registerLocalPageCache } from './local-cache';
