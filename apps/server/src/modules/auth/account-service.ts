import type { Locale, Me, MeUpdate, TokenPair } from '@plotplan/contract';
import type { Db } from '../../db/database.js';
import type { MailDispatcher } from '../../mail/mail-dispatcher.js';
import type { MailMessage } from '../../mail/mail-message.js';
import { hashPassword } from '../../security/password-hasher.js';
import {
  accountExistsMail,
  passwordResetMail,
  resetLink,
  verificationMail,
  verifyLink,
} from './auth-mails.js';
import { InvalidLink, MailNotSent, NotAuthenticated, PasswordRejected } from './auth-errors.js';
import { consumeToken, createOneTimeToken, findTokenUser, retireTokens } from './one-time-token-store.js';
import { passwordProblems } from './password-policy.js';
import type { SessionService } from './session-service.js';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  markUserVerified,
  setUserLocale,
  setUserPassword,
  type UserRow,
} from './user-store.js';

/** `GET /api/auth/me/`'s answer. */
const profileOf = (user: UserRow): Me => ({
  id: user.id,
  email: user.email,
  date_joined: user.dateJoined.toISOString(),
  locale: user.locale,
});

/**
 * Registration, e-mail verification and password reset. Whatever an address's state, the answers
 * are the same, so nothing tells a caller whether it exists: registration mails every active
 * address and waits for it; resend and reset mail only some, so they send in the background.
 */
export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
    private readonly mail: MailDispatcher,
    private readonly publicUrl: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Every active address gets one mail, sent before the changes are committed: a mail that cannot
   * be written (a full disk) or sent fails the registration (503) with nothing changed.
   */
  /** `asked`: the request's language, for the mails of an account that has not chosen one. */
  async register(email: string, password: string, asked: Locale): Promise<void> {
    const problems = passwordProblems(password, email);
    if (problems.length > 0) throw new PasswordRejected(problems);
    // Hashed in every case, so a taken address answers no faster than a free one.
    const passwordHash = await hashPassword(password);
    const changed = await this.db.transaction(async (tx) => {
      const created = await insertUser(tx, email, passwordHash);
      if (created !== undefined) return this.deliverVerification(tx, created, asked);
      const existing = await findUserByEmail(tx, email);
      if (existing === undefined || !existing.isActive) return undefined;
      if (existing.isVerified) {
        const token = await createOneTimeToken(tx, existing.id, 'reset', this.now());
        await this.deliver(
          accountExistsMail(existing.email, resetLink(this.publicUrl, token), existing.locale ?? asked),
        );
        return undefined;
      }
      // Not verified yet: whoever registers again chooses the password; the link still goes only
      // to the address itself.
      const updated = await setUserPassword(tx, existing.id, passwordHash, this.now(), { verify: false });
      if (updated !== undefined) await this.deliverVerification(tx, updated, asked);
      return updated;
    });
    if (changed !== undefined) this.sessions.forgetUser(changed.id);
  }

  async resendVerification(email: string, asked: Locale): Promise<void> {
    const user = await findUserByEmail(this.db, email);
    if (user !== undefined && user.isActive && !user.isVerified) await this.sendVerification(user, asked);
  }

  /** Marks the address verified, uses the link up and signs the user in. */
  async verify(token: string): Promise<TokenPair> {
    const user = await this.db.transaction(async (tx) => {
      const now = this.now();
      const owner = await activeUser(tx, await consumeToken(tx, token, 'verify', now));
      if (owner === undefined) return undefined;
      await retireTokens(tx, owner.id, 'verify', now);
      return markUserVerified(tx, owner.id);
    });
    if (user === undefined) throw new InvalidLink();
    this.sessions.forgetUser(user.id);
    return this.sessions.issuePair(user);
  }

  async requestPasswordReset(email: string, asked: Locale): Promise<void> {
    const user = await findUserByEmail(this.db, email);
    if (user === undefined || !user.isActive) return;
    const token = await createOneTimeToken(this.db, user.id, 'reset', this.now());
    this.mail.dispatch(passwordResetMail(user.email, resetLink(this.publicUrl, token), user.locale ?? asked));
  }

  /**
   * Sets the new password (checked like at registration), marks the address verified (the link
   * proved it), ends every earlier session and reset link, and signs the user in.
   */
  async confirmPasswordReset(token: string, password: string): Promise<TokenPair> {
    // Look before using the link up, so a rejected password leaves it usable for a second try.
    const owner = await activeUser(this.db, await findTokenUser(this.db, token, 'reset', this.now()));
    if (owner === undefined) throw new InvalidLink();
    const problems = passwordProblems(password, owner.email);
    if (problems.length > 0) throw new PasswordRejected(problems);
    const passwordHash = await hashPassword(password);
    const user = await this.db.transaction(async (tx) => {
      const now = this.now();
      const userId = await consumeToken(tx, token, 'reset', now);
      if (userId === undefined) return undefined;
      await retireTokens(tx, userId, 'reset', now);
      await retireTokens(tx, userId, 'verify', now);
      return setUserPassword(tx, userId, passwordHash, now, { verify: true });
    });
    if (user === undefined) throw new InvalidLink();
    this.sessions.forgetUser(user.id);
    return this.sessions.issuePair(user);
  }

  async profile(userId: number): Promise<Me> {
    const user = await activeUser(this.db, userId);
    // Deactivated between authentication and now.
    if (user === undefined) throw new NotAuthenticated();
    return profileOf(user);
  }

  /** Saves the user's settings (the interface language) and answers the profile. */
  async updateProfile(userId: number, update: MeUpdate): Promise<Me> {
    const user = await setUserLocale(this.db, userId, update.locale);
    if (user === undefined || !user.isActive) throw new NotAuthenticated();
    return profileOf(user);
  }

  private async sendVerification(user: UserRow, asked: Locale): Promise<void> {
    const token = await createOneTimeToken(this.db, user.id, 'verify', this.now());
    this.mail.dispatch(verificationMail(user.email, verifyLink(this.publicUrl, token), user.locale ?? asked));
  }

  private async deliverVerification(tx: Db, user: UserRow, asked: Locale): Promise<UserRow> {
    const token = await createOneTimeToken(tx, user.id, 'verify', this.now());
    await this.deliver(verificationMail(user.email, verifyLink(this.publicUrl, token), user.locale ?? asked));
    return user;
  }

  private async deliver(message: MailMessage): Promise<void> {
    try {
      await this.mail.deliver(message);
    } catch (error) {
      throw new MailNotSent(error);
    }
  }
}

async function activeUser(db: Db, id: number | undefined): Promise<UserRow | undefined> {
  if (id === undefined) return undefined;
  const user = await findUserById(db, id);
  return user?.isActive === true ? user : undefined;
}
