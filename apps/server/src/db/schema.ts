import type {
  AssistantAction,
  PlanBody,
  PlanMetrics,
  PlotBody,
  SelectionItem,
  UnitPricesBody,
} from '@plotplan/contract';
import type { NotPlaced, PlanEvaluation, Violation } from '@plotplan/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

// Column shapes the tables share; the SQL they produce is exactly that of the committed migrations.
const identityId = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const at = (name: string) => timestamp(name, { withTimezone: true });
const createdNow = (name = 'created_at') => at(name).notNull().defaultNow();
/** A user's row; it goes with the user. */
const userId = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
/** `column in ('a', 'b')`, the check of a text enum column. */
const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;

/** `locales` of @plotplan/contract, spelt out: drizzle-kit reads this file without our packages. */
export const userLocales = ['en', 'ru'] as const;

export const users = pgTable(
  'users',
  {
    id: identityId(),
    // Stored as given; uniqueness and look-ups use the lower-cased form.
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isVerified: boolean('is_verified').notNull().default(false),
    dateJoined: createdNow('date_joined'),
    // Tokens carry the value they were issued under; a password change makes all earlier ones dead.
    passwordChangedAt: at('password_changed_at'),
    // The interface language the user chose (issue 27); null: none yet, the browser's is used.
    locale: text('locale', { enum: userLocales }),
  },
  (table) => [
    check('users_locale_check', oneOf(table.locale, userLocales)),
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
    id: identityId(),
    tokenHash: text('token_hash').notNull(),
    userId: userId('user_id'),
    purpose: text('purpose', { enum: oneTimeTokenPurposes }).notNull(),
    createdAt: createdNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [
    uniqueIndex('one_time_tokens_token_hash_key').on(table.tokenHash),
    index('one_time_tokens_user_id_idx').on(table.userId),
    check('one_time_tokens_purpose_check', oneOf(table.purpose, oneTimeTokenPurposes)),
  ],
);

/** Refresh tokens ended before their expiry (logout); rows can go once the token has expired anyway. */
export const blacklistedTokens = pgTable(
  'blacklisted_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: userId('user_id'),
    expiresAt: at('expires_at').notNull(),
    blacklistedAt: createdNow('blacklisted_at'),
  },
  (table) => [index('blacklisted_tokens_expires_at_idx').on(table.expiresAt)],
);

/** Catalog categories; rows come from the domain's catalog data, upserted at start. */
export const objectTypes = pgTable('object_types', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  color: text('color').notNull(),
  icon: text('icon').notNull(),
  order: integer('order').notNull(),
});

/** Placeable catalog objects (sizes in metres, sources of every number), upserted at start. */
export const landscapeObjects = pgTable(
  'landscape_objects',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    objectType: integer('object_type')
      .notNull()
      .references(() => objectTypes.id),
    description: text('description').notNull(),
    shape: text('shape', { enum: ['rect', 'circle'] }).notNull(),
    width: doublePrecision('width').notNull(),
    depth: doublePrecision('depth').notNull(),
    minWidth: doublePrecision('min_width').notNull(),
    maxWidth: doublePrecision('max_width').notNull(),
    minDepth: doublePrecision('min_depth').notNull(),
    maxDepth: doublePrecision('max_depth').notNull(),
    heightM: doublePrecision('height_m').notNull(),
    rotatable: boolean('rotatable').notNull(),
    sun: text('sun', { enum: ['full', 'partial', 'shade', 'any'] }).notNull(),
    fireClass: text('fire_class', { enum: ['combustible', 'noncombustible'] }),
    tags: jsonb('tags').$type<string[]>().notNull(),
    color: text('color').notNull(),
    icon: text('icon').notNull(),
    sources: jsonb('sources').$type<string[]>().notNull(),
  },
  (table) => [index('landscape_objects_object_type_idx').on(table.objectType)],
);

/**
 * A version's evaluation (the domain's evaluatePlan: violations, areas, compliance by rule, each row's
 * violations left to `violations`) and the
 * key of the plot, rule pack and catalog it was made on; it is served while the key still matches.
 */
