export {
  feetAndInches,
  formatAreaIn,
  formatLength,
  lengthInputText,
  METRES_PER_FOOT,
  parseLength,
} from './units';
