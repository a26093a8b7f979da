export { formatAreaIn, formatLength, lengthInputText, parseLength } from './units';
