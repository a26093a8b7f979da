import { localizeBody, negotiateLocale, type Locale } from '@plotplan/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { localizePlanFindings } from './localize-plans.js';

/** The language a request asks for (`Accept-Language`); English when it names none we speak. */
export const requestLocale = (request: FastifyRequest): Locale =>
  negotiateLocale(request.headers['accept-language']);

/** Small success answers whose `detail` a person reads (registration, "a link is on its way"). */
const DETAIL_ANSWER_MAX = 2048;

/**
 * Answers in the request's language: every message of an error body (details and field messages)
 * and the `detail` of a short success answer. The server's texts are written in English; Russian
 * comes from the contract's table, so the same words reach the client whatever route sent them.
 */
export function answerInRequestLanguage(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string') return payload;
    const locale = request.headers['accept-language'] ? requestLocale(request) : 'en';
    // English is as written (the checker says findings in the plot's units already).
    if (locale === 'en') return payload;
    void reply.header('content-language', locale);
    const isError = reply.statusCode >= 400;
    // Findings said here are a project's, which carries its plot.
    const findings = !isError && payload.includes('"violations"') && payload.includes('"plot"');
    if (!isError && !findings && (payload.length > DETAIL_ANSWER_MAX || !payload.includes('"detail"'))) {
      return payload;
    }
    if (!String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return payload;
    }
    // A project's findings are said again in Russian from their numbers and its plot (generations
    // and violation pages were said so where their plot is known).
    return JSON.stringify(findings ? localizePlanFindings(body, locale) : localizeBody(body, locale));
  });
}
