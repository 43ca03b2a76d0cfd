/**
 * A small counting semaphore: at most `size` tasks run at once, the others wait their turn in order.
 * Per process only: it protects this instance's CPU and memory (decoding images), not a shared budget
 * (that is the rate limiter's job).
 */
export function createSlots(size: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  return {
    /** Runs `task` when a slot is free (a free slot is taken at once, before this returns). */
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < size) active++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

/**
 * Images decoded at once in this process (listing photos, verification documents): two keep both cores
 * of a small server busy while a third upload waits instead of adding its decoded pixels to memory.
 */
export const imageSlots = createSlots(2);
