import type { HelpCategory } from '../../../content/help.ts';

const normalise = (text: string) => text.toLowerCase().normalize('NFKD');

/**
 * The categories whose title, questions or answers contain every word of the query, keeping only
 * the matching questions (all of them when the category title matches). An empty query keeps all.
 */
export function searchHelp(
  categories: readonly HelpCategory[],
  query: string,
): readonly HelpCategory[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return categories;
  const matches = (text: string) => {
    const haystack = normalise(text);
    return words.every((word) => haystack.includes(word));
  };
  return categories.flatMap((category) => {
    if (matches(category.title)) return [category];
    const subQuestions = category.subQuestions.filter((q) =>
      matches(`${q.question} ${q.answer} ${category.title}`),
    );
    return subQuestions.length > 0 ? [{ ...category, subQuestions }] : [];
  });
}
