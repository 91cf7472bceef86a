import { describe, expect, it } from 'vitest';
import { createBackgroundTasks } from '../../backend/src/background-tasks';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('background tasks', () => {
  it('runs the tasks of one queue in the order they were asked for, however long each takes', async () => {
    const tasks = createBackgroundTasks(() => {});
    const finished: string[] = [];
    tasks.run(
      'first',
      async () => {
        await pause(30);
        finished.push('first');
      },
      'learner:1',
    );
    tasks.run(
      'second',
      async () => {
        finished.push('second');
      },
      'learner:1',
    );
    tasks.run(
      'elsewhere',
      async () => {
        finished.push('elsewhere');
      },
      'learner:2',
    );
    await tasks.drain();
    expect(finished).toEqual(['elsewhere', 'first', 'second']);
  });

  it('goes on with a queue after a task of it failed, and reports the failure with its label', async () => {
    const failures: string[] = [];
    const tasks = createBackgroundTasks((_error, label) => failures.push(label));
    const finished: string[] = [];
    tasks.run(
      'failing',
      async () => {
        throw new Error('mail server away');
      },
      'q',
    );
    tasks.run(
      'next',
      async () => {
        finished.push('next');
      },
      'q',
    );
    await tasks.drain();
    expect(failures).toEqual(['failing']);
    expect(finished).toEqual(['next']);
  });
});
