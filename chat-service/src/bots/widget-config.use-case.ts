import type { WidgetConfig } from '@vela/contracts';
import type { Db } from '../db/schema.ts';
import { demoWidgetConfig, findLiveDemo } from '../demos/demo.use-case.ts';
import { findBotById } from './bot.repository.ts';
import { botWidgetConfig } from './bot.use-case.ts';

/** Public ids are 16 characters: a longer one names nothing, and is not looked up. */
const MAX_ID_LENGTH = 64;

/** What the widget shows for the bot or live demo `id`, nothing private; undefined when there is neither. */
export async function widgetConfigOf(
  db: Db,
  id: string,
  publicUrl: string,
): Promise<WidgetConfig | undefined> {
  if (id.length > MAX_ID_LENGTH) return undefined;
  const bot = await findBotById(db, id);
  if (bot) return botWidgetConfig(bot, publicUrl);
  const demo = await findLiveDemo(db, id);
  return demo ? demoWidgetConfig(demo) : undefined;
}
