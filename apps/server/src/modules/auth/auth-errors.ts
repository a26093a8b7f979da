import { authDetails, authErrorCodes, messages, throttledDetail } from '@plotplan/contract';
import {
  fixedInvalidInput,
  fixedUnauthenticated,
  Forbidden,
  InvalidInput,
  Throttled,
  Unavailable,
} from '../../errors/domain-errors.js';

const { notAuthenticated, tokenNotValid, badAuthorizationHeader, noActiveAccount } = authErrorCodes;

export class NotAuthenticated extends fixedUnauthenticated(notAuthenticated, authDetails.notAuthenticated) {}
export class TokenNotValid extends fixedUnauthenticated(tokenNotValid, authDetails.tokenNotValid) {}
export class BadAuthorizationHeader extends fixedUnauthenticated(
  badAuthorizationHeader,
  authDetails.badAuthorizationHeader,
) {}
/** For the refresh and blacklist endpoints, whatever is wrong with the refresh token. */
export class RefreshNotValid extends fixedUnauthenticated(tokenNotValid, authDetails.refreshNotValid) {}
export class NoActiveAccount extends fixedUnauthenticated(noActiveAccount, authDetails.noActiveAccount) {}

export class EmailNotVerified extends Forbidden {
  constructor() {
    super(authErrorCodes.emailNotVerified, authDetails.emailNotVerified);
  }
}

export class AuthThrottled extends Throttled {
  constructor(seconds: number) {
    super(throttledDetail(seconds), seconds);
  }
}

/** A mailed link that is unknown, used or expired: one answer for all three. */
export class InvalidLink extends fixedInvalidInput({ token: [messages.invalidToken] }) {}

export class PasswordRejected extends InvalidInput {
  constructor(problems: string[]) {
    super({ password: problems });
  }
}

/** The registration's mail could not be written or sent; the registration was rolled back. */
export class MailNotSent extends Unavailable {
  constructor(cause: unknown) {
    super(
      'We could not send the confirmation e-mail, so nothing was saved. Please try again in a few minutes.',
      60,
    );
    this.cause = cause;
  }
}
