// The search thread's entry (executor.ts): a worker does not inherit the TypeScript loader the
// scripts run under, so it registers tsx's, then loads the thread's code.
import { register } from 'tsx/esm/api';

register();
await import('./service-thread.ts');
