export { feetAndInches, formatAreaIn, formatLength, lengthInputText, parseLength } from './units';
