import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { z } from 'zod';

export const categories = [
  'direct',
  'paraphrase',
  'negation',
  'value',
  'cross-language',
  'follow-up',
  'not-on-site',
] as const;
export type Category = (typeof categories)[number];

/** A fact the answer must hold: one string, or several that must all appear. */
const factSchema = z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]);
export type Fact = z.infer<typeof factSchema>;

export const questionSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and hyphens'),
    site: z.string().min(1),
    category: z.enum(categories),
    ask: z.string().trim().min(2),
    history: z.array(z.string().trim().min(2)).default([]),
    expect: z.array(factSchema).default([]),
    reject: z.array(z.string().min(1)).default([]),
    pages: z.array(z.string().startsWith('/')).default([]),
  })
  .strict()
  .superRefine((q, ctx) => {
    const onSite = q.category !== 'not-on-site';
    if (onSite && q.expect.length === 0) ctx.addIssue({ code: 'custom', message: 'needs expect' });
    if (onSite && q.pages.length === 0) ctx.addIssue({ code: 'custom', message: 'needs pages' });
    if (!onSite && (q.expect.length > 0 || q.pages.length > 0))
      ctx.addIssue({ code: 'custom', message: 'a not-on-site question has no expect and no pages' });
    if ((q.category === 'follow-up') !== q.history.length > 0)
      ctx.addIssue({ code: 'custom', message: 'history is for follow-up questions, and they need one' });
  });
export type Question = z.infer<typeof questionSchema>;

export const questionsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'questions');

/** Reads and validates every `questions/*.yaml`; throws naming the file and entry that are wrong. */
export function loadQuestions(dir = questionsDir): Question[] {
  const questions: Question[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()) {
    const entries = z.array(z.unknown()).parse(parse(readFileSync(path.join(dir, file), 'utf8')));
    for (const [i, entry] of entries.entries()) {
      const parsed = questionSchema.safeParse(entry);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((x) => `${x.path.join('.') || '(entry)'}: ${x.message}`);
        throw new Error(`${file} entry ${i + 1}: ${issues.join('; ')}`);
      }
      questions.push(parsed.data);
    }
  }
  const seen = new Set<string>();
  for (const q of questions) {
    if (seen.has(q.id)) throw new Error(`Question id ${q.id} is used twice`);
    seen.add(q.id);
  }
  return questions;
}
