/** Google Tag Manager (TAG-ID, TAG-CONSENT): the id check, and what to do for the page's consent. */
export { checkTagManagerId, type TagManagerIdCheck } from './id';
export {
  TAG_MANAGER_ATTRIBUTE,
  consentModeSignals,
  decideTagManager,
  tagManagerScriptUrl,
  type TagManagerAction,
} from './decide';
