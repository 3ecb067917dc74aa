import { chatTexts } from '@vela/contracts';
import { type FixtureSite, fornoFacts, startFixtureSite } from '@vela/worker/test/fixture-site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, type ClientSocket, connectChat, newVisitorId } from '../realtime/chat-test.setup.ts';
import { browserLikeClient, dialects, startTestApp } from '../test/test-app.ts';

/** Questions whose answers are printed on known pages of the Forno Bellavista fixture site. */
const questions: { question: string; path: string; answer: string }[] = [
  ...fornoFacts.map((f) => ({ question: f.question.it, path: f.path, answer: f.answer })),
  { question: 'Quanto costa la ciabatta?', path: '/prodotti/ciabatta', answer: '3,90 € al chilo' },
  { question: 'Quando fate le degustazioni?', path: '/eventi', answer: 'ultimo venerdì del mese' },
  { question: 'Entro che ora devo ordinare online?', path: '/ordini-online', answer: 'entro le 18' },
  { question: 'Quanti partecipanti al massimo ai corsi?', path: '/corsi', answer: 'otto partecipanti' },
  { question: 'Chi guida oggi il forno?', path: '/chi-siamo', answer: 'Chiara Ferrante' },
  {
    question: 'Da quando si prenotano i panettoni di Natale?',
    path: '/blog/natale-in-forno',
    answer: 'primo novembre',
  },
  // Asked on a Sunday (SUNDAY below): today is Sunday, tomorrow Monday.
  { question: 'A che ora apre il forno oggi?', path: '/orari', answer: 'domenica dalle 7:30 alle 13:00' },
  { question: 'Siete aperti domani?', path: '/orari', answer: 'lunedì siamo chiusi' },
];

/** Sunday 22 November 2026, mid-morning in Rome. */
const SUNDAY = new Date('2026-11-22T09:00:00Z');

describe.each(dialects)('extractive answers on the crawled fixture site (%s)', (dialect) => {
  let site: FixtureSite;
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let socket: ClientSocket;

  beforeAll(async () => {
    site = await startFixtureSite();
    app = await startTestApp(
      dialect,
      { limits: { chatVisitor: { windowMs: 60_000, limit: 1000 } }, answersNow: () => SUNDAY },
      { CRAWL_ALLOW_PRIVATE_HOSTS: '1', CRAWL_RESOLVE: `${site.domain}=${site.baseUrl}` },
    );
    const client = browserLikeClient(app.baseUrl);
    const { demoId } = (await client('POST', '/api/chatbot-demo/create', { domain: site.domain })).json();
    socket = await connectChat(app.baseUrl, { demoId, visitorId: newVisitorId() });
    await new Promise<void>((resolve) => {
      socket.on('training:progress', (p) => {
        if (p.status === 'ready') resolve();
      });
    });
  }, 60_000);
  afterAll(async () => {
    socket?.close();
    await app?.stop();
    await site?.close();
  });

  it('has at least 15 questions to ask', () => expect(questions.length).toBeGreaterThanOrEqual(15));

  for (const q of questions) {
    it(`"${q.question}" is answered from ${q.path}`, async () => {
      const result = await ask(socket, q.question);
      const path = result.end?.sources.map((s) => new URL(s.url).pathname)[0];
      if (path === '/listino-prezzi.pdf') {
        // The price list PDF prints the same prices as the product pages, as 'N,NN euro'.
        const price = /^(\d+,\d{2}) €/.exec(q.answer)?.[1];
        expect(price && result.end?.text).toContain(`${price} euro`);
        return;
      }
      expect(result.end?.text).toContain(q.answer);
      expect(result.tokens.length).toBeGreaterThan(1);
      expect(result.tokens.join('')).toBe(result.end?.text);
      expect(result.end?.sources.map((s) => new URL(s.url).pathname)).toContain(q.path);
      expect(result.end?.text).not.toMatch(/Usiamo i cookie|P\.IVA/);
    });
  }

  it('says it does not know, pointing to the contact page, when the site does not say', async () => {
    const result = await ask(socket, 'Vendete biciclette elettriche?');
    expect(result.end?.text).toContain(chatTexts.it.dontKnowWithContacts.split('{contacts}')[0]);
    expect(result.end?.sources.map((s) => new URL(s.url).pathname)).toEqual(['/contatti']);
  });

  it('answers an English visitor in English when nothing matches', async () => {
    const result = await ask(socket, 'Do you repair bicycles?');
    expect(result.end?.text).toContain("I'm sorry, I couldn't find that");
  });
});
