// The English texts of the search UI (the reference theme's defaults, with
// the spec's wording for the no-results title).
import type { ModalTranslations } from '@docsearch/react';

export const modalTranslations: ModalTranslations = {
  searchBox: {
    resetButtonTitle: 'Clear the query',
    resetButtonAriaLabel: 'Clear the query',
    cancelButtonText: 'Cancel',
    cancelButtonAriaLabel: 'Cancel',
    searchInputLabel: 'Search',
  },
  startScreen: {
    recentSearchesTitle: 'Recent',
    noRecentSearchesText: 'No recent searches',
    saveRecentSearchButtonTitle: 'Save this search',
    removeRecentSearchButtonTitle: 'Remove this search from history',
    favoriteSearchesTitle: 'Favorite',
    removeFavoriteSearchButtonTitle: 'Remove this search from favorites',
  },
  errorScreen: {
    titleText: 'Unable to fetch results',
    helpText: 'You might want to check your network connection.',
  },
  noResultsScreen: {
    noResultsText: 'No results for',
    suggestedQueryText: 'Try searching for',
    reportMissingResultsText: 'Believe this query should return results?',
    reportMissingResultsLinkText: 'Let us know.',
  },
  footer: {
    selectText: 'Select',
    selectKeyAriaLabel: 'Enter key',
    navigateText: 'Navigate',
    navigateUpKeyAriaLabel: 'Arrow up',
    navigateDownKeyAriaLabel: 'Arrow down',
    closeText: 'Close',
    closeKeyAriaLabel: 'Escape key',
    searchByText: 'Powered by',
  },
};

export const seeAllResults = (count: number) => `See all ${count} results`;
