/**
 * Copy that states how many records there are ("Fourteen services, one team.") names the
 * count as a placeholder, so it stays true when an editor adds or removes one:
 * `{count}` is the number in words ("fourteen"), `{Count}` the same at the start of a sentence.
 */
const WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
  "twenty",
];

/** "fourteen"; numbers past twenty as digits, as house style writes them. */
export function countInWords(count: number): string {
  return WORDS[count] ?? String(count);
}

/** The text with `{count}` and `{Count}` filled in. */
export function fillCount(text: string, count: number): string {
  const words = countInWords(count);
  return text
    .replace(/\{count\}/g, words)
    .replace(/\{Count\}/g, words.charAt(0).toUpperCase() + words.slice(1));
}
