// Imported first by the *-thread.test.ts files: the service tests that follow run with the
// search in its own thread, as `serve`, `start` and the standalone service run it.
process.env.SEARCH_SERVICE_THREAD = '1';
