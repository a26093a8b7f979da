export { catalogQuery, type Catalog } from './catalog-query';
