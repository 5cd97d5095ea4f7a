/**
 * What `measure` gives once the server has stopped writing with nobody calling it: the same twice
 * in a row, 1.2 s apart (within 20 tries; else the test fails, saying so).
 */
export async function settled<T>(measure: () => Promise<T>): Promise<T> {
  let before = await measure();
  for (let i = 0; i < 20; i++) {
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const now = await measure();
    if (JSON.stringify(now) === JSON.stringify(before)) return now;
    before = now;
  }
  throw new Error('the server kept writing with nobody calling it');
}
