export { useAutosave, type UseAutosaveOptions } from './use-autosave';
export {
  latestOf,
  VersionedAutosave,
  type Changes,
  type AutosaveOptions,
  type AutosaveStatus,
  type BaseVersion,
} from './versioned-autosave';
export { reportSaveError, type SaveErrorMessages } from './report-save-error';
