export { counted } from './counted';
export { degrees, drawnLength, inputDecimals, rounded } from './measures';
