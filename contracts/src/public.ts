// The zod-free part of the contracts, for the public pages' bundle: the barrel's schemas would bring zod along.
export * from './auth.messages.ts';
export * from './bot.messages.ts';
export * from './cms.defaults.ts';
export * from './cms.messages.ts';
export * from './contact.rules.ts';
export * from './demo.messages.ts';
export * from './messages.ts';
export * from './project.messages.ts';
export * from './routes.ts';
export * from './site-config.ts';
export * from './text.rules.ts';
