export { loadCatalogue, registerCatalogue, type MessageKey } from './catalogue';
export { decimalMarkOf, formatArea, formatDate, formatMetres, formatNumber, formatSotka } from './format';
export { t, translate, type MessageValues } from './intl';
export { chooseLocale, getLocale, setLocale } from './locale-store';
export { translatorFor, useLocale, useT, type Translate } from './use-t';
export { violationText } from './violation-text';
