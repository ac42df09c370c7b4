/** Polls until `condition` holds (state settles after background work such as a balance read). */
export async function waitFor(condition: () => boolean, { timeout = 5_000, what = 'condition' } = {}): Promise<void> {
  const deadline = Date.now() + timeout
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
