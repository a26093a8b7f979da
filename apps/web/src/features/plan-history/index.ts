// The plan's version history: the editor's History tab and the one call that restores a version.
export { HistoryPanel } from './history-panel';
export { setPreviousPlan } from './history-api';
