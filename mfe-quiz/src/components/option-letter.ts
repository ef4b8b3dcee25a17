/** The letter shown before an option: A, B, C … (at most 8 options, so A–H). */
export const optionLetter = (index: number): string => String.fromCharCode(65 + index);
