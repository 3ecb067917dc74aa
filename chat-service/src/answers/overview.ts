/**
 * 'What do you do?', 'di cosa vi occupate?': a prospect's first question to a demo asks what the business
 * is, in words no page holds. Its home page says it first. Only the whole question asks it: 'what do you
 * offer for children?' asks about children.
 */
const OVERVIEW = [
  /\bwhat (do|does) (you|your (company|business|team)|the (company|business)) (do|offer|sell|make|provide)/i,
  /\bwhat (services|products) (do you (do|offer|sell|make|provide|have)|does the company offer)/i,
  /\bwhat (kind of (business|company|place) )?is (this|your) (company|business|place|shop)/i,
  /\b(who are you|tell me (more )?about (you|yourselves|your (company|business)))/i,
  /\b(di (che|cosa) (vi|si) occupa(te)?|(che )?cosa fate|cosa (offrite|vendete|proponete)|(che|quali) servizi (offrite|proponete|avete|fate)|chi siete|parlami (di voi|della vostra (azienda|attività)))/i,
].map((pattern) => new RegExp(`${pattern.source}\\s*[?!.]*\\s*$`, 'i'));

/** Whether a question asks what the business is or does, and nothing more. */
export const asksOverview = (question: string) => OVERVIEW.some((pattern) => pattern.test(question.trim()));
