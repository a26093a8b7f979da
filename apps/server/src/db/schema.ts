import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Stored as given; uniqueness and look-ups use the lower-cased form.
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isVerified: boolean('is_verified').notNull().default(false),
    dateJoined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
    // Tokens carry the value they were issued under; a password change makes all earlier ones dead.
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    index('users_date_joined_idx').on(table.dateJoined),
  ],
);

export const oneTimeTokenPurposes = ['verify', 'reset'] as const;
export type OneTimeTokenPurpose = (typeof oneTimeTokenPurposes)[number];

/** Links mailed for e-mail verification and password reset; only a SHA-256 of the token is kept. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: oneTimeTokenPurposes }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('one_time_tokens_token_hash_key').on(table.tokenHash),
    index('one_time_tokens_user_id_idx').on(table.userId),
    check('one_time_tokens_purpose_check', sql`${table.purpose} in ('verify', 'reset')`),
  ],
);

/** Refresh tokens ended before their expiry (logout); rows can go once the token has expired anyway. */
export const blacklistedTokens = pgTable(
  'blacklisted_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    blacklistedAt: timestamp('blacklisted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('blacklisted_tokens_expires_at_idx').on(table.expiresAt)],
);
