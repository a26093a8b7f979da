import { unitSystemOf, type UnitSystem, type Violation } from '@plotplan/domain';
import type { AssistantCommand } from '../commands/index.js';
import { reply } from './support.js';
import type { AssistantContext, CommandOutcome } from '../outcome.js';
import { checkContextPlan } from '../place/guard.js';
import { capitalise, counted, groupNames } from '../replies.js';
import { lengthText } from '../measures.js';
import { resolveRef } from '../place/resolve-refs.js';

type ExplainCommand = Extract<AssistantCommand, { kind: 'explain' }>;

/** Findings listed in one reply at most; the rest are counted. */
const MAX_LISTED = 8;

const sentence = (s: string): string => (/[.!?]$/.test(s) ? s : `${s}.`);

/** "- <rule message>. It needs 6.1 m more." */
function line(v: Violation, units: UnitSystem): string {
  const fix = v.shortfall_m > 0.05 ? ` It needs ${lengthText(v.shortfall_m, units)} more.` : '';
  return `- ${sentence(v.message)}${fix}`;
}

function listed(violations: readonly Violation[], units: UnitSystem): string[] {
  const lines = violations.slice(0, MAX_LISTED).map((v) => line(v, units));
  if (violations.length > MAX_LISTED) lines.push(`- and ${violations.length - MAX_LISTED} more.`);
  return lines;
}

/**
 * Why an object is marked: the rules it breaks (errors) and the advice it misses (warnings), in the
 * checker's words with how far short each is. Without a target: every error of the plan.
 */
export function executeExplain(command: ExplainCommand, context: AssistantContext): CommandOutcome {
  const violations = checkContextPlan(context, context.plan);
  const units = unitSystemOf(context.plot);
  if (command.target === undefined) {
    const errors = violations.filter((v) => v.severity === 'error');
    const warnings = violations.filter((v) => v.severity === 'warning');
    if (errors.length === 0) {
      const advice =
        warnings.length === 0
          ? ' and meets every recommendation.'
          : `. ${capitalise(counted(warnings.length, 'recommendation'))} ${warnings.length === 1 ? 'is' : 'are'} not met:\n${listed(warnings, units).join('\n')}`;
      return reply(`The plan keeps to every rule${advice}`);
    }
    return reply(
      [`The plan breaks ${counted(errors.length, 'rule')}:`, ...listed(errors, units)].join('\n') +
        (warnings.length > 0
          ? `\nAlso ${counted(warnings.length, 'recommendation')} ${warnings.length === 1 ? 'is' : 'are'} not met (ask about an object for details).`
          : ''),
    );
  }
  const found = resolveRef(command.target, context.plan);
  if (found.kind === 'none') return reply(found.text);
  const ids = new Set(found.objects.map((o) => o.id));
  const names = groupNames(found.objects, context.catalog);
  const mine = violations.filter((v) => v.object_ids.some((id) => ids.has(id)));
  const errors = mine.filter((v) => v.severity === 'error');
  const warnings = mine.filter((v) => v.severity === 'warning');
  const parts: string[] = [];
  if (errors.length === 0) {
    parts.push(
      `${capitalise(names)} ${found.objects.length === 1 ? 'has' : 'have'} no errors: no rule is broken.`,
    );
  } else {
    parts.push(
      `${capitalise(names)} ${found.objects.length === 1 ? 'breaks' : 'break'} ${counted(errors.length, 'rule')}:`,
    );
    parts.push(...listed(errors, units));
  }
  if (warnings.length > 0) {
    parts.push(
      `${errors.length === 0 ? 'But' : 'Also'} ${counted(warnings.length, 'recommendation')} ${warnings.length === 1 ? 'is' : 'are'} not met:`,
    );
    parts.push(...listed(warnings, units));
  }
  return reply(parts.join('\n'));
}
