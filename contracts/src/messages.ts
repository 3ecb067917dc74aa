import { authMessages } from './auth.messages.ts';
import { botMessages } from './bot.messages.ts';
import { cmsContentMessages } from './cms.messages.ts';
import { contactMessages } from './contact.rules.ts';
import { demoMessages } from './demo.messages.ts';
import { insightsMessages } from './insights.messages.ts';
import { projectMessages } from './project.messages.ts';
import type { Language } from './routes.ts';
import { textMessages } from './text.rules.ts';

/** Each area's it/en table, under the prefix its codes carry (`auth.usernameMin`, `contact.nameRequired`). */
const tables = {
  auth: authMessages,
  bot: botMessages,
  cms: cmsContentMessages,
  contact: contactMessages,
  demo: demoMessages,
  insights: insightsMessages,
  project: projectMessages,
  text: textMessages,
} as const;
type Tables = typeof tables;

/** A stable message code: what a schema's refusal carries instead of a text (`zod` issue message). */
export type MessageCode = {
  [Area in keyof Tables]: `${Area}.${Extract<keyof Tables[Area]['en'], string>}`;
}[keyof Tables];

function flatten(language: Language): Record<MessageCode, string> {
  const entries = Object.entries(tables).flatMap(([area, table]) =>
    Object.entries(table[language]).map(([key, text]) => [`${area}.${key}`, text] as const),
  );
  return Object.fromEntries(entries) as Record<MessageCode, string>;
}

/** The one dictionary of contract messages: a code's text in Italian and English, for the server and the site. */
export const messages: Record<Language, Record<MessageCode, string>> = {
  en: flatten('en'),
  it: flatten('it'),
};

/** `code` checked against the dictionary at compile time: what schemas pass as their issue messages. */
export const code = <C extends MessageCode>(value: C): C => value;

export function isMessageCode(message: string): message is MessageCode {
  return Object.hasOwn(messages.en, message);
}

/** A refusal's text in `language`: a code's dictionary text, any other message (zod's own) as it was written. */
export function messageText(message: string, language: Language): string {
  return isMessageCode(message) ? messages[language][message] : message;
}
