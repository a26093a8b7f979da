import type { FieldErrors } from '@plotplan/contract';

/**
 * The refusals a service raises on purpose. They say what went wrong in domain terms; the HTTP
 * layer (`http/error-mapping.ts`) and the assistant (`modules/chat/assistant-replies.ts`) each
 * translate them in one place.
 */
export abstract class DomainError extends Error {}

/** No such thing for this user (another user's looks the same as a missing one). */
export class NotFound extends DomainError {
  override readonly name: string = 'NotFound';
  constructor() {
    super('Not found.');
  }
}

/** The request would overwrite a change the caller has not seen. */
export class Conflict extends DomainError {
  override readonly name: string = 'Conflict';
}

/** Input the schemas let through but the domain refuses, listed per field. */
export class InvalidInput extends DomainError {
  override readonly name: string = 'InvalidInput';
  constructor(readonly fields: FieldErrors) {
    super('Invalid input.');
  }
}

/** Too many requests for now; the caller may try again after `retryAfterSeconds`. */
export class Throttled extends DomainError {
  override readonly name: string = 'Throttled';
  constructor(
    detail: string,
    readonly retryAfterSeconds: number,
  ) {
    super(detail);
  }
}

/** The caller is not (or no longer) signed in; `code` says why. */
export class Unauthenticated extends DomainError {
  override readonly name: string = 'Unauthenticated';
  constructor(
    readonly code: string,
    detail: string,
  ) {
    super(detail);
  }
}

/** The caller is known but may not do this yet; `code` says why. */
export class Forbidden extends DomainError {
  override readonly name: string = 'Forbidden';
  constructor(
    readonly code: string,
    detail: string,
  ) {
    super(detail);
  }
}

/** A refusal whose field errors never vary, e.g. `class NothingToUndo extends fixedInvalidInput({...})`. */
export const fixedInvalidInput = (fields: FieldErrors) =>
  class extends InvalidInput {
    constructor() {
      super(fields);
    }
  };

/** A 401 reason whose code and detail never vary. */
export const fixedUnauthenticated = (code: string, detail: string) =>
  class extends Unauthenticated {
    constructor() {
      super(code, detail);
    }
  };

/** A service this request needs (the database, the mail outbox) cannot be used right now. */
export class Unavailable extends DomainError {
  override readonly name: string = 'Unavailable';
  constructor(
    detail: string,
    readonly retryAfterSeconds: number = UNAVAILABLE_RETRY_AFTER_SECONDS,
  ) {
    super(detail);
  }
}

/** The server has no room left to store what this request would write. */
export class StorageFull extends DomainError {
  override readonly name: string = 'StorageFull';
  constructor(detail: string = STORAGE_FULL_DETAIL) {
    super(detail);
  }
}

/** `Retry-After` of a 503: a restarted or reconnecting database is usually back by then. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
/** `Retry-After` of a 507: room on a disk comes back when someone frees it, not in seconds. */
export const STORAGE_FULL_RETRY_AFTER_SECONDS = 60;
export const DATABASE_UNAVAILABLE_DETAIL =
  'The database is not answering right now; nothing was saved. Try again in a few seconds.';
export const STORAGE_FULL_DETAIL =
  'The server has no room left to store data; nothing was saved. Try again later.';
