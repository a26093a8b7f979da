import { MAX_SHARE_LINKS_PER_PROJECT, NON_FIELD_ERRORS } from '@plotplan/contract';
import { fixedInvalidInput } from '../../errors/domain-errors.js';

/** One more live link than a project may have. */
export class TooManyShareLinks extends fixedInvalidInput({
  [NON_FIELD_ERRORS]: [
    `A project can have at most ${MAX_SHARE_LINKS_PER_PROJECT} share links. Revoke one first.`,
  ],
}) {}
