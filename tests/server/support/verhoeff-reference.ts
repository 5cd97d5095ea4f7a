/**
 * An independent Verhoeff implementation for the tests, built from the algorithm's definition
 * rather than from lookup tables: multiplication in the dihedral group D5 (rotations 0–4,
 * reflections 5–9), the permutation σ = (0 1 5 8 9 4 2 7)(3 6) applied `position mod 8` times,
 * and the group inverse found by search.
 */
function multiply(a: number, b: number): number {
  const mod5 = (n: number) => ((n % 5) + 5) % 5;
  if (a < 5 && b < 5) return mod5(a + b);
  if (a < 5) return 5 + mod5(a + b);
  if (b < 5) return 5 + mod5(a - b);
  return mod5(a - b);
}

// σ in cycle notation: 1→5→8→9→4→2→7→0→1, 3→6→3.
const CYCLES = [
  [0, 1, 5, 8, 9, 4, 2, 7],
  [3, 6],
];
const sigma = (digit: number): number => {
  for (const cycle of CYCLES) {
    const at = cycle.indexOf(digit);
    if (at >= 0) return cycle[(at + 1) % cycle.length] as number;
  }
  return digit;
};

function permute(position: number, digit: number): number {
  let result = digit;
  for (let i = 0; i < position % 8; i += 1) result = sigma(result);
  return result;
}

function inverse(a: number): number {
  for (let b = 0; b < 10; b += 1) if (multiply(a, b) === 0) return b;
  throw new Error('no inverse');
}

/** The check digit to append to `digits`. */
export function referenceCheckDigit(digits: string): number {
  let c = 0;
  [...digits].reverse().forEach((char, i) => {
    c = multiply(c, permute(i + 1, Number(char)));
  });
  return inverse(c);
}

/** A valid Aadhaar-shaped number: `prefix` (11 digits, first 2–9) and its check digit. */
export function validAadhaar(prefix: string): string {
  return `${prefix}${referenceCheckDigit(prefix)}`;
}

/** A random valid Aadhaar number (first digit 2–9). */
export function randomAadhaar(): string {
  let prefix = String(2 + Math.floor(Math.random() * 8));
  while (prefix.length < 11) prefix += String(Math.floor(Math.random() * 10));
  return validAadhaar(prefix);
}
