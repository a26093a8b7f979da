import { userPlotMessage } from '../plot/index.js';

const crossing = /^edge (\d+) (crosses|touches|overlaps) edge (\d+)$/;

/**
 * A plot problem found in an imported boundary, in words with corners and sides counted from 1 in
 * the file's order: "The polygon crosses itself: side 4 (corner 4 to corner 5) crosses side 2
 * (corner 2 to corner 3)." Other problems read as the plot editor shows them.
 */
export function importProblemMessage(message: string, vertexCount: number): string {
  const match = crossing.exec(message);
  if (match === null) return userPlotMessage(message);
  const [, later = '0', verb = 'crosses', earlier = '0'] = match;
  const side = (index: string) => {
    const i = Number(index);
    return `side ${i + 1} (corner ${i + 1} to corner ${((i + 1) % vertexCount) + 1})`;
  };
  const itself =
    verb === 'crosses' ? 'crosses itself' : verb === 'touches' ? 'touches itself' : 'runs back over itself';
  return `The polygon ${itself}: ${side(later)} ${verb} ${side(earlier)}.`;
}
