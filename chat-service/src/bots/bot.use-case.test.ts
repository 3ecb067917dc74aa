import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertUser } from '../auth/user.repository.ts';
import type { Storage } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { openTestStorage } from '../knowledge/knowledge.test-storage.ts';
import { insertTraining, listTrainings } from '../trainings/training.repository.ts';
import type { TrainingInput, Trainings } from '../trainings/trainings.ts';
import { findBotOfUser } from './bot.repository.ts';
import { ensureBot, saveBotSettings } from './bot.use-case.ts';

/** Records trainings as the real queue does (a row per training), or fails to queue them. */
function recordingQueue(db: Storage['db']) {
  const submitted: TrainingInput[] = [];
  let failing = false;
  const queue: Trainings = {
    async submit(scope, input) {
      if (failing) throw new AppError('unavailable', 'The import could not be started.');
      submitted.push(input);
      return insertTraining(db, scope, { kind: 'text', label: 'Company information', input: '{}' });
    },
    retry: () => Promise.reject(new Error('not used')),
    schedule: () => Promise.reject(new Error('not used')),
    runs: () => Promise.reject(new Error('not used')),
    remove: async () => {},
    onProgress: () => () => {},
  };
  return { queue, submitted, failWith: (value: boolean) => (failing = value) };
}

describe.each(['sqlite', 'postgres'] as const)('saving bot settings on %s', (dialect) => {
  let storage: Storage;
  let userId: number;
  let recorder: ReturnType<typeof recordingQueue>;
  const bot = async () => findBotOfUser(storage.db, userId);
  /** The bot as its client sees it: not when it was last written, nor the daily training count. */
  const settings = async () => {
    const row = await bot();
    if (!row) throw new Error('no bot');
    const { updated_at: _at, trainings_day: _day, trainings_on_day: _count, ...rest } = row;
    return rest;
  };

  beforeAll(async () => {
    storage = await openTestStorage(dialect);
  });
  afterAll(() => storage.close());
  beforeEach(async () => {
    const name = `client${Math.random().toString(36).slice(2, 8)}`;
    ({ id: userId } = await insertUser(storage.db, {
      username: name,
      email: `${name}@shop.test`,
      password_hash: 'x',
      first_name: null,
      last_name: null,
      company: null,
      role: 'client',
    }));
    await ensureBot(storage.db, userId);
    recorder = recordingQueue(storage.db);
  });

  it('saves the settings, then queues the company information and points the bot at that training', async () => {
    const saved = await saveBotSettings(
      storage.db,
      recorder.queue,
      userId,
      { botName: 'Rosetta', companyInfo: 'Forno Rosetta apre alle sette.' },
      'en',
    );
    expect(saved).toMatchObject({ botName: 'Rosetta', companyInfo: 'Forno Rosetta apre alle sette.' });
    const [training] = await listTrainings(storage.db, { botId: saved.botId });
    expect(recorder.submitted).toMatchObject([{ kind: 'text', text: 'Forno Rosetta apre alle sette.' }]);
    expect((await bot())?.company_source_id).toBe(training?.id);
  });

  it('when the training cannot be queued, the settings are put back as they were', async () => {
    const before = await settings();
    recorder.failWith(true);
    await expect(
      saveBotSettings(storage.db, recorder.queue, userId, { botName: 'Rosetta', companyInfo: 'Testo' }, 'en'),
    ).rejects.toThrow('The import could not be started.');
    expect(await settings()).toEqual(before);
  });

  // SQLite stores a NUL; only PostgreSQL refuses the save (the schema refuses it before it gets here).
  it.runIf(dialect === 'postgres')('when the bot cannot be saved, no training is queued', async () => {
    const before = await settings();
    await expect(
      saveBotSettings(storage.db, recorder.queue, userId, { companyInfo: 'Forno\u0000 Rosetta' }, 'en'),
    ).rejects.toThrow();
    expect(recorder.submitted).toEqual([]);
    expect(await listTrainings(storage.db, { botId: before.id })).toEqual([]);
    expect(await settings()).toEqual(before);
  });
});
