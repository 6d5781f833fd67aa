// usePluralForm: the plural form of a message for a count, in the site's locale.
import { useCallback, useMemo } from 'react';
import { siteConfig } from './data';
import { selectPluralMessage } from './plurals';

export function usePluralForm(): { selectMessage: (count: number, message: string) => string } {
  const locale = siteConfig.i18n.defaultLocale;
  const selectMessage = useCallback(
    (count: number, message: string) => selectPluralMessage(message, count, locale),
    [locale],
  );
  return useMemo(() => ({ selectMessage }), [selectMessage]);
}
