/** How much a longer word starting with a question's stem counts ('cash' in 'cashless'): less than the word itself. */
export const PREFIX_MATCH = 0.7;
const MIN_PREFIX = 4;
/** 'cash' finds 'cashless' but 'cost' never 'costruito': a longer tail is another word. */
const MAX_TAIL = 4;

/** The words of a text as the index holds them, with their beginnings, to find a stem inside a compound. */
export class FormSet {
  private readonly forms: Set<string>;
  private readonly byPrefix = new Map<string, string[]>();

  /**
   * `words`, when given, are the only ones searched for a longer form (the text's words rather than their
   * stems); `folded`, the folded text, for the names of several words it says ('boxing day').
   */
  constructor(
    forms: Iterable<string>,
    words?: Iterable<string>,
    private readonly folded?: string,
  ) {
    this.forms = new Set(forms);
    for (const form of words ?? this.forms) {
      if (form.length <= MIN_PREFIX) continue;
      const key = form.slice(0, MIN_PREFIX);
      const list = this.byPrefix.get(key) ?? [];
      list.push(form);
      this.byPrefix.set(key, list);
    }
  }

  /**
   * 1 when the term is one of the words, PREFIX_MATCH when a slightly longer word begins with it (unless
   * `prefix` is false), else 0.
   */
  match(term: string, prefix = true): number {
    if (this.forms.has(term)) return 1;
    if (!prefix || term.length < MIN_PREFIX || /\d/.test(term)) return 0;
    const longer = this.byPrefix.get(term.slice(0, MIN_PREFIX));
    return longer?.some((f) => f.startsWith(term) && f.length - term.length <= MAX_TAIL) ? PREFIX_MATCH : 0;
  }

  /** Whether the folded text names what the pattern does ('Christmas Day and Boxing Day: closed'). */
  names(pattern: RegExp): boolean {
    return this.folded !== undefined && pattern.test(this.folded);
  }
}
