import { feetAndInchesText } from '@plotplan/domain';
// The rule checker (and its Russian wording) says distances in metres: "is 6.2 m from the house;
// SP 53.13330.2019 6.8 requires 8 m (1.8 m short)". On an imperial plot the same findings are said
// in feet and inches, the numbers read out of the text and written again, so the words stay the
// checker's own and a metric plot's text is never touched.

// The domain's whole-inch wording, the one the drawings and the DXF use too.
export { feetAndInchesText };

// A number (decimal point or comma) and "m" or "м", standing alone: not "6.8" of a clause, not "m²".
const METRES = /(?<![\p{L}\p{N}.,])(\d+(?:[.,]\d+)?) ?(?:m|м)(?![\p{L}\p{N}²])/gu;

/**
 * Every "6.2 m" / "6,2 м" of a text as feet and inches: "6.2 m" -> "20' 4"". `exact`: the finding's
 * own figures (required, actual, shortfall, to the millimetre); a number of the text within half a
 * centimetre of one is that figure rounded for words, and is said from the figure, so the message
 * and the figures beside it read the same inches.
 */
export const lengthsInFeet = (text: string, exact: readonly number[] = []): string =>
  text.replace(METRES, (_, value: string) => {
    const said = Number(value.replace(',', '.'));
    const figure = exact.map(Math.abs).find((e) => Math.abs(e - said) <= 0.005 + 1e-9);
    return feetAndInchesText(figure ?? said);
  });
