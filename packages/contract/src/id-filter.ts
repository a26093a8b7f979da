import { z } from 'zod';
import { queryDbId } from './scalars.js';

/** An optional `?name=<id>` filter: an id; an empty value is no filter, as in DRF. */
export const optionalIdFilter = () =>
  z.preprocess((value) => (value === '' ? undefined : value), queryDbId().optional());
