import { randomFillSync } from 'node:crypto';

/**
 * Random numbers for the simulated market. Seeded streams are small, fast and reproducible:
 * every price path draws from its own stream (seed + labels), so one symbol's draws never depend
 * on another's timing. The live market draws from node:crypto instead unless a seed is given
 * (MARKET_SEED), so nobody can compute its next steps from the public default seed.
 */

/** FNV-1a over the text, mixed with the seed: a 32-bit stream seed. */
export function streamSeed(seed: number, ...labels: readonly (string | number)[]): number {
  let hash = (0x811c9dc5 ^ (seed >>> 0)) >>> 0;
  for (const label of labels) {
    const text = `${String(label)}\u0000`;
    for (let i = 0; i < text.length; i++) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
  }
  return hash >>> 0;
}

export interface Rng {
  /** Uniform in [0, 1). */
  uniform(): number;
  /** Standard normal (mean 0, variance 1). */
  normal(): number;
}

/** Standard normals from uniforms: Box-Muller, both halves used. */
function normalsFrom(uniform: () => number): () => number {
  let spare: number | undefined;
  return () => {
    if (spare !== undefined) {
      const value = spare;
      spare = undefined;
      return value;
    }
    let u = uniform();
    while (u <= Number.EPSILON) u = uniform();
    const radius = Math.sqrt(-2 * Math.log(u));
    const angle = 2 * Math.PI * uniform();
    spare = radius * Math.sin(angle);
    return radius * Math.cos(angle);
  };
}

/** mulberry32 for uniforms, Box-Muller (both halves used) for normals. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const uniform = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { uniform, normal: normalsFrom(uniform) };
}

/** 32-bit words drawn from node:crypto at a time: one system call per 1,024 uniforms. */
const CRYPTO_CHUNK = 1_024;

/**
 * Unpredictable uniforms from node:crypto (randomFillSync into a buffer of 32-bit words, refilled
 * when used up), at the seeded stream's resolution of 2^-32; normals as in createRng.
 */
export function createCryptoRng(): Rng {
  const words = new Uint32Array(CRYPTO_CHUNK);
  let next = CRYPTO_CHUNK;
  const uniform = (): number => {
    if (next === CRYPTO_CHUNK) {
      randomFillSync(words);
      next = 0;
    }
    return (words[next++] as number) / 4294967296;
  };
  return { uniform, normal: normalsFrom(uniform) };
}

/** A deterministic uniform in [0, 1) for a seed and labels, without keeping a stream. */
export function hashUniform(seed: number, ...labels: readonly (string | number)[]): number {
  return createRng(streamSeed(seed, ...labels)).uniform();
}
