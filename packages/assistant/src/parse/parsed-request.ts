import type { AssistantCommand } from '../commands/index.js';

/** What the interpreter made of a message. */
export type ParsedRequest =
  | { readonly kind: 'commands'; readonly commands: readonly AssistantCommand[] }
  /** It asked for a thing the catalog does not have ("add a hot tub"): the noun as written. */
  | { readonly kind: 'unknown_object'; readonly noun: string }
  | { readonly kind: 'not_understood' };
