import { afterEach, beforeEach, expect } from 'vitest';

// An error logged during a test is a failure unless the test expects it (by mocking console.error).
const original = console.error;
let logged: unknown[][] = [];

beforeEach(() => {
  logged = [];
  console.error = (...args: unknown[]) => {
    logged.push(args);
    original(...args);
  };
});

afterEach(() => {
  console.error = original;
  expect(logged, 'console.error was called').toEqual([]);
});
