// Every search service test again, with the routes running in the search thread (executor.ts).
import './setup/search-thread-env';
import './search-service.test';