export interface StoredEvaluation extends PlanEvaluation {
  readonly key: string;
}

export const planSources = ['edit', 'generation', 'assistant', 'restore', 'import'] as const;

/**
 * A user's site plan project. `plan_version` points at the current row of plan_versions;
 * `version` counts writes so a stale PUT/PATCH can be refused (optimistic concurrency).
 * Later per-project tables (generations, chats) reference this with ON DELETE CASCADE.
 */
export const projects = pgTable(
  'projects',
  {
    id: identityId(),
    ownerId: userId('owner_id'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    plot: jsonb('plot').$type<PlotBody>(),
    selection: jsonb('selection').$type<SelectionItem[]>().notNull().default([]),
    unitPrices: jsonb('unit_prices').$type<UnitPricesBody>(),
    planVersion: integer('plan_version'),
    version: integer('version').notNull().default(1),
    createdAt: createdNow(),
    updatedAt: createdNow('updated_at'),
  },
  (table) => [index('projects_owner_updated_idx').on(table.ownerId, table.updatedAt.desc())],
);

/**
 * The immutable history of a project's plan: every change appends a row (version = max + 1,
 * parent = the version that was current). `object_count` and `error_count` are those at the write
 * and never change (the history lists them). `evaluation` is kept on the current version only: it
 * is the current plot's verdict, written with the version, rewritten only when the plot, its pack
 * or the catalog has changed since (null on rows from before it), and cleared when another version
 * becomes current (a restore evaluates again anyway). A project keeps its newest versions only
 * (`plan-version-retention.ts`). Rows go only with their project.
 */
export const planVersions = pgTable(
  'plan_versions',
  {
    id: identityId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    parent: integer('parent'),
    source: text('source', { enum: planSources }).notNull(),
    summary: text('summary').notNull(),
    plan: jsonb('plan').$type<PlanBody>().notNull(),
    objectCount: integer('object_count').notNull(),
    errorCount: integer('error_count').notNull(),
    evaluation: jsonb('evaluation').$type<StoredEvaluation>(),
    createdAt: createdNow(),
  },
  (table) => [
    uniqueIndex('plan_versions_project_version_key').on(table.projectId, table.version),
    check('plan_versions_source_check', oneOf(table.source, planSources)),
  ],
);

export const generationStatuses = ['queued', 'running', 'succeeded', 'failed'] as const;

/**
 * What a generation job needs to run, fixed when it was requested (the project may change later):
 * the plot, the selection, the locked objects and the weights, and which variant of its batch it is.
 */
export interface GenerationParams {
  readonly variant_index: number;
  readonly weights: Partial<Record<string, number>>;
  readonly keep_locked: boolean;
  readonly plot: PlotBody;
  readonly selection: SelectionItem[];
  readonly locked: PlanBody['objects'];
}

/**
 * A left-out object as stored: its reason as a code (`because`), or, on rows written before the
 * reasons were codes, in English words (`reason`).
 */
export type StoredNotPlaced = Pick<NotPlaced, 'id' | 'landscape_object'> & {
  readonly because?: NotPlaced['because'];
  readonly reason?: string;
};

/**
 * One generated plan variant of a project: queued -> running -> succeeded | failed. The rows of one
 * request share a `batch` and run as one job on the worker pool (one generator call for all its
 * variants, so they differ); rows from before batches (batch null) are each a job of their own.
 * Rows left queued or running by a stopped process are re-queued (by batch) or failed at the next
 * start. `not_placed`: the selected objects the variant left out, with the reason (on a failed
 * row: what nothing-placed left out); `unreachable`: the
 * ids of the buildings its path network could not reach from the entrance.
 */
export const generations = pgTable(
  'generations',
  {
    id: identityId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    ownerId: userId('owner_id'),
    status: text('status', { enum: generationStatuses }).notNull().default('queued'),
    name: text('name').notNull(),
    isFavorite: boolean('is_favorite').notNull().default(false),
    rating: integer('rating'),
    seed: bigint('seed', { mode: 'number' }).notNull(),
    batch: uuid('batch'),
    params: jsonb('params').$type<GenerationParams>().notNull(),
    plan: jsonb('plan').$type<PlanBody>(),
    score: doublePrecision('score'),
    scoreBreakdown: jsonb('score_breakdown').$type<Record<string, number>>(),
    violations: jsonb('violations').$type<Violation[]>().notNull().default([]),
    notPlaced: jsonb('not_placed').$type<StoredNotPlaced[]>().notNull().default([]),
    unreachable: jsonb('unreachable').$type<string[]>().notNull().default([]),
    metrics: jsonb('metrics').$type<PlanMetrics>(),
    durationMs: integer('duration_ms'),
    error: text('error'),
    createdAt: createdNow(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    /** While running: the instance's lease, renewed as it works; a lapsed one is taken back. */
    leaseUntil: at('lease_until'),
    /** The instance running (or that last ran) the job, for logs and tests. */
    claimedBy: text('claimed_by'),
    /** How many times the job was started; a job whose instance died is started again, up to a limit. */
    attempts: integer('attempts').notNull().default(0),
  },
  (table) => [
    index('generations_project_created_idx').on(table.projectId, table.createdAt.desc()),
    index('generations_status_idx').on(table.status),
    index('generations_batch_idx').on(table.batch),
    // The job queue's turn order: when each owner was last served.
    index('generations_owner_started_idx').on(table.ownerId, table.startedAt),
    check('generations_status_check', oneOf(table.status, generationStatuses)),
    check('generations_rating_check', sql`${table.rating} is null or ${table.rating} between 1 and 5`),
  ],
);

/**
 * Fixed-window counters shared by every instance on the database (login throttles, message rates):
 * `key` names the scope and subject, `count` the hits in the window ending at `ends_at`.
 */
export const rateWindows = pgTable(
  'rate_windows',
  {
    key: text('key').primaryKey(),
    endsAt: at('ends_at').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [index('rate_windows_ends_at_idx').on(table.endsAt)],
);

/**
 * A user's message being answered by the assistant, on whichever instance: one at a time per user.
 * `until` bounds the hold, so an instance that dies mid-answer does not block the user for long.
 */
export const assistantTurns = pgTable('assistant_turns', {
  ownerId: integer('owner_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  until: at('until').notNull(),
});

/**
 * A conversation with the assistant, owned by a user and usually about one project (the plan it
 * changes). Deleting the project deletes its chats.
 */
export const chats = pgTable(
  'chats',
  {
    id: identityId(),
    ownerId: userId('owner_id'),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: createdNow(),
    updatedAt: createdNow('updated_at'),
  },
  (table) => [
    index('chats_owner_updated_idx').on(table.ownerId, table.updatedAt.desc()),
    index('chats_project_idx').on(table.projectId),
  ],
);

export const chatRoles = ['user', 'assistant'] as const;

/** What the assistant changed on the plan with one message; each entry made one plan version. */
export interface StoredAssistantAction {
  /** A plan-changing command kind or an undo, derived from the assistant's command definitions. */
  readonly type: AssistantAction['type'];
  readonly object_ids: string[];
  readonly summary: string;
  readonly plan_version: number;
}

/** Messages are appended, never edited; ids grow with time, so they order a chat. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: identityId(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    role: text('role', { enum: chatRoles }).notNull(),
    content: text('content').notNull(),
    actions: jsonb('actions').$type<StoredAssistantAction[]>().notNull().default([]),
    createdAt: createdNow(),
  },
  (table) => [
    index('chat_messages_chat_id_idx').on(table.chatId, table.id),
    check('chat_messages_role_check', oneOf(table.role, chatRoles)),
  ],
);

/**
 * Read-only links to a project: anyone with the token sees the current plan without signing in.
 * The token is 32 random bytes (base64url) and is looked up by its unique index; revoking sets
 * `revoked_at` (the row stays, the link is dead). Rows go with their project.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: identityId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    ownerId: userId('owner_id'),
    token: text('token').notNull(),
    createdAt: createdNow(),
    revokedAt: at('revoked_at'),
  },
  (table) => [
    uniqueIndex('share_links_token_key').on(table.token),
    index('share_links_project_idx').on(table.projectId, table.createdAt),
  ],
);
