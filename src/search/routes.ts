/**
 * Every route of the search API, in matching order, over one index store. The HTTP side and the
 * search thread build the same table, so a route is named across threads by its position.
 */

import type { Route } from './api-router';
import { adminRoutes } from './routes-admin';
import { objectRoutes } from './routes-objects';
import { readRoutes } from './routes-read';
import { synonymRoutes } from './routes-synonyms';
import type { IndexStore } from './store';

export const searchRoutes = (store: IndexStore): Route[] => [
  ...readRoutes(store),
  ...objectRoutes(store),
  ...synonymRoutes(store),
  ...adminRoutes(store),
];
