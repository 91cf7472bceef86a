export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;

/**
 * Work a request starts but does not wait for (sending mail). Answers then take the same time
 * whether or not an email exists, and a slow mail server never holds a request. close() waits for
 * what is still running, so shutdown loses nothing.
 */
export function createBackgroundTasks(onError: (error: unknown, label: string) => void) {
  const pending = new Set<Promise<void>>();
  // The last task of each queue: tasks of one queue run in the order they were asked for.
  const queues = new Map<string, Promise<void>>();
  return {
    /**
     * Runs a task after the current request. Tasks given the same queue run one after another, so
     * of two links asked for in a row the later one is issued last and stays the usable one.
     */
    run(label: string, task: () => Promise<unknown>, queue?: string): void {
      const before = (queue && queues.get(queue)) || Promise.resolve();
      const running: Promise<void> = before
        .then(task)
        .then(
          () => {},
          (error: unknown) => onError(error, label),
        )
        .finally(() => {
          pending.delete(running);
          if (queue && queues.get(queue) === running) queues.delete(queue);
        });
      pending.add(running);
      if (queue) queues.set(queue, running);
    },

    async drain(): Promise<void> {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
