/** Whose knowledge: a visitor's demo or a client's bot. */
export type KnowledgeScope = { demoId: string } | { botId: string };

/**
 * The scope as one index token: 'd' or 'b' then the id's UTF-8 bytes in hex, so any id (a UUID, a
 * number) stays a single letters-and-digits token the full-text tokenizer keeps whole.
 */
export function scopeKey(scope: KnowledgeScope): string {
  return 'demoId' in scope
    ? `d${Buffer.from(scope.demoId).toString('hex')}`
    : `b${Buffer.from(scope.botId).toString('hex')}`;
}

export function scopeColumns(scope: KnowledgeScope): { demo_id: string | null; bot_id: string | null } {
  return 'demoId' in scope ? { demo_id: scope.demoId, bot_id: null } : { demo_id: null, bot_id: scope.botId };
}

export function scopeOfRow(row: { demo_id: string | null; bot_id: string | null }): KnowledgeScope {
  return row.demo_id !== null ? { demoId: row.demo_id } : { botId: row.bot_id ?? '' };
}
