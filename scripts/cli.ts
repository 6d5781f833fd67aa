// Shared by the other script entry points (bench, soak, images): user errors
// (bad content, bad config) print as one clear message, without a stack trace.
import { describeError } from '../src/core/cli/errors';

export async function runCommand(name: string, fn: () => Promise<void>): Promise<void> {
  try {
    await fn();
  } catch (error) {
    console.error(describeError(name, error));
    process.exitCode = 1;
  }
}
