import { wicketProblems, type Plot, type WicketIssue } from '@plotplan/domain';
import { edgeKindStyle } from '../../lib/plan-canvas';
import { t } from '../../lib/i18n';

/** A wicket problem in the catalogue's words (sides counted from 1). */
function wicketMessage(issue: WicketIssue): string {
  const side = issue.edge + 1;
  switch (issue.kind) {
    case 'no-edge':
      return t('neighbors.wicketNoEdge', { side });
    case 'off-street':
      return t('neighbors.wicketOffStreet', { side, kind: t(edgeKindStyle[issue.edgeKind].lower) });
    case 'past-edge':
      return t('neighbors.wicketPastEdge', { side });
    case 'overlaps-gate':
      return t('neighbors.wicketOverlapsGate', { side });
  }
}

/** What is wrong with the plot's wicket (domain wicketProblems), in the user's language. */
export function wicketMessages(plot: Plot): string[] {
  return wicketProblems(plot).map((problem) => wicketMessage(problem.issue));
}
