// The summary step's content: areas, objects, the compliance report and the exports.
export { SummaryView } from './summary-view';
