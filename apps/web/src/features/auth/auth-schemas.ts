/**
 * The contract's auth schemas, loaded when a form is first submitted: zod stays out of the first
 * load of /login (its size budget), and the forms still validate with the shared
 * schemas before sending.
 */
export const loadAuthSchemas = () => import('@plotplan/contract');
