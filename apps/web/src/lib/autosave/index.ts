export { useAutosave } from './use-autosave';
export {
  latestOf,
  VersionedAutosave,
  type AutosaveOptions,
  type AutosaveStatus,
  type BaseVersion,
} from './versioned-autosave';
export { reportSaveError } from './report-save-error';
