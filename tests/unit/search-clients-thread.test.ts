// The algoliasearch v4 and v5 client tests again, with the routes running in the search thread.
import './setup/search-thread-env';
import './search-clients.test';
