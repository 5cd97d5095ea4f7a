/**
 * The Verhoeff check digit (the last digit of an Aadhaar number): multiplication in the dihedral
 * group D5, a position-dependent permutation and the group inverse, as UIDAI specifies.
 */
/** j·k in D5, numbered 0–4 for the rotations and 5–9 for the reflections. */
function multiply(j: number, k: number): number {
  if (j < 5) return k < 5 ? (j + k) % 5 : 5 + ((j + k) % 5);
  return k < 5 ? 5 + ((j - k + 5) % 5) : (j - k + 5) % 5;
}

const MULTIPLY = Array.from({ length: 10 }, (_, j) =>
  Array.from({ length: 10 }, (_, k) => multiply(j, k)),
);

/** The permutation for position i is (1 5 7 6 2 8 3 0 9 4) applied i times. */
const PERMUTATION = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4] as const;
const PERMUTE = Array.from({ length: 8 }, (_, i) =>
  Array.from({ length: 10 }, (_, digit) => {
    let value = digit;
    for (let n = 0; n < i; n += 1) value = PERMUTATION[value] ?? 0;
    return value;
  }),
);

const INVERSE = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9] as const;

function checksum(digits: string, offset: number): number {
  let c = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[digits.length - 1 - i]);
    c = MULTIPLY[c]?.[PERMUTE[(i + offset) % 8]?.[digit] ?? 0] ?? 0;
  }
  return c;
}

/** True when the last digit of `digits` (ASCII digits only) is their Verhoeff check digit. */
export function hasValidVerhoeffDigit(digits: string): boolean {
  return /^[0-9]+$/.test(digits) && checksum(digits, 0) === 0;
}

/** The check digit to append to `digits`. */
export function verhoeffDigit(digits: string): number {
  return INVERSE[checksum(digits, 1)] ?? 0;
}
