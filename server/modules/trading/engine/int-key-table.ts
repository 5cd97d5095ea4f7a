/**
 * A hash table from positive safe integers (order ids, prices in ticks) to objects, for the
 * matching loop: open addressing with linear probing over a typed array of keys, so a lookup is a
 * multiply, a shift and a compare or two that the JIT inlines, where a `Map` calls into the
 * runtime. Deleting shifts the entries after it back into the hole (no tombstones), so probes stay
 * short however many orders come and go. Iteration order is not insertion order.
 */
export class IntKeyTable<V> {
  /** 0 marks a free slot: keys are positive. */
  #keys: Float64Array;
  #values: (V | null)[];
  #mask: number;
  #shift: number;
  #size = 0;
  readonly #minBits: number;

  constructor(capacity = 64) {
    let bits = 4;
    while (1 << bits < capacity * 2) bits++;
    this.#minBits = bits;
    this.#keys = new Float64Array(1 << bits);
    this.#values = new Array<V | null>(1 << bits).fill(null);
    this.#mask = (1 << bits) - 1;
    this.#shift = 32 - bits;
  }

  get size(): number {
    return this.#size;
  }

  /** Fibonacci hashing of the key's 32-bit halves: sequences and strides spread evenly. */
  #home(key: number): number {
    const low = key >>> 0;
    const high = (key - low) / 4294967296;
    return Math.imul(low ^ high, 0x9e3779b1) >>> this.#shift;
  }

  get(key: number): V | undefined {
    const keys = this.#keys;
    const mask = this.#mask;
    let i = this.#home(key);
    for (;;) {
      const k = keys[i];
      if (k === key) return this.#values[i] as V;
      if (k === 0) return undefined;
      i = (i + 1) & mask;
    }
  }

  has(key: number): boolean {
    return this.get(key) !== undefined;
  }

  set(key: number, value: V): void {
    const keys = this.#keys;
    const mask = this.#mask;
    let i = this.#home(key);
    for (;;) {
      const k = keys[i];
      if (k === key) {
        this.#values[i] = value;
        return;
      }
      if (k === 0) break;
      i = (i + 1) & mask;
    }
    keys[i] = key;
    this.#values[i] = value;
    this.#size += 1;
    if (this.#size * 2 > keys.length) this.#resize(33 - this.#shift);
  }

  delete(key: number): boolean {
    const keys = this.#keys;
    const values = this.#values;
    const mask = this.#mask;
    let hole = this.#home(key);
    for (;;) {
      const k = keys[hole];
      if (k === key) break;
      if (k === 0) return false;
      hole = (hole + 1) & mask;
    }
    // Move back every entry of the run after the hole whose home is not between hole and it.
    let j = hole;
    for (;;) {
      j = (j + 1) & mask;
      const k = keys[j] as number;
      if (k === 0) break;
      if (((j - this.#home(k)) & mask) >= ((j - hole) & mask)) {
        keys[hole] = k;
        values[hole] = values[j] as V;
        hole = j;
      }
    }
    keys[hole] = 0;
    values[hole] = null;
    this.#size -= 1;
    // Shrinks once an eighth full (to a quarter), so a burst of orders does not hold its memory.
    const bits = 32 - this.#shift;
    if (this.#size * 8 < keys.length && bits > this.#minBits) this.#resize(bits - 1);
    return true;
  }

  *values(): IterableIterator<V> {
    const keys = this.#keys;
    for (let i = 0; i < keys.length; i++) {
      if (keys[i] !== 0) yield this.#values[i] as V;
    }
  }

  #resize(bits: number): void {
    const keys = this.#keys;
    const values = this.#values;
    this.#keys = new Float64Array(1 << bits);
    this.#values = new Array<V | null>(1 << bits).fill(null);
    this.#mask = (1 << bits) - 1;
    this.#shift = 32 - bits;
    this.#size = 0;
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i] as number;
      if (k !== 0) this.set(k, values[i] as V);
    }
  }
}
