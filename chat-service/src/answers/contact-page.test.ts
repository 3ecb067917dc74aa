import type { IngestedDocument } from '@vela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../db/database.ts';
import { openTestStorage } from '../knowledge/knowledge.test-storage.ts';
import { indexDocuments } from '../knowledge/knowledge.use-case.ts';
import { dialects } from '../test/test-app.ts';
import { insertTraining } from '../trainings/training.repository.ts';
import { findContactPage } from './answer.retrieve.ts';

const page = (path: string, title: string, text: string, language = 'it'): IngestedDocument => ({
  source: `https://borgo.test${path}`,
  title,
  text,
  language,
});

describe.each(dialects)('the page a visitor is sent to when the bot does not know (%s)', (dialect) => {
  let storage: Storage;
  const named = { demoId: `contact-named-${dialect}` };
  const unnamed = { demoId: `contact-unnamed-${dialect}` };
  beforeAll(async () => {
    storage = await openTestStorage(dialect);
    const add = async (scope: typeof named, documents: IngestedDocument[]) => {
      const training = await insertTraining(storage.db, scope, {
        kind: 'crawl',
        label: 'borgo',
        input: '{}',
      });
      await indexDocuments(storage.db, training.id, documents);
    };
    await add(named, [
      page('/contatti', 'Contatti', 'Scriveteci dal modulo.'),
      page('/en/contact', 'Contact', 'Write to us.', 'en'),
      page('/ufficio', 'Ufficio turistico', 'Telefono +39 0577 849210, email info@borgo.test'),
    ]);
    await add(unnamed, [
      page('/musei', 'Musei', 'Il museo apre alle 10. Prenotazioni: musei@borgo.test'),
      page('/ufficio-turistico', 'Ufficio turistico', 'Telefono +39 0577 849210\n\nEmail: info@borgo.test'),
      page('/en/tourist-office', 'Tourist office', 'Phone +39 0577 849210, email info@borgo.test', 'en'),
    ]);
  });
  afterAll(() => storage.close());

  it('is the contact page in the visitor’s language when the site names one', async () => {
    expect((await findContactPage(storage.db, named, 'it'))?.url).toBe('https://borgo.test/contatti');
    expect((await findContactPage(storage.db, named, 'en'))?.url).toBe('https://borgo.test/en/contact');
  });

  it('is a page printing both an email address and a phone number when none is named for contacts', async () => {
    expect((await findContactPage(storage.db, unnamed, 'it'))?.url).toBe(
      'https://borgo.test/ufficio-turistico',
    );
    expect((await findContactPage(storage.db, unnamed, 'en'))?.url).toBe(
      'https://borgo.test/en/tourist-office',
    );
    expect(await findContactPage(storage.db, { demoId: 'nothing-here' }, 'it')).toBeUndefined();
  });
});
