import { z } from 'zod';
import { planSchema, plotSchema } from './plot.js';
import { planMetricsSchema } from './projects.js';

/** Live (not revoked) share links one project may have at a time. */
export const MAX_SHARE_LINKS_PER_PROJECT = 20;

/** A share link's token: base64url of 32 random bytes (256 bits), 43 characters. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The web page a share link opens (the read-only view), for a token. */
export const sharedPagePath = (token: string) => `/shared/${token}`;

/**
 * Creating a link takes nothing: no body, or an empty JSON object (what client generators send).
 * Anything else is a 400.
 */
export const shareLinkCreateSchema = z
  .strictObject({})
  // Fastify hands a route null for no body at all.
  .nullish()
  .describe('Nothing to set: send no body, or {}.');

/** A live read-only link to a project, as its owner sees it. */
export const shareLinkSchema = z.object({
  id: z.number().int(),
  token: z.string().describe('The unguessable part of the link (256 random bits, base64url).'),
  path: z.string().describe('Where the read-only page is, e.g. `/shared/<token>`; prefix the site.'),
  created_at: z.string(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/**
 * What anyone with a link sees of a project: its name, plot, current plan and its areas. Nothing
 * about the owner, nor the ids of the project or of anything else.
 */
export const sharedProjectSchema = z.object({
  name: z.string(),
  plot: plotSchema.nullable(),
  actual_plan: planSchema.nullable(),
  plan_version: z.number().int().nullable(),
  metrics: planMetricsSchema.nullable(),
  updated_at: z.string(),
});
export type SharedProject = z.infer<typeof sharedProjectSchema>;

export const sharedParamsSchema = z.object({
  token: z.string().describe('The token of a share link.'),
});
