// What pages and loaders need from routing: guards, the shared route rules and the tab title.
export { guestOnly, requireAuth, safeRedirectTarget } from './guards';
export { pageNotFound, parseProjectParam, tokenRedirectLoader } from './route-rules';
export { useDocumentTitle } from './use-document-title';
