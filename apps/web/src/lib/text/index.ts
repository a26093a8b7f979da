export { degrees, inputDecimals, rounded } from './measures';
