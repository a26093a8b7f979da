// What pages and loaders need from routing: guards, the shared route rules and the tab title.
export { guestOnly, requireAuth, safeRedirectTarget } from './guards';
export {
  pageNotFound,
  parseProjectParam,
  tokenRedirectLoader,
  tokenRedirectTarget,
  VERIFY_PATH,
} from './route-rules';
export { PRODUCT_NAME, useDocumentTitle } from './use-document-title';
