export { catalogObjectTypes, type ObjectTypeCode } from './object-types.js';
export {
  catalogObjects,
  objectByCode,
  objectById,
  objectsOfType,
  objectTypeByCode,
  objectTypeById,
} from './catalog-objects.js';
export { catalogTags, isCatalogTag, type CatalogTag } from './tags.js';
export { validateCatalog } from './validate-catalog.js';
export { russianObjectNames, russianTypeNames } from './catalog-names-ru.js';
