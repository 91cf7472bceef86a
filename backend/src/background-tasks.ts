export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;

/**
 * Work a request starts but does not wait for (sending mail). Answers then take the same time
 * whether or not an email exists, and a slow mail server never holds a request. close() waits for
 * what is still running, so shutdown loses nothing.
 */
export function createBackgroundTasks(onError: (error: unknown, label: string) => void) {
  const pending = new Set<Promise<void>>();
  return {
    run(label: string, task: () => Promise<unknown>): void {
      const running: Promise<void> = Promise.resolve()
        .then(task)
        .then(
          () => {},
          (error: unknown) => onError(error, label),
        )
        .finally(() => pending.delete(running));
      pending.add(running);
    },

    async drain(): Promise<void> {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
