// Plural messages as the reference writes them: forms separated by `|`, in the
// order the locale's plural categories come (zero, one, two, few, many, other;
// English has one|other). `1 item|{count} items`.

const CATEGORY_ORDER: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** The form of `message` for `count` in `locale`; a missing form falls back to the last one given. */
export function selectPluralMessage(message: string, count: number, locale: string): string {
  const forms = message.split('|');
  if (forms.length === 1) return forms[0];
  const rules = new Intl.PluralRules(locale);
  const supported = rules.resolvedOptions().pluralCategories;
  const categories = CATEGORY_ORDER.filter((c) => supported.includes(c));
  const index = categories.indexOf(rules.select(count));
  return forms[Math.min(index, forms.length - 1)];
}
