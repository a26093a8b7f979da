import { z } from 'zod';
import { locales } from './locale.js';

export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
// argon2 cost grows with input; a cap keeps hashing bounded.
export const PASSWORD_MAX_LENGTH = 128;
export const TOKEN_MAX_LENGTH = 2048;

export const messages = {
  required: 'This field is required.',
  invalidEmail: 'Enter a valid email address.',
  emailTooLong: `Ensure this field has no more than ${EMAIL_MAX_LENGTH} characters.`,
  passwordTooShort: `This password is too short. It must contain at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `Ensure this field has no more than ${PASSWORD_MAX_LENGTH} characters.`,
  passwordNumeric: 'This password is entirely numeric.',
  passwordCommon: 'This password is too common.',
  passwordSimilar: 'The password is too similar to the email address.',
  invalidToken: 'This link is invalid or has expired.',
} as const;

/** The `detail` texts of auth answers; identical for known and unknown addresses (no enumeration). */
export const authDetails = {
  registered: 'Check your e-mail to confirm your address.',
  verificationResent: 'If that address has an account waiting for confirmation, a new link is on its way.',
  passwordResetSent: 'If that address has an account, a link to reset the password is on its way.',
  notAuthenticated: 'Authentication credentials were not provided.',
  tokenNotValid: 'Given token not valid for any token type',
  refreshNotValid: 'Token is invalid or expired',
  badAuthorizationHeader: 'Authorization header must contain two space-delimited values',
  noActiveAccount: 'No active account found with the given credentials',
  emailNotVerified: 'Verify your e-mail address before signing in.',
} as const;

/** DRF's throttle message; `seconds` is also sent as `Retry-After`. */
export const throttledDetail = (seconds: number) =>
  `Request was throttled. Expected available in ${seconds} second${seconds === 1 ? '' : 's'}.`;

const requiredString = (max: number, tooLong: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? messages.required : 'Not a valid string.') })
    .max(max, tooLong);

/** An e-mail address as typed: trimmed, ASCII (internationalised addresses are refused), at most 254 characters. */
export const emailSchema = requiredString(EMAIL_MAX_LENGTH, messages.emailTooLong)
  .trim()
  .min(1, messages.required)
  .pipe(z.email({ error: messages.invalidEmail }));

/** A password as sent to sign in: any non-empty string within the cap (the rules apply when setting one). */
export const passwordSchema = requiredString(PASSWORD_MAX_LENGTH, messages.passwordTooLong).min(
  1,
  messages.required,
);

/**
 * Rules a new password must meet that need no server data (Django's length and numeric
 * validators, and similarity to the address); the server adds the common-password list.
 */
export function newPasswordProblems(password: string, email: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(messages.passwordTooShort);
  if (password.length > PASSWORD_MAX_LENGTH) problems.push(messages.passwordTooLong);
  if (/^\d+$/.test(password)) problems.push(messages.passwordNumeric);
  if (isTooSimilarToEmail(password, email)) problems.push(messages.passwordSimilar);
  return problems;
}

/** Django's UserAttributeSimilarityValidator in spirit: the address or its parts contained in, or containing, the password. */
export function isTooSimilarToEmail(password: string, email: string): boolean {
  const p = password.toLowerCase();
  if (p.length === 0) return false;
  const lower = email.toLowerCase();
  const parts = [lower, ...lower.split(/\W+/)].filter((part) => part.length >= 3);
  return parts.some(
    (part) => p.includes(part) || (part.includes(p) && p.length >= 3) || similarity(p, part) >= 0.7,
  );
}

// Ratcliff/Obershelp-style ratio on the longest common substring, as Python's SequenceMatcher.
function similarity(a: string, b: string): number {
  const matches = (x: string, y: string): number => {
    if (x.length === 0 || y.length === 0) return 0;
    let best = 0;
    let bestX = 0;
    let bestY = 0;
    for (let i = 0; i < x.length; i++) {
      for (let j = 0; j < y.length; j++) {
        let k = 0;
        while (i + k < x.length && j + k < y.length && x[i + k] === y[j + k]) k++;
        if (k > best) [best, bestX, bestY] = [k, i, j];
      }
    }
    if (best === 0) return 0;
    return (
      best +
      matches(x.slice(0, bestX), y.slice(0, bestY)) +
      matches(x.slice(bestX + best), y.slice(bestY + best))
    );
  };
  return (2 * matches(a, b)) / (a.length + b.length);
}

const tokenSchema = requiredString(TOKEN_MAX_LENGTH, messages.invalidToken).min(1, messages.required);

export const credentialsSchema = z.object({ email: emailSchema, password: passwordSchema });

/** @alias The registration body is the credentials, under its own name in the API docs. */
export const registerRequestSchema = credentialsSchema;
export const registerResponseSchema = z.object({ email: z.string(), detail: z.string() });

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const verifyRequestSchema = z.object({ token: tokenSchema });
export const emailRequestSchema = z.object({ email: emailSchema });
export const passwordResetConfirmSchema = z.object({ token: tokenSchema, password: passwordSchema });

export const refreshRequestSchema = z.object({ refresh: tokenSchema });
export const refreshResponseSchema = z.object({ access: z.string() });
export const acceptedResponseSchema = z.object({ detail: z.string() });

/** The empty object `POST /api/token/blacklist/` answers with. */
export const blacklistResponseSchema = z.object({});

/** Field errors of the auth forms: flat, one message list per field. */
export const authFieldErrorsSchema = z.record(z.string(), z.array(z.string()));

export const localeSchema = z.enum(locales);

export const meResponseSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  date_joined: z.string(),
  /** The interface language the user chose; null: none yet (the browser's language is used). */
  locale: localeSchema.nullable(),
});
export type Me = z.infer<typeof meResponseSchema>;

/** `PATCH /api/auth/me/`: the user's settings. */
export const meUpdateSchema = z.object({ locale: localeSchema.nullable() });
export type MeUpdate = z.infer<typeof meUpdateSchema>;

/** The `code` values of auth errors. */
export const authErrorCodes = {
  notAuthenticated: 'not_authenticated',
  tokenNotValid: 'token_not_valid',
  noActiveAccount: 'no_active_account',
  emailNotVerified: 'email_not_verified',
  throttled: 'throttled',
  badAuthorizationHeader: 'bad_authorization_header',
} as const;
