import { describe, expect, it } from 'vitest';
import { type Lexicon, questionConcepts } from '../knowledge/analysis/question.ts';
import { hit, write, writeByWeights, writeWeighed } from './answer.test-passages.ts';
import { answerCues } from './answer-cues.ts';
import { formsOf, presence, quotesOf } from './evidence.ts';

describe('extractive answers', () => {
  it('cuts a sentence giving values for several named places to the statement about the one asked', async () => {
    const directions = hit(
      'https://villa.test/come-raggiungerci',
      'Come raggiungerci',
      'La villa si trova a 18 km da Siena (circa 20 minuti di auto) e a 70 km da Firenze.',
    );
    const { text } = await write('Quanto dista la villa da Siena?', [directions]);
    expect(text).toBe(
      'Secondo la pagina «Come raggiungerci»: La villa si trova a 18 km da Siena (circa 20 minuti di auto).',
    );
    const other = await write('Quanto dista la villa da Firenze?', [directions]);
    expect(other.text).toBe('Secondo la pagina «Come raggiungerci»: La villa si trova a 70 km da Firenze.');
  });

  it('answers whether the visitor may come on a day by saying the business is closed then', async () => {
    const hours = hit(
      'https://kennel.test/orari',
      'Orari',
      'Dal lunedì al sabato: 8:00–11:00 e 17:00–19:00.\n\nLa domenica pomeriggio siamo chiusi.',
      'Ingressi e ritiri degli animali',
    );
    const { text } = await write('domenica pomeriggio posso passare a riprendere il cane?', [hours]);
    expect(text).toContain('La domenica pomeriggio siamo chiusi.');
    const morning = await write('domenica mattina posso passare a riprendere il cane?', [hours]);
    expect(morning.text).not.toContain('siamo chiusi');
    // an opening-hours row closing the day says it as well
    const studio = hit(
      'https://ink.test/',
      'Inkwell',
      'Monday: Closed\n\nTuesday: 11am – 7pm\n\nPool: closed',
      'Opening hours',
    );
    const monday = await write('I only get Mondays off work, could I pop in then?', [studio], 'en');
    expect(monday.text).toContain('Monday: Closed');
  });

  it('answers whether the thing asked may be had on a day by the sentence saying no then, before one naming it', async () => {
    const food = hit(
      'https://pub.test/food',
      'Food',
      'Food is served at lunch and dinner from Tuesday to Sunday, from our seasonal menu.\n\nOn Sundays we serve our roast menu only, not the à la carte.',
      'Food',
    );
    const sunday = await write('Can I order off the seasonal menu on a Sunday?', [food], 'en');
    expect(sunday.text).toContain('roast menu only');
  });

  it('reads a price list’s value with its own record, not a name further up', () => {
    const list = hit(
      'https://kennel.test/prezzi',
      'Prezzi',
      'Alta stagione*: per animale, a notte\n\n+ € 5\n\nSomministrazione farmaci: compresse, gocce, pomate\n\n€ 2 al giorno',
      'Supplementi e servizi',
    );
    expect(quotesOf([list]).map((q) => q.text)).toEqual([
      'Alta stagione*: per animale, a notte',
      'Alta stagione*: per animale, a notte: + € 5',
      'Somministrazione farmaci: compresse, gocce, pomate',
      'Somministrazione farmaci: compresse, gocce, pomate: € 2 al giorno',
    ]);
  });

  it('reads a card’s time after its price as the card’s, naming no card after it', () => {
    const cards = hit(
      'https://fix.test/laptops',
      'Laptop repairs',
      'Windows laptop screen\n\nfrom £119\n\n2–3 working days\n\nMacBook battery\n\nfrom £139\n\n1–2 working days',
      'Laptop repair prices',
    );
    const texts = quotesOf([cards]).map((q) => q.text);
    expect(texts).toContain('MacBook battery: from £139');
    expect(texts.some((t) => t.includes('working days: from £139'))).toBe(false);
  });

  it('reads a list’s records with their names, the first under a heading too when its name counts a thing', () => {
    const offices = hit(
      'https://cowork.test/private-offices',
      'Private offices',
      '2-person office\n\nfrom £650 per month + VAT\n\n4-person office\n\nfrom £1,150 per month + VAT',
      'Sizes and prices',
    );
    expect(quotesOf([offices]).map((q) => q.text)).toEqual([
      'Sizes and prices: 2-person office',
      '2-person office: from £650 per month + VAT',
      'Sizes and prices: 4-person office',
      '4-person office: from £1,150 per month + VAT',
    ]);
  });

  it('gives the yes or no an answer opens on with the sentence after it that answers best', async () => {
    const faq = hit(
      'https://boats.test/faq',
      'FAQ',
      'No, we don’t sell any food or drinks on board. Bring your own snacks and water.',
      'Do you sell food and drinks on board?',
    );
    const { text } = await write('Do you sell snacks and drinks on the boat?', [faq]);
    expect(text).toContain('No, we don’t sell any food or drinks on board. Bring your own snacks and water.');
  });

  it('reads a name with figures only in brackets as the label of the line after it', async () => {
    const school = hit(
      'https://tennis.test/scuola-tennis',
      'Scuola tennis',
      'Gruppi da un minimo di 4 a un massimo di 6 bambini per maestro.\n\nMinitennis (5-7 anni)\n\nmercoledì 16:30 – 17:30 oppure sabato 9:30 – 10:30, una lezione a settimana\n\n' +
        'Livello arancio (8-10 anni)\n\nlunedì e giovedì 16:30 – 18:00',
      'Scuola tennis 2026/2027',
    );
    expect(quotesOf([school]).find((q) => q.text.startsWith('mercoledì'))?.leansOn).toBe(
      'Minitennis (5-7 anni)',
    );
    expect((await write('a che ora è il minitennis il sabato?', [school])).text).toContain(
      'sabato 9:30 – 10:30',
    );
  });

  it("ends no sentence at a title's period before a name, or at an initialism's", () => {
    const footer = hit(
      'https://vet.test/',
      'Clinica',
      '© 2026 Clinica Dora S.r.l. – Direttore sanitario: Dott. Marco Ferrero. Dr. Patel visits on Fridays.',
    );
    expect(quotesOf([footer]).map((q) => q.text)).toEqual([
      '© 2026 Clinica Dora S.r.l. – Direttore sanitario: Dott. Marco Ferrero.',
      'Dr. Patel visits on Fridays.',
    ]);
    const italian = hit(
      'https://museo.test/',
      'Museo',
      '© 2026 Fondazione Filanda Cattaneo – C.F. 95021340137 – P.IVA 03518460132. Aperto dal 1862.',
    );
    expect(quotesOf([italian]).map((q) => q.text)).toEqual([
      '© 2026 Fondazione Filanda Cattaneo – C.F. 95021340137 – P.IVA 03518460132.',
      'Aperto dal 1862.',
    ]);
  });

  it("reads a name's number as said by the name, whatever else the quote counts", async () => {
    const prices = hit(
      'https://cowork.test/memberships',
      'Memberships',
      'Flexi 10: £180 · 10 days + VAT · Ten days to use within 3 months.',
      'Desk memberships',
    );
    const paying = hit(
      'https://cowork.test/joining',
      'Joining',
      'Day passes and Flexi 10 passes are paid by card online.',
      'Paying',
    );
    const { text } = await writeByWeights(
      'How much is the Flexi 10 pass?',
      [paying, prices],
      [2.1, 1.3, 1.9],
    );
    expect(text).toBe(
      'According to “Memberships”: Flexi 10: £180 · 10 days + VAT · Ten days to use within 3 months.',
    );
  });

  it('keeps what the first statement says of the others when cutting to a later one', async () => {
    const hours = hit(
      'https://garage.test/opening-hours',
      'Opening hours',
      "We are closed on Friday 1 January (New Year's Day), Good Friday 26 March and Easter Monday 29 March, Monday 3 May, Monday 31 May and Monday 30 August 2027.",
      'Bank holidays in 2027',
    );
    const { text } = await write('Are you open on bank holiday Mondays?', [hours], 'en');
    expect(text).toContain('We are closed on Easter Monday 29 March');
  });

  it('reads a short line that opens with its value under its heading', async () => {
    const experiences = hit(
      'https://villa.test/esperienze',
      'Esperienze',
      'Ecco cosa potete fare.\n\n## Corso di cucina\n\nOgni giovedì alle 10:00 si cucina con lo chef.\n\n€ 85 a persona, pranzo incluso\n\n## Degustazione in cantina\n\nTutti i giorni alle 17:00.\n\n€ 30 a persona',
    );
    const { text } = await write('Quanto costa il corso di cucina?', [experiences]);
    expect(text).toBe('Secondo la pagina «Esperienze»: Corso di cucina: € 85 a persona, pranzo incluso');
  });

  it('keeps a sentence whole when its second value says more about the same thing', async () => {
    const transfer = hit(
      'https://villa.test/en/getting-here',
      'Getting here',
      'We arrange a private transfer from Florence airport: it costs €120 each way and must be booked at least 48 hours in advance.',
      'By air',
    );
    const { text } = await write('How far ahead must the transfer be booked?', [transfer], 'en');
    expect(text).toContain('48 hours in advance');
  });

  it("takes a translation of the question's words as fully said: an Italian question is answered from an English page", async () => {
    // A dictionary that knows two of the question's three words ('posti' stays untranslated).
    const translations: Record<string, string[]> = { aut: ['car'], parchegg: ['park'] };
    const lexicon: Lexicon = {
      dictionary: {
        translate: (stemmed, from) => (from === 'it' ? (translations[stemmed] ?? []) : []),
        size: 2,
      },
    };
    const parking = hit(
      'https://leisure.test/getting-here',
      'Getting here',
      '# By car\n\nOur car park has 120 spaces, including 8 blue badge bays next to the main entrance.',
    );
    const { text, sources } = await write('Quanti posti auto ha il parcheggio?', [parking], 'it', lexicon);
    expect(text).toContain('120 spaces');
    expect(sources).toEqual([{ url: 'https://leisure.test/getting-here', title: 'Getting here' }]);
  });

  const pizza = hit(
    'https://shop.test/menu',
    'Menu',
    '# Pizze\n\nLa margherita costa 7 €. La diavola è piccante.\n\nImpasto a lunga lievitazione.',
  );
  const hours = hit(
    'https://shop.test/orari',
    'Orari',
    'Siamo aperti dalle 12:00 alle 23:00. Il martedì è chiuso.',
  );

  it('answers with the sentence holding the kind of answer asked for, introduced by its page', async () => {
    const { text, sources, tokens } = await write('Quanto costa la margherita?', [hours, pizza]);
    expect(text).toBe('Secondo la pagina «Menu»: La margherita costa 7 €.');
    expect(sources).toEqual([{ url: 'https://shop.test/menu', title: 'Menu' }]);
    expect(tokens.join('')).toBe(text);
    expect(tokens.length).toBeGreaterThan(1);
  });

  it('never repeats heading lines or the whole passage', async () => {
    const { text } = await write('A che ora aprite?', [hours, pizza]);
    expect(text).toContain('dalle 12:00 alle 23:00');
    expect(text).not.toContain('#');
    expect(text).not.toContain('margherita');
  });

  it('says it does not know, with the contact page, when the passages do not hold the words asked about', async () => {
    const { text, sources } = await write('Vendete biciclette elettriche?', [hours, pizza]);
    expect(text).toContain('non ho trovato');
    expect(text).toContain('https://shop.test/contatti');
    expect(sources).toEqual([{ url: 'https://shop.test/contatti', title: 'Contatti' }]);
  });

  it('answers from a short sentence that holds the question, but not from a label of as few words', async () => {
    const company = hit(
      'Company information',
      'Company information',
      'Il Forno Rossi è aperto dal martedì alla domenica dalle 7 alle 19. Il lunedì è chiuso. Facciamo torte su ordinazione.',
    );
    expect((await write('Fate torte su ordinazione?', [company])).text).toContain(
      'Facciamo torte su ordinazione.',
    );
    expect((await write('Siete aperti il lunedì?', [company])).text).toContain('Il lunedì è chiuso.');
    const label = hit('https://shop.test/negozio', 'Negozio', '# Negozio\n\nOrari del negozio');
    expect((await write('Orari del negozio?', [label])).declined).toBe(true);
  });

  it('says it in English to an English visitor', async () => {
    const { text } = await write('Do you sell bicycles?', [], 'en');
    expect(text).toMatch(/^I'm sorry/);
  });
});

describe('what an extractive answer quotes', () => {
  it('of sentences under the heading asked about, quotes the one that names it itself, not the byline', async () => {
    const post = hit(
      'https://villa.test/blog/mercato',
      'Il mercato di Natale',
      '# Il mercato di Natale\n\nPubblicato il 20 novembre 2025 da Giulia.\n\nDomenica 7 dicembre il mercato di Natale riempie la corte della villa.',
    );
    const { text } = await write('Quando è il mercato di Natale?', [post]);
    expect(text).toBe(
      'Secondo la pagina «Il mercato di Natale»: Domenica 7 dicembre il mercato di Natale riempie la corte della villa.',
    );
  });

  it('reads a post dated last year by its byline as how things were, after the pages', async () => {
    const post = {
      ...hit(
        'https://cinema.test/blog/new-prices',
        'New prices from April',
        'Friend membership goes up to £25 a year.',
        'New prices from April',
      ),
      published: 2023,
    };
    const page = hit('https://cinema.test/membership', 'Membership', 'Friend: £30 a year', 'Friend');
    const now = new Date('2026-11-24T10:00:00Z');
    const { text } = await write('How much is Friend membership?', [post, page], 'en', {}, now);
    expect(text).toContain('£30');
    // The same post this year is news.
    const fresh = await write(
      'How much is Friend membership?',
      [{ ...post, published: 2026 }, page],
      'en',
      {},
      now,
    );
    expect(fresh.text).toContain('£25');
  });

  it('reads a card’s line of facts with the card’s name, as a table’s record reads its own', async () => {
    const trips = hit(
      'https://sail.test/en/boat-trips',
      'Boat trips',
      '# Boat trips\n\n## San Fruttuoso trip\n\n2 hours 30 minutes · April to October · at least 4 people\n\n' +
        '## Private boat with skipper\n\nMaestrale, Beneteau Oceanis 46 · up to 12 people\n\n' +
        '- Price for the whole boat, not per person: skipper and fuel included',
    );
    const own = questionConcepts('How many people fit on it?');
    const concepts = [...own, ...questionConcepts('Do you do private boat trips?')];
    const answer = await writeWeighed('How many people fit on it?', [trips], {
      concepts,
      weights: concepts.map((_, i) => (i < own.length ? 1 : 0.7) * 2),
      found: concepts.map(() => true),
      asked: own.length,
    });
    expect(answer.text).toContain('up to 12 people');
  });

  it('reads the lines a name details by their own labels under that name, as a card’s title heads them', async () => {
    const team = hit(
      'https://ski.test/chi-siamo',
      'Chi siamo',
      '## I nostri maestri\n\nKatka Novotná – maestra di sci\n\nLingue: ceco, tedesco, inglese\n\nSpecialità: adulti principianti\n\n' +
        'Pieter van Dalen – maestro di sci\n\nLingue: olandese, inglese, tedesco\n\nSpecialità: telemark (è l’unico della scuola a insegnarlo) e fuoripista',
    );
    const answer = await write('Nella vostra scuola qualcuno insegna telemark?', [team]);
    expect(answer.text).toContain('Pieter van Dalen – maestro di sci: Specialità: telemark');
  });

  it('asked who, gives the name heading a card’s line that does not name the person itself', async () => {
    const team = [
      hit(
        'https://pharmacy.test/team',
        'Il team',
        'Titolare e direttrice della farmacia.',
        'Dott.ssa Chiara Bodini',
      ),
      hit(
        'https://pharmacy.test/team',
        'Il team',
        'Farmacista, segue ECG, holter e autoanalisi.',
        'Dott. Luca Pagliari',
      ),
    ];
    const answer = await write("Chi segue l'ECG e l'holter?", team);
    expect(answer.text).toContain('Dott. Luca Pagliari: Farmacista, segue ECG');
    // though the line names another person, whose name is no answer
    const teacher = hit(
      'https://music.test/insegnanti',
      'Insegnanti',
      'Diplomi: Diploma in Violino, Conservatorio di Bergamo; insegnante Suzuki (European Suzuki Association)',
      'Anna Rota',
    );
    expect((await write('chi insegna violino?', [teacher])).text).toContain('Anna Rota: Diplomi');
    // and gives it when a second line of the card follows the first
    const setter = hit(
      'https://climb.test/team',
      'Meet the team',
      'Head Route Setter\n\nHe has set for national competitions and plans every Tuesday reset.',
      'Dan Okafor',
    );
    expect((await write("who's your head route setter?", [setter], 'en')).text).toContain(
      'Dan Okafor: Head Route Setter',
    );
  });

  it('reads no number in a price’s pence, and “a week” in a rate whatever else the row counts', async () => {
    const prices = hit(
      'https://storage.test/prices',
      'Unit sizes & prices',
      'Size: 35 sq ft · Per week: £17.25 · Every 4 weeks: £69\n\nSize: 50 sq ft · Per week: £22.50 · Every 4 weeks: £90\n\n' +
        'The same sizes on the ground floor cost £15.50 (25 sq ft) and £41 (100 sq ft) a week.',
      'Indoor units',
    );
    expect(formsOf('£15.50 (25 sq ft)').match('50')).toBe(0);
    const answer = await write('How much is a 50 sq ft unit a week?', [prices], 'en');
    expect(answer.text).toContain('£22.50');
  });

  it('gives a sentence opening on what the one before said (“After that…”) with that one', async () => {
    const faq = hit(
      'https://storage.test/faq',
      'FAQ',
      'Yes, 2 weeks. After that you can stay as long as you like.',
      'Is there a minimum stay?',
    );
    const answer = await write('Is there a minimum stay?', [faq], 'en');
    expect(answer.text).toContain('Yes, 2 weeks. After that you can stay');
  });

  it('reads an FAQ’s yes to whether there is a thing as saying there is', async () => {
    const faq = [
      hit(
        'https://pharmacy.test/faq',
        'FAQ',
        'Sì, un defibrillatore nella teca a destra dell’ingresso.',
        'Avete un defibrillatore?',
      ),
      hit(
        'https://pharmacy.test/turni',
        'Turni',
        'Di notte suona il campanello accanto allo sportello.',
        'Servizio notturno',
      ),
    ];
    const answer = await write('C’è un defibrillatore raggiungibile anche di notte?', faq);
    expect(answer.text).toContain('Sì, un defibrillatore nella teca');
    // under a question of its own ('C’è…?'), and not an impersonal 'si' opening a sentence
    const parking = [
      hit(
        'https://pharmacy.test/faq',
        'FAQ',
        'Sì, il parcheggio interrato di Piazza Marconi.',
        'C’è un parcheggio?',
      ),
      hit('https://pharmacy.test/contatti', 'Contatti', 'Di notte suona il campanello.', 'Servizio notturno'),
    ];
    expect((await write('C’è un parcheggio aperto anche di notte?', parking)).text).toContain(
      'Piazza Marconi',
    );
  });

  it('reads a line counting nothing under the count its heading gives (“45 minuti”)', async () => {
    const prices = hit(
      'https://music.test/prezzi',
      'Prezzi',
      '### 30 minuti\n\nLezione individuale: €70 al mese\n\n### 45 minuti\n\nLezione individuale: €98 al mese',
    );
    const gift = hit(
      'https://music.test/blog/natale',
      'Natale',
      'La carta regalo: 4 lezioni individuali da 45 minuti, € 110.',
    );
    const answer = await write('prezzo della lezione da 45 minuti?', [gift, prices]);
    expect(answer.text).toContain('€98');
  });

  it('gives an offer whose deadline has passed with the sentence saying when it ended, after the current price', async () => {
    const home = hit(
      'https://farm.test/',
      'Hollybrook Farm',
      '## Summer offer: your first veg box half price!\n\nUse the code SUMMERBOX when you sign up and your first box is half price. Offer ends 31 August 2026.',
    );
    const now = new Date('2026-11-24T10:00:00Z');
    const answer = await write('Can I still use the SUMMERBOX code for my first box?', [home], 'en', {}, now);
    expect(answer.text).toContain('Offer ends 31 August 2026.');
    const prices = hit('https://farm.test/veg-boxes', 'Veg boxes', 'Medium Veg Box: £20.50 a week');
    const offer = hit(
      'https://farm.test/offer',
      'Offer',
      'Medium Veg Box: £10.25 a week with our offer, valid until 31 August 2026.',
    );
    expect((await write('How much is the medium veg box?', [offer, prices], 'en', {}, now)).text).toContain(
      '£20.50',
    );
  });

  it('gives an offer whose deadline has passed whole, not cut to the part naming the thing asked', async () => {
    const post = hit(
      'https://pool.test/early-bird',
      'Iscrizioni ed Early Bird',
      'EARLY BIRD: chi si iscrive o rinnova entro sabato 12 settembre 2026 paga la tessera € 15 invece di € 25 e ha il 10% di sconto sulla quota di ottobre',
    );
    const now = new Date('2026-11-24T10:00:00Z');
    const { text } = await write("c'è ancora lo sconto early bird?", [post], 'it', {}, now);
    expect(text).toContain('entro sabato 12 settembre 2026');
  });

  it('reads whether an offer still holds as what a still asks, not as a word the page must say', async () => {
    const rates = hit(
      'https://ncc.test/tariffe',
      'Tariffe',
      '## Tariffe e supplementi\n\nSconto del 10% sui transfer prenotati entro il 31 maggio 2026 per viaggi dal 1° giugno al 30 settembre 2026. Codice ESTATE26.',
    );
    const home = hit('https://ncc.test/', 'NCC', 'Inserisci il codice ESTATE26 nel modulo di preventivo.');
    const now = new Date('2026-11-24T10:00:00Z');
    const { text } = await write(
      'vale ancora lo sconto del 10% con il codice ESTATE26?',
      [home, rates],
      'it',
      {},
      now,
    );
    expect(text).toContain('entro il 31 maggio 2026');
  });

  it('answers whether an offer is still on by the sentence saying it ended, though the offer’s page says more', async () => {
    const post = hit(
      'https://games.test/news/ottobre-universitario',
      'Ottobre Universitario',
      'L’offerta vale per una persona per badge e non si somma allo sconto della tessera.',
      'Ottobre Universitario: coperto a 2 € per chi studia',
    );
    const faq = hit(
      'https://games.test/faq',
      'Domande frequenti',
      'No, l’offerta Ottobre Universitario (coperto a 2 € per gli studenti) è terminata il 31 ottobre 2026.',
      'C’è ancora l’offerta per gli universitari?',
    );
    const now = new Date('2026-11-24T10:00:00Z');
    const { text } = await write(
      "c'è ancora lo sconto sul coperto per gli universitari?",
      [post, faq],
      'it',
      {},
      now,
    );
    expect(text).toContain('è terminata il 31 ottobre 2026');
  });

  it('answers whether an offer is still on by the sentence saying it ended, before the offer left online', async () => {
    const home = hit(
      'https://bb.test/',
      'Heatherbank B&B',
      'Stay 3 nights, pay for 2! Sunday to Thursday arrivals, until 31 March.',
      'Winter warmer',
    );
    const faq = hit(
      'https://bb.test/faq',
      'Frequently Asked Questions',
      'No, sorry: our winter offer (stay 3 nights, pay for 2) ended on 31 March 2026, and we’re not running it this winter.',
    );
    const now = new Date('2026-11-24T10:00:00Z');
    const still = await write('Is the stay 3 nights pay for 2 deal still on?', [home, faq], 'en', {}, now);
    expect(still.text).toContain('ended on 31 March 2026');
  });

  it('reads a currency’s sign as its name (“25 euro” is “€ 25”)', async () => {
    expect(formsOf('Quota di iscrizione: € 25').match('euro')).toBe(1);
    expect(formsOf('Under-5s: £3.50').match('pound')).toBe(1);
  });

  it('reads a bare value line with its label', async () => {
    const contact = hit(
      'https://shop.test/contatti',
      'Contatti',
      '# Contatti\n\nTelefono\n\n+39 051 234 5678\n\nSiamo in centro.',
    );
    const { text } = await write('Qual è il numero di telefono?', [contact]);
    expect(text).toContain('Telefono: +39 051 234 5678');
  });

  it('answers a question about a closed day with the day asked, not another day’s hours', async () => {
    const hours = hit(
      'https://shop.test/hours',
      'Opening hours',
      'We are open Tuesday to Sunday from 10:00 to 18:00.\n\nWe are closed on Mondays for cleaning.',
    );
    const { text } = await write('Are you open on Mondays?', [hours], 'en');
    expect(text).toContain('closed on Mondays');
    expect(text).not.toContain('10:00');
  });

  it('answers a question asked one way with what the page says the other way: allowed by forbidden, buy by sell', async () => {
    const rules = hit(
      'https://borgo.test/faq',
      'Domande frequenti',
      'Per il campeggio libero in camper c’è l’area attrezzata in Via dei Tigli.\n\nIl campeggio libero è vietato in tutto il territorio comunale.',
    );
    expect((await write('Il campeggio libero è permesso?', [rules])).text).toContain('vietato');
    const oil = hit(
      'https://villa.test/blog/olio',
      'Olio nuovo',
      'La raccolta è cominciata il 20 ottobre.\n\nL’olio nuovo è in vendita dal 15 novembre.',
    );
    expect((await write('Da quando posso comprare l’olio nuovo?', [oil])).text).toContain('15 novembre');
  });

  it('takes a quote naming a rarer word of the question as about the thing asked, though the index never saw that word', async () => {
    const question = 'Can I pay in cash at reception?';
    const concepts = questionConcepts(question);
    expect(concepts.map((c) => c.word)).toEqual(['pay', 'cash', 'reception']);
    const passages = [
      hit('https://shop.test/visit', 'Visiting', 'Guests pay £8 per visit and must be 16 or over.'),
      hit('https://shop.test/cafe', 'Café', 'The café and reception are cashless: we accept cards only.'),
    ];
    // 'pay' is the rarest word the index holds; 'cash' is in no page's index ('cashless' is another word).
    const answer = await writeWeighed(question, passages, {
      concepts,
      weights: [2.5, 4, 1.5],
      found: [true, false, true],
    });
    expect(answer.text).toContain('cashless');
  });

  it('declines when only the page title holds the words asked about', async () => {
    const offers = hit(
      'https://shop.test/wedding-offers',
      'Wedding offers',
      'Our packages include a welcome aperitif.',
    );
    const { text } = await write('Do you make wedding cakes?', [offers], 'en');
    expect(text).toMatch(/^I'm sorry/);
  });

  it('never quotes a privacy page for a question that is not about privacy', async () => {
    const privacy = {
      ...hit('https://shop.test/privacy', 'Privacy', 'Write to privacy@shop.test to exercise your rights.'),
      kind: 'legal',
    };
    const contact = hit('https://shop.test/contatti', 'Contatti', 'Email: ciao@shop.test');
    const { text } = await write('What is your email address?', [privacy, contact], 'en');
    expect(text).toContain('ciao@shop.test');
    expect(text).not.toContain('privacy@');
  });

  it('quotes a legal notice for the business’s registrations, which only it may give', async () => {
    const notice = {
      ...hit(
        'https://brewery.test/note-legali.html',
        'Note legali',
        'Dati societari: Registro delle Imprese di Piacenza – REA PC-184527',
      ),
      kind: 'legal',
    };
    const home = hit('https://brewery.test/', 'Birrificio', 'Birrificio Val Trebbia · P.IVA 01987650336');
    const { text } = await write('Qual è il numero REA della società?', [notice, home]);
    expect(text).toContain('PC-184527');
  });

  it("quotes a council's registration whole, its 'no.' ending no sentence before the code", async () => {
    const footer = hit(
      'https://ink.test/',
      'Inkwell Tattoo',
      'Registered with Brighton & Hove City Council for tattooing and skin piercing, registration no. TP/0418',
      'Studio',
    );
    const terms = hit(
      'https://ink.test/terms',
      'Terms',
      'These terms apply to the services of Inkwell Ltd, a company registered in England and Wales, company number 10482736.',
    );
    const { text } = await write(
      "What's your council registration number for tattooing?",
      [terms, footer],
      'en',
    );
    expect(text).toContain('registration no. TP/0418');
    expect(text).not.toContain('10482736');
    // A code opening with its country's letters apart is the number still.
    const vat = hit(
      'https://cycle.test/',
      'Dalesway Cycle Tours',
      '© 2026 Dalesway Cycle Tours Ltd · Registered in England & Wales no. 10836295 · VAT no. GB 284 6617 09',
    );
    expect((await write('I need your VAT number for my expenses claim', [vat], 'en')).text).toContain(
      'VAT no. GB 284 6617 09',
    );
  });

  it('never quotes a post’s byline: when it was published, who wrote it, how often it was read', async () => {
    const post = hit(
      'https://ski.test/novita/47-serata',
      'Serata sulla sicurezza in montagna',
      'Scritto da: Markus Feichtnar\n\nPubblicato: 2 Novembre 2026\n\nVisite: 268\n\nLa serata con le guide alpine è giovedì 17 dicembre alle 20:30.',
    );
    const when = await write('Quando è la serata con le guide alpine?', [post]);
    expect(when.text).toContain('17 dicembre');
    expect(quotesOf([post]).map((q) => q.text)).toEqual([
      'La serata con le guide alpine è giovedì 17 dicembre alle 20:30.',
    ]);
  });

  it('gives a value marked with an asterisk with the note the page marks it for', async () => {
    const times = hit(
      'https://park.test/facilities',
      'Facilities',
      'Heated outdoor pool · Low season: Closed · Mid season: 10am–6pm* · High & Peak: 9am–7pm\n\nShop · Low season: 8am–6pm\n\n*The pool is open from 23 May to 13 September 2026. It stays closed over Easter.',
      'Opening times 2026',
    );
    const pool = await write('When is the heated outdoor pool open in mid season?', [times], 'en');
    expect(pool.text).toContain('10am–6pm');
    expect(pool.text).toContain('(*The pool is open from 23 May to 13 September 2026.)');
    const shop = await write('When is the shop open in low season?', [times], 'en');
    expect(shop.text).not.toContain('23 May');
  });

  it('quotes the terms and conditions for the rules they alone give, and the site’s own page before them', async () => {
    const terms = {
      ...hit(
        'https://ski.test/condizioni-generali',
        'Condizioni generali',
        "Lezioni private: la disdetta è gratuita fino a 48 ore prima dell'inizio della lezione.",
      ),
      kind: 'terms',
    };
    const cancel = await write('Fino a quando posso disdire gratis una lezione privata?', [terms]);
    expect(cancel.text).toContain('fino a 48 ore prima');
    const page = hit(
      'https://ski.test/lezioni-private',
      'Lezioni private',
      'Disdetta: gratuita fino a 72 ore prima della lezione privata.',
    );
    const first = await write('Fino a quando posso disdire gratis una lezione privata?', [terms, page]);
    expect(first.text).toContain('72 ore');
  });

  it('answers a follow-up about the earlier question’s subject, not another thing with the same words', async () => {
    const rooms = hit('https://shop.test/rooms', 'Rooms', 'An extra bed costs €35 per night.');
    const pets = hit('https://shop.test/faq', 'FAQ', 'Dogs are welcome for a supplement of €15 per night.');
    const own = questionConcepts('How much is it per night?');
    const earlier = questionConcepts('Do you accept dogs?');
    const concepts = [...own, ...earlier];
    const answer = await writeWeighed('How much is it per night?', [rooms, pets], {
      concepts,
      weights: concepts.map((_, i) => (i < own.length ? 1 : 0.7) * 2),
      found: concepts.map(() => true),
      asked: own.length,
    });
    expect(answer.text).toContain('€15 per night');
    // 'How much extra' asks for a price as 'how much is it' does: the supplement is its answer.
    const extra = questionConcepts('How much extra is it per night?');
    const withExtra = [...extra, ...earlier];
    expect(answerCues('How much extra is it per night?').answers('extra', 'a supplement of €15')).toBe(true);
    const extraAnswer = await writeWeighed('How much extra is it per night?', [rooms, pets], {
      concepts: withExtra,
      weights: withExtra.map((_, i) => (i < extra.length ? 1 : 0.7) * 2),
      found: withExtra.map(() => true),
      asked: extra.length,
    });
    expect(extraAnswer.text).toContain('€15 per night');
  });

  it('reads a short sentence with the one before it: the shuttle’s fare, not the bus’s, follows a question about the shuttle', async () => {
    const train = hit(
      'https://borgo.test/come-arrivare',
      'Come arrivare',
      '# In treno\n\nDalla stazione la navetta comunale porta in paese, dal lunedì al sabato. Biglietto € 1,20.',
    );
    const bus = hit(
      'https://borgo.test/come-arrivare',
      'Come arrivare',
      '# In autobus\n\nDa Siena la linea 112 arriva in paese, fermata Porta Senese. Biglietto € 3,80.',
    );
    expect(quotesOf([train]).at(-1)?.leansOn).toContain('navetta');
    // A price list's record is followed by its own details, which name nothing after them.
    const pizzas = hit(
      'https://ponte.test/pizzeria',
      'Pizzeria',
      '## Le classiche\n\nMarinara € 6,00 € 11,00\n\npomodoro, aglio, origano\n\nMargherita € 7,00 € 12,50\n\n## Dentista\n\nOtturazione\n\nda € 95\n\nDevitalizzazione\n\nda € 280',
    );
    const texts = quotesOf([pizzas]).map((q) => q.text);
    expect(texts).toContain('Le classiche: Margherita € 7,00 € 12,50');
    // 'da € 95' names no record of its own: the line after it names the next.
    expect(texts).toContain('Devitalizzazione: da € 280');
    // A fact line naming itself with a long label ('Changeover day in High and Peak season: Saturday') is a
    // record, no label for the line after it.
    const caravans = hit(
      'https://park.test/static-caravans',
      'Static caravans',
      'Changeover day in High and Peak season: Saturday\n\nCot hire: £15 per week\n\nDog (Gull 3 and Gull 5, one dog): £30 per week',
    );
    expect(quotesOf([caravans]).map((q) => q.text)).toEqual([
      'Changeover day in High and Peak season: Saturday',
      'Cot hire: £15 per week',
      'Dog (Gull 3 and Gull 5, one dog): £30 per week',
    ]);
    // A line closed by a colon labels the value after it, dates and all; a time's colon labels nothing.
    const office = hit(
      'https://ski.test/',
      'Scuola Sci',
      'In season (5 December – 11 April):\n\ndaily 8:15–12:30 and 14:30–18:00',
      'Office hours',
    );
    expect(quotesOf([office]).map((q) => q.text)).toContain(
      'In season (5 December – 11 April): daily 8:15–12:30 and 14:30–18:00',
    );
    // A fee list printing each description and its price in blocks side by side: the price is the
    // description's, not the heading's; a line holding a value of its own labels no other.
    const bands = hit(
      'https://dental.test/nhs',
      'NHS dentistry',
      '### NHS charges\n\nBand 1: examination, diagnosis, X-rays and advice\n\n£27.90\n\nBand 2: everything in Band 1, plus fillings and extractions\n\n£76.60\n\nEmail: info@dental.test\n\n+44 1225 310 000',
    );
    expect(quotesOf([bands]).map((q) => q.text)).toEqual([
      'Band 1: examination, diagnosis, X-rays and advice',
      'Band 1: examination, diagnosis, X-rays and advice: £27.90',
      'Band 2: everything in Band 1, plus fillings and extractions',
      'Band 2: everything in Band 1, plus fillings and extractions: £76.60',
      'Email: info@dental.test',
      'NHS charges: +44 1225 310 000',
    ]);
    // A card of a name and its description, its duration and price in a block beside them (Framer's): the
    // price is the named record's; a name whose only figures are its qualifier's is no value.
    const cards = hit(
      'https://barber.test/services',
      'Services',
      '### Haircuts\n\nSkin Fade: Bald or foil fade, blended into any length on top.\n\n45 min: £28\n\nKids’ Cut (under 12)\n\n30 min: £16\n\nTeen Cut (12–15)\n\n30 min: £20',
    );
    expect(quotesOf([cards]).map((q) => q.text)).toEqual([
      'Skin Fade: Bald or foil fade, blended into any length on top.',
      'Skin Fade: 45 min: £28',
      'Kids’ Cut (under 12)',
      'Kids’ Cut (under 12): 30 min: £16',
      'Teen Cut (12–15)',
      'Teen Cut (12–15): 30 min: £20',
    ]);
    // A card whose name, description, duration and price are each a block of its own (a Wix repeater's): the
    // duration and the price after the description are the card's.
    const repeater = hit(
      'https://groomer.test/prices',
      'Prices',
      '## Full Groom\n\nFull Groom · Medium dog\n\n10–25kg (cockapoos, Schnauzers). Everything in a full groom.\n\n2 hr 30 min\n\n£56\n\nFull Groom · Giant dog\n\nOver 40kg (Newfoundlands, Bernese).\n\nfrom £88',
    );
    expect(quotesOf([repeater]).map((q) => q.text)).toEqual([
      'Full Groom · Medium dog',
      '10–25kg (cockapoos, Schnauzers).',
      'Everything in a full groom.',
      'Full Groom: 2 hr 30 min',
      'Full Groom · Medium dog: £56',
      'Full Groom · Giant dog',
      'Over 40kg (Newfoundlands, Bernese).',
      'Full Groom · Giant dog: from £88',
    ]);
    // A card's list of what it includes names nothing after it, nor does its button after the list: the next
    // card's price is the next card's.
    const plans = (button: string) =>
      hit(
        'https://gym.test/abbonamenti',
        'Abbonamenti',
        `## Ridotti\n\nStudenti Open Gym\n\n€ 45 /mese\n\n- Con il tesserino universitario\n- Solo abbonamento mensile\n\n${button}Studenti Open Gym + Corsi\n\n€ 62 /mese`,
      );
    for (const button of ['', 'Iscriviti\n\n'])
      expect(quotesOf([plans(button)]).map((q) => q.text)).toContain('Studenti Open Gym + Corsi: € 62 /mese');
    // A numbered section's figure ends no sentence.
    const rules = hit(
      'https://kayak.test/policy',
      'Policy',
      '5. Arriving late\n\nPlease check in 20 minutes before.',
    );
    expect(quotesOf([rules]).map((q) => q.text)).toEqual([
      '5. Arriving late',
      'Please check in 20 minutes before.',
    ]);
    // A post's counters are no text of it, after its date or alone; a line with a figure of its own stays.
    const listing = hit(
      'https://kayak.test/blog',
      'Blog',
      '## Winter 2026\n\n11/10/2026 0 Comments\n\nThe hut is closed.\n\n214 views: 0 comments\n\n## 0 Comments\n\nX-ray 2 views €40',
    );
    expect(quotesOf([listing]).map((q) => q.text)).toEqual([
      'Winter 2026: 11/10/2026',
      'The hut is closed.',
      'Winter 2026: X-ray 2 views €40',
    ]);
    // An abbreviation's period before a figure ends no sentence, and the abbreviation says the word.
    const groups = hit(
      'https://ski.test/corsi',
      'Corsi',
      'Max. 6 bambini per gruppo. Ritrovo alle 9:15.',
      'Bambini',
    );
    expect(quotesOf([groups]).map((q) => q.text)).toEqual([
      'Max. 6 bambini per gruppo.',
      'Ritrovo alle 9:15.',
    ]);
    const most = await write('Quanti bambini al massimo per gruppo?', [groups]);
    expect(most.text).toContain('Max. 6 bambini per gruppo');
    const question = 'Quanto costa il biglietto?';
    const own = questionConcepts(question);
    const earlier = questionConcepts("C'è una navetta dalla stazione?");
    const concepts = [...own, ...earlier];
    const answer = await writeWeighed(question, [bus, train], {
      concepts,
      weights: concepts.map((_, i) => (i < own.length ? 2 : 1.4)),
      found: concepts.map(() => true),
      asked: own.length,
    });
    expect(answer.text).toContain('€ 1,20');
  });

  it('answers a follow-up with a pronoun by what it asks now: the booking notice, not another duration on the page', async () => {
    const party = hit(
      'https://shop.test/kids-parties',
      'Birthday parties',
      'One hour in the pool with games, then 45 minutes in our party room.\n\nPlease book at least three weeks ahead; a £50 deposit secures your date.',
    );
    const faq = hit(
      'https://shop.test/faq',
      'FAQ',
      'You can cancel a class booking up to 12 hours before it starts.',
    );
    const question = 'How far ahead do I need to book one?';
    const own = questionConcepts(question);
    const earlier = questionConcepts("Do you do children's birthday parties?");
    expect(own.map((c) => c.word)).toEqual(['far', 'ahead', 'book']);
    const concepts = [...own, ...earlier];
    // 'far' is on no page; 'party' is rarer than 'book', which two pages hold.
    const answer = await writeWeighed(question, [party, faq], {
      concepts,
      weights: [4.2, 3.1, 1.4, 0.8, 1.8, 1.8],
      found: [false, true, true, true, true, true],
      asked: own.length,
    });
    expect(answer.text).toContain('three weeks ahead');
  });

  it('compares the age a visitor gives with the ages a page allows, and takes a curly “can’t” for a no', async () => {
    const faq = hit(
      'https://shop.test/faq',
      'FAQ',
      'Young people aged 11 to 15 can use the gym only during junior sessions. Children under 11 can’t use the gym.',
    );
    const cues = answerCues('Can my 9-year-old use the gym with me?');
    expect(cues.asksFor('9')).toBe(true);
    expect(cues.answers('old', 'Children under 11 can’t use the gym.')).toBe(true);
    const { text } = await write('Can my 9-year-old use the gym with me?', [faq], 'en');
    expect(text).toContain('under 11 can’t use the gym');
  });

  it('takes a line under a page titled with the thing asked about as about it, and a date for no phone number', async () => {
    const office = hit(
      'https://town.test/en/tourist-office',
      'Montevento - Tourist Office',
      'Telephone: +39 0577 849210\n\nLast updated: 16/02/2026',
      'Contacts',
    );
    const home = hit(
      'https://town.test/',
      'Montevento - Official guide',
      'Last updated: 16/02/2026',
      'Tourist office',
    );
    expect(answerCues('What is the phone number?')('Last updated: 16/02/2026')).toBe(0);
    expect(answerCues('What is the phone number?')('Copyright © 2005-2026 Comune')).toBe(0);
    expect(answerCues('What is the phone number?')('Tel. 0577/849210')).toBe(1);
    const question = "What's the phone number of the tourist office?";
    const concepts = questionConcepts(question);
    expect(concepts.map((c) => c.word)).toEqual(['phone', 'number', 'tourist', 'office']);
    const answer = await writeWeighed(question, [home, office], {
      concepts,
      weights: [2.5, 3, 2, 2],
      found: [true, true, true, true],
    });
    expect(answer.text).toContain('+39 0577 849210');
  });

  it('quotes one page, once', async () => {
    const a = hit('https://shop.test/menu', 'Menu', 'La margherita costa 7 €.');
    const b = hit('https://shop.test/listino', 'Listino', 'Margherita 7 €.');
    const { text, sources } = await write('Quanto costa la margherita?', [a, b]);
    expect(text.match(/Secondo la pagina/g)).toHaveLength(1);
    expect(sources).toHaveLength(1);
  });
});

describe('word forms', () => {
  it.each([
    ['ordinare', 'ordina', true],
    ['pizze', 'pizza', true],
    ['orari', 'orario', true],
    ['runs', 'run', true],
    ['pets', 'pet-friendly', true],
    ['costa', 'costruito', false],
    ['ora', 'orari', false],
  ])('%s is found in "%s": %s', (asked, text, found) => {
    const [concept] = questionConcepts(asked);
    expect(presence(concept!, formsOf(text)) > 0).toBe(found);
  });

  it('reads a sentence’s forms once, however many questions judge it', () => {
    const text = 'Le pizze si ordinano fino alle 22:00.';
    expect(formsOf(text)).toBe(formsOf(text));
    expect(presence(questionConcepts('ordinare')[0]!, formsOf(text))).toBeGreaterThan(0);
  });
});
