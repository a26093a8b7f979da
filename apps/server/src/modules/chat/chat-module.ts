import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { PlanService } from '../projects/index.js';
import { AssistantService } from './assistant-service.js';
import { BuiltInInterpreter } from './built-in-interpreter.js';
import { registerChatRoutes } from './chat-routes.js';
import { resolveChatLimits, type ChatLimitsOverride } from './chat-limits.js';
import { ChatService } from './chat-service.js';
import { CommandPool } from './command-pool.js';
import { LlmInterpreter } from './llm-interpreter.js';

export interface ChatSettings {
  /** Per-user message rates and caps; unset ones keep `defaultChatLimits`. */
  readonly limits?: ChatLimitsOverride;
}

/**
 * The chat API and the assistant behind it: the built-in interpreter, or an OpenAI-compatible
 * endpoint when LLM_API_URL and LLM_MODEL are set (falling back to the built-in one when it fails).
 */
export async function registerChat(
  app: FastifyInstance,
  db: Db,
  config: Config,
  plans: PlanService,
  settings: ChatSettings = {},
): Promise<void> {
  const log = app.log.child({ module: 'assistant' });
  const builtIn = new BuiltInInterpreter();
  const interpreter = config.llm === undefined ? builtIn : new LlmInterpreter(config.llm, builtIn, log);
  const commands = new CommandPool();
  app.addHook('onClose', () => commands.destroy());
  const assistant = new AssistantService(db, plans, interpreter, commands, log);
  registerChatRoutes(app, new ChatService(db, assistant, resolveChatLimits(settings.limits)));
}
