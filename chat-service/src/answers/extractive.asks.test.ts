import { describe, expect, it } from 'vitest';
import { type Lexicon, questionConcepts, TRANSLATION_WEIGHT } from '../knowledge/analysis/question.ts';
import type { KnowledgeHit } from '../knowledge/knowledge.search.ts';
import { hit, write, writeByWeights, writeFollowUp, writeWeighed } from './answer.test-passages.ts';
import { answerCues } from './answer-cues.ts';
import { formsOf, notBeing, quotesOf, saidIn } from './evidence.ts';
import { extractiveWriter } from './extractive.writer.ts';
import { allowedThing } from './question.focus.ts';
import { circumstancesOf, compoundHeads, modifiesAnother } from './question.reading.ts';

describe('what an extractive answer quotes, by what the question asks', () => {
  it("gives a line that is no sentence under its heading: a team card's name over the role asked about", async () => {
    const team = [
      hit('https://garage.test/about', 'About us', 'Workshop manager and EV technician', 'Tom Hartley'),
      hit('https://garage.test/about', 'About us', 'Tom runs the workshop day to day.', 'Tom Hartley'),
    ];
    const answer = await writeByWeights('Who is the workshop manager?', team, [2.2, 3.1]);
    expect(answer.text).toContain('Tom Hartley: Workshop manager');
    // A sentence says what it says without its heading.
    const hours = [
      hit('https://garage.test/hours', 'Opening hours', 'The workshop opens at 8am.', 'Workshop'),
    ];
    expect((await writeByWeights('When does the workshop open?', hours, [2.2, 1])).text).not.toContain(
      'Workshop:',
    );
  });

  it('answers whether the visitor may do a thing by a rule naming the thing, whatever else the question says', async () => {
    const pages = [
      hit(
        'https://studio.test/hire',
        'Studio hire',
        'No smoke machines, haze, glitter, confetti or naked flames.',
        'Please note',
      ),
      hit('https://studio.test/library', 'Online courses', 'More than 60 video courses to watch at home.'),
    ];
    const weigh: Record<string, number> = {
      allowed: 4.6,
      use: 3,
      smoke: 3.5,
      fog: 3.5,
      machine: 3.5,
      music: 4.6,
    };
    const ask = (question: string, unheld: string[]) => {
      const concepts = questionConcepts(question);
      return writeWeighed(question, pages, {
        concepts,
        weights: concepts.map((c) => weigh[c.word] ?? 1),
        found: concepts.map((c) => !unheld.includes(c.word)),
      });
    };
    const smoke = await ask('Are we allowed to use a smoke machine in the studio for a music video?', [
      'allowed',
      'music',
    ]);
    expect(smoke.text).toContain('No smoke machines');
    // A thing the knowledge never names is not answered by a rule about another.
    const fog = await ask('Are we allowed to use a fog machine in the studio for a music video?', [
      'allowed',
      'fog',
      'music',
    ]);
    expect(fog.declined).toBe(true);
    // The thing is what follows the verb, the verb itself when nothing does; none when a place follows it.
    const thing = (question: string) => {
      const concepts = questionConcepts(question);
      return allowedThing(
        question,
        concepts,
        concepts.map(() => true),
        () => true,
      )?.map((c) => c.word);
    };
    expect(thing('Can I just bring my dog on the tour?')).toEqual(['dog']);
    expect(thing('posso fumare?')).toEqual(['fumare']);
    expect(thing('Si può fumare in camera?')).toBeUndefined();
    expect(thing('posso pagare col bancomat?')).toEqual(['bancomat']);
    // Buying or hiring a thing asks whether the business sells it, which no house rule says.
    expect(thing('can I buy climbing shoes from you?')).toBeUndefined();
    // A measure after its number describes the thing after it.
    expect(thing('Can I get the 48-hour urgent service on my leather jacket?')).toContain('service');
    expect(thing('Can I get the 48-hour urgent service on my leather jacket?')).not.toContain('hour');
  });

  it('answers whether the visitor may bring a thing by a rule about it, not by a sentence naming it and the verb', async () => {
    const faq = (text: string) =>
      hit('https://enoteca.test/faq', 'Domande frequenti', text, 'Posso venire con il cane?');
    const pages = [
      faq('Sì: i cani educati e al guinzaglio sono i benvenuti al bancone, in sala e nel dehors.'),
      faq('Fa eccezione la Cantinetta durante le degustazioni: lì i cani non possono entrare.'),
      faq('La ciotola d’acqua la portiamo noi.'),
    ];
    const ask = (question: string) => {
      const concepts = questionConcepts(question);
      return writeWeighed(
        question,
        pages,
        { concepts, weights: concepts.map(() => 2), found: concepts.map(() => true) },
        'it',
      );
    };
    // the exception is read after the rule
    expect((await ask('posso portare il cane?')).text).toContain('sono i benvenuti');
    expect((await ask('posso portare il cane alla degustazione?')).text).toContain('non possono entrare');
  });

  it('reads a season across two years as naming both, the next one asked by its year', async () => {
    const prices = (text: string) => hit('https://sci.test/prezzi', 'Prezzi', text, 'Skipass');
    const pages = [
      prices('Stagione 2025/26: skipass giornaliero 40 €'),
      prices('Stagione 2026/27: skipass giornaliero 45 €'),
    ];
    const now = new Date('2026-11-24T10:00:00Z');
    expect(
      (await write('quanto costa lo skipass giornaliero nella stagione 2027?', pages, 'it', {}, now)).text,
    ).toContain('45 €');
  });

  it('answers the usual hours asked by the line for every day before the one for a single weekday', async () => {
    const hours = (text: string, heading: string) =>
      hit('https://enoteca.test/orari', 'Orari e contatti', text, heading);
    const pages = [
      hours('La domenica la cucina è aperta solo a cena, dalle 18:30 alle 21:30.', 'Cucina'),
      hours('Cena: dalle 19:00 alle 22:00', 'Cucina'),
    ];
    expect((await write('fino a che ora è aperta la cucina la sera?', pages)).text).toContain('22:00');
    expect((await write('fino a che ora è aperta la cucina la domenica sera?', pages)).text).toContain(
      '21:30',
    );
  });

  it('reads the thing the visitor asks to be allowed as what the question is about, not the day it names', async () => {
    const pages = [
      hit(
        'https://games.test/contatti',
        'Contatti e orari',
        'Giorno: Sabato · Orario: 11:00 – 01:30',
        'Orari',
      ),
      hit(
        'https://games.test/prenota',
        'Prenota un tavolo',
        'Il sabato dalle 20:00 non prendiamo prenotazioni: i tavoli sono di chi arriva prima.',
        'Le regole delle prenotazioni',
      ),
    ];
    const question = 'si può prenotare un tavolo per sabato alle 21?';
    const concepts = questionConcepts(question);
    const weigh: Record<string, number> = { prenotare: 1, tavolo: 1.2, sabato: 1.4, '21': 2.4 };
    const { text } = await writeWeighed(
      question,
      pages,
      { concepts, weights: concepts.map((c) => weigh[c.word] ?? 1), found: concepts.map(() => true) },
      'it',
    );
    expect(text).toContain('non prendiamo prenotazioni');
  });

  it('reads a name of several words the visitor gives as said together, not by its words across a page', async () => {
    const pages = [
      hit(
        'https://cycle.test/',
        'Cycle tours in Settle',
        'Guided day rides, self-guided tours and gravel bike hire, 2 minutes from Settle station.',
        'Cycle the Yorkshire Dales from Settle',
      ),
      hit(
        'https://cycle.test/itinerary/dales-gravel-day',
        'Dales Gravel Day',
        'Six hours on the old drove roads with Sam, our gravel guide.',
        'Dales Gravel Day',
      ),
    ];
    const answer = await writeByWeights('How long is the Dales Gravel Day?', pages, [2.3, 1.3, 1.4, 0.5]);
    expect(answer.text).toContain('Six hours');
  });

  it('answers a holiday asked by a quote naming its day before a rule whose dates hold it', async () => {
    const pages = [
      {
        ...hit(
          'https://club.test/en/hours',
          'Opening hours',
          '1 October – 31 March: Monday – Friday: 8am – 11pm',
          'Winter',
        ),
        language: 'en',
      },
      hit('https://club.test/natale-2026', 'Orari di Natale 2026', 'Giovedì 24 dicembre: 8:00 – 14:00'),
    ];
    const { text } = await write('What time do you close on Christmas Eve?', pages, 'en');
    expect(text).toContain('8:00 – 14:00');
  });

  it('reads an FAQ’s answer as about its own question: one asking none of the visitor’s words answers another', async () => {
    const pages = [
      hit(
        'https://accountants.test/faq',
        'FAQ',
        'It’s included in both Limited Company packages, and sole traders can add it for £9 a month.',
        'Do you offer tax investigation cover?',
      ),
      hit(
        'https://accountants.test/pricing',
        'Pricing',
        'Monthly fee (plus VAT) · Sole Trader: £95 · Limited Company: £210',
        'Monthly packages',
      ),
    ];
    const answer = await write('How much is the Sole Trader package?', pages, 'en');
    expect(answer.text).toContain('£95');
    expect(answer.text).not.toContain('£9 a month');
  });

  it('reads what the visitor adds after the question as their circumstances, unless it gives a figure', () => {
    const said = (question: string) => {
      const concepts = questionConcepts(question);
      return [...circumstancesOf(question, concepts)].map((i) => concepts[i]?.word).sort();
    };
    expect(said('How wide is the door on Heron? We need to check the wheelchair fits')).toEqual([
      'check',
      'fits',
      'wheelchair',
    ]);
    // A name given after asking says which: it is asked about.
    expect(said("Can you pick me up at the airport? I'm flying into Florence")).toEqual(['flying']);
    expect(said('oggi siete aperti? pensavo di passare stasera')).toEqual(['passare', 'pensavo', 'stasera']);
    expect(said('quanto si paga a persona a notte in alta stagione? siamo 2 adulti')).toEqual([]);
  });

  it('reads the page the visitor saw a thing on as where they saw it, not as what they ask of', async () => {
    const said = (question: string) => {
      const concepts = questionConcepts(question);
      return [...circumstancesOf(question, concepts)].map((i) => concepts[i]?.word).sort();
    };
    // Their seeing it too is how they know, not what they ask.
    expect(said('I saw the autumn offer on your home page. Can I still get it?')).toEqual([
      'home',
      'page',
      'saw',
    ]);
    expect(said("We've read that Wednesdays are cheaper, is that still the case?")).toEqual(['read']);
    expect(said('ho visto sul vostro sito lo sconto del 10%, vale ancora?')).toEqual(['sito', 'visto']);
    const pages = [
      hit(
        'https://cottages.test/en',
        'Home',
        '🍂 Autumn offer: 3 nights for the price of 2 – until 31 October!',
      ),
      hit(
        'https://cottages.test/en/faq',
        'FAQ',
        'No: the 2026 autumn offer (3 nights for the price of 2) ended on 31 October 2026.',
        'Is the autumn offer still on?',
      ),
    ];
    const { text } = await write(
      'I saw the autumn offer on your home page, 3 nights for the price of 2. Can I still get it?',
      pages,
      'en',
    );
    expect(text).toContain('ended on 31 October 2026');
  });

  it('reads what the visitor needs a thing for as their purpose, not as what they ask of', async () => {
    const said = (question: string) => {
      const concepts = questionConcepts(question);
      return [...circumstancesOf(question, concepts)].map((i) => concepts[i]?.word).sort();
    };
    expect(said('mi serve la partita iva per la fattura')).toEqual(['fattura']);
    expect(said('I need your VAT number for my expenses claim')).toEqual(['claim', 'expenses']);
    // A vague length of time is how long they mean to; a figure is the case asked about.
    expect(said('Could I rent one of your pianos to keep at home for a few months?')).toEqual([
      'few',
      'months',
    ]);
    expect(said('posso lasciare la bici da voi per qualche giorno?')).toEqual(['giorno']);
    expect(said('can I leave my bike with you for 3 days?')).toEqual([]);
    const pages = [
      hit(
        'https://ludoteca.test/',
        'Home',
        'La Tana dei Dadi di Rossi Marco, Via San Vitale 96/C, 40125 Bologna, P.IVA 03927150373',
        'Contatti',
      ),
      hit('https://ludoteca.test/sala', 'Sala privata', 'Facciamo fattura.', 'Per le aziende'),
    ];
    const question = 'mi serve la partita iva per la fattura';
    const concepts = questionConcepts(question);
    const answer = await writeWeighed(
      question,
      pages,
      { concepts, weights: [2, 2.6, 3.7], found: concepts.map(() => true) },
      'it',
    );
    expect(answer.text).toContain('P.IVA 03927150373');
  });

  it('reads what the visitor means to do with the thing asked as their circumstances', async () => {
    const question = 'Can you unlock my phone so I can use it on a different network?';
    const concepts = questionConcepts(question);
    expect([...circumstancesOf(question, concepts)].map((i) => concepts[i]?.word).sort()).toEqual([
      'different',
      'network',
      'use',
    ]);
    const pages = [
      hit(
        'https://fix.test/faq',
        'FAQ',
        'We do not unlock phones – not from a network, and not from an iCloud or Google account.',
        'FAQ › Can you unlock my phone?',
      ),
      hit(
        'https://fix.test/parts',
        'Genuine vs compatible parts',
        'Batteries: we fit high-capacity compatible batteries as standard.',
        'Genuine vs compatible parts › What’s the price difference?',
      ),
    ];
    // weighed as the search would: 'use', 'different' and 'network' are rarer on the site than 'unlock'
    const weigh: Record<string, number> = {
      unlock: 2.6,
      phone: 0.4,
      so: 1.6,
      use: 3,
      different: 3.9,
      network: 2.3,
    };
    const answer = await writeWeighed(question, pages, {
      concepts,
      weights: concepts.map((c) => weigh[c.word] ?? 1),
      found: concepts.map(() => true),
    });
    expect(answer.text).toContain('We do not unlock phones');
  });

  it('answers whether there is a thing by a sentence saying so only when the knowledge names enough of the question', async () => {
    const weighed = (
      question: string,
      text: string,
      weights: number[],
      found: boolean[],
      language: 'it' | 'en' = 'en',
    ) =>
      writeWeighed(
        question,
        [hit('https://rooms.test/faq', 'FAQ', text, 'Good to know')],
        { concepts: questionConcepts(question), weights, found },
        language,
      );
    // no page names bikes: 'never locked' is about the doors
    const bike = await weighed(
      'is there anywhere to lock up my bike?',
      'The doors of our rooms are never locked, and there’s a green exit button beside every door.',
      [1.9, 4.9],
      [true, false],
    );
    expect(bike.declined).toBe(true);
    // 'disabili' is said otherwise ('accessibile'): the toilet is what is asked
    const toilet = await weighed(
      'avete un bagno per disabili?',
      'Al piano terra c’è un bagno accessibile con la sedia a rotelle.',
      [3.8, 4.9],
      [true, false],
      'it',
    );
    expect(toilet.text).toContain('bagno accessibile');
  });

  it('reads a section’s rows as of the days its first line defines the section’s name by', async () => {
    const section = (name: string, days: string, price: string) =>
      hit(
        'https://rooms.test/pricing',
        'Prices',
        `${name}: ${days}\n\nPlayers: 8 · Price per person: ${price}`,
        `Prices › ${name}`,
      );
    const pages = [
      section('Off-peak', 'Tuesday to Thursday, and Friday before 5pm.', '£19'),
      section('Peak', 'Friday from 5pm, Saturday, Sunday and bank holidays.', '£21'),
    ];
    const saturday = await writeByWeights(
      'How much would it be for 8 of us on a Saturday?',
      pages,
      [1.6, 2.1],
    );
    expect(saturday.text).toContain('£21');
    const tuesday = await writeByWeights('How much would it be for 8 of us on a Tuesday?', pages, [1.6, 2.1]);
    expect(tuesday.text).toContain('£19');
  });

  it('gives the usual hours before a calendar day’s, unless the day is asked', async () => {
    const pages = [
      hit(
        'https://ottica.test/blog/natale',
        'Orari di Natale 2026',
        'Giorno: Giovedì 31 dicembre · Borgo Trento (Via Mameli): 9:00–12:00',
        'Orari di Natale 2026',
      ),
      hit(
        'https://ottica.test/sedi-e-orari',
        'Sedi e orari',
        'Giorno: Martedì – Venerdì · Orario: 9:00–12:30 e 15:00–19:00',
        'Negozio di Borgo Trento',
      ),
    ];
    expect((await write('che orari fa il negozio di Borgo Trento?', pages)).text).toContain('15:00–19:00');
    expect((await write('che orari fa Borgo Trento il 31 dicembre?', pages)).text).toContain('9:00–12:00');
    // a season's span of dates is the usual hours, no calendar day read after the rule
    const seasons = [
      hit(
        'https://mill.test/visit',
        'Visit',
        'Winter (1 November – 31 March) Monday to Saturday, 10am – 4pm',
        'Hours',
      ),
      hit(
        'https://mill.test/visit',
        'Visit',
        'The café serves until 4.30pm in summer and 3.30pm in winter.',
        'Hours',
      ),
    ];
    expect((await write('what time do you close in the winter?', seasons, 'en')).text).toContain(
      '10am – 4pm',
    );
  });

  it('reads a policy asked about as the thing it is of: a cancellation policy is no privacy policy', async () => {
    const privacy = {
      ...hit(
        'https://rooms.test/privacy',
        'Privacy and cookies',
        'Puzzlebox Leeds Ltd is the data controller for the personal data we collect.',
        'Privacy and cookie policy',
      ),
      kind: 'legal',
    };
    const faq = hit(
      'https://rooms.test/faq',
      'FAQ',
      'Cancel at least 48 hours before your start time and your deposit is refunded in full.',
      'Can I cancel my booking?',
    );
    // 'policy' is the rarer word on the site: only the privacy page names it.
    const weighed = (question: string) =>
      writeByWeights(
        question,
        [privacy, faq],
        questionConcepts(question).map((c) => (c.word === 'cancellation' ? 2.4 : 3.2)),
      );
    expect((await weighed("What's your cancellation policy?")).text).toContain('48 hours');
    expect((await weighed("What's your privacy policy?")).text).toContain('data controller');
  });

  it('gives a line labelled by its heading under the heading above, not the label twice', async () => {
    const price = hit(
      'https://farm.test/en/cooking',
      'Dinner & cooking class',
      '€75 per person, lunch and wine included',
      'Dinner & cooking class › Sicilian cooking class › Price',
    );
    const answer = await write('How much is the cooking class?', [price], 'en');
    expect(answer.text).toContain('Sicilian cooking class: Price: €75 per person');
  });

  it('reads a clause of when the visitor comes as their circumstances, unless a time is asked', () => {
    const said = (question: string) => {
      const concepts = questionConcepts(question);
      return [...circumstancesOf(question, concepts)].map((i) => concepts[i]?.word).sort();
    };
    expect(said('Dove posso parcheggiare quando porto mia figlia a lezione?')).toEqual([
      'figlia',
      'lezione',
      'porto',
    ]);
    expect(said('where do I leave the car when I come in for my meeting')).toEqual(['meeting']);
    // Asked when, or of another's doing, 'when' says which time: it is asked about.
    expect(said('What time can we get into our room when we arrive?')).toEqual([]);
    expect(said('What do you actually do when you service a boiler?')).toEqual([]);
    expect(said('e la mattina quando riapre?')).toEqual([]);
    expect(said('fino a quando posso disdire la visita?')).toEqual([]);
    expect(said('abito a Palermo, se ordino oggi quando mi arrivano le birre?')).toEqual([]);
  });

  it('reads the other way the visitor offers, and the case of a yes-no question, as their circumstances', () => {
    const said = (question: string) => {
      const concepts = questionConcepts(question);
      return [...circumstancesOf(question, concepts)].map((i) => concepts[i]?.word).sort();
    };
    expect(said('bisogna prenotare la degustazione o si può passare quando si vuole?')).toEqual(['passare']);
    expect(said('do I need to book or can I just turn up?')).toEqual(['turn']);
    expect(said('is it ok to smoke in the campervan if we keep the windows open?')).toEqual([
      'keep',
      'open',
      'windows',
    ]);
    // Asking what happens if, the condition is what is asked.
    expect(said('what happens if we are late for the tasting?')).toEqual([]);
    expect(said('is there a discount if I bring both my dogs in together?')).toEqual([]);
    expect(said('il treno o l’autobus?')).toEqual([]);
  });

  it('gives with a sentence saying there is none of the thing asked the next, telling what there is instead', async () => {
    const contact = [
      hit(
        'https://accountants.test/contact',
        'Contact us',
        'Parking: there’s no parking at Kensington House. The nearest car park is Victoria car park, about five minutes’ walk.',
        'Getting here',
      ),
    ];
    const answer = await write('Where can I park?', contact, 'en');
    expect(answer.text).toContain('no parking at Kensington House');
    expect(answer.text).toContain('Victoria car park');
    // the next sentence need not name the thing again: under its heading, it holds most of the question
    const visit = [
      hit(
        'https://rooms.test/visit',
        'Visit us',
        'We don’t have a car park of our own. The nearest is the Holbeck Yard multi-storey, a 3-minute walk.',
        'By car',
      ),
    ];
    const parked = await writeByWeights('Where can I park the car?', visit, [3.7, 3.7]);
    expect(parked.text).toContain('Holbeck Yard multi-storey');
  });

  it('reads what the visitor says before asking whether there is a thing as what they know, not what they ask', async () => {
    const access = [
      hit(
        'https://accountants.test/contact',
        'Contact us',
        'Our office is on the first floor.\n\nThe entrance is step-free, and there’s a lift from the entrance hall.',
        'Accessibility',
      ),
    ];
    const answer = await writeByWeights(
      'Your office is on the first floor, is there a lift?',
      access,
      [3.9, 3.9, 3.4, 3.4],
    );
    expect(answer.text).toContain('there’s a lift');
  });

  it('reads a record holding a condition as a narrower case than the one asked, when none is asked', async () => {
    const deadlines = [
      hit(
        'https://accountants.test/key-dates',
        'Key dates',
        'What: Online return if you want HMRC to collect tax through your tax code · Deadline: 30 December 2026\n\nWhat: Online tax returns · Deadline: 31 January 2027',
        'Self-assessment',
      ),
    ];
    const answer = await write('When is the deadline for online tax returns?', deadlines, 'en');
    expect(answer.text).toContain('31 January 2027');
    expect(answer.text).not.toContain('30 December');
  });

  it('gives a closure’s two ends together: a holiday said by its month names no part to cut to', async () => {
    const closure = [
      hit(
        'https://accountants.test/contact',
        'Contact us',
        'We close at 1pm on Thursday 24 December 2026 and reopen at 9am on Monday 4 January 2027.',
        'Christmas and New Year',
      ),
    ];
    const answer = await write('When are you closed over Christmas?', closure, 'en');
    expect(answer.text).toContain('24 December 2026 and reopen at 9am on Monday 4 January 2027');
  });

  it('reads the thing priced past the words asking the price, and the weight band covering the weight given', async () => {
    const bands = ['Up to 10 kg', '10.1 to 25 kg', '25.1 to 40 kg', 'Over 40 kg'].map((band, i) =>
      hit('https://vet.test/en/prices', 'Prices', `Female dog: €${320 + 70 * i}`, band),
    );
    const other = hit('https://vet.test/en/prices', 'Prices', 'Spaying a female cat €180', 'Surgery: cats');
    const answer = await writeByWeights(
      'How much does it cost to spay a 30 kg female dog?',
      [...bands, other],
      [2.3, 3.7, 1.7, 2.2, 3.7, 1.8],
    );
    expect(answer.text).toContain('€460');
    expect(answer.text).not.toContain('€320');
  });

  it('reads the thing priced before a condition the visitor sets ("the travel charge if I live…")', async () => {
    const answer = await writeByWeights(
      'How much is the travel charge if I live more than 10 miles away?',
      [
        hit(
          'https://heat.test/faq',
          'FAQ',
          'Anywhere more than 10 miles from our workshop has a £15 + VAT travel charge.',
        ),
        hit(
          'https://heat.test/finance',
          'Finance',
          'Finance is available for homeowners living in the UK, from £1,000.',
        ),
      ],
      [2.8, 1.86, 3.9, 1.28, 3.05, 2.16],
    );
    expect(answer.text).toContain('£15');
  });

  it('reads a sentence opening on “they” as saying in part what the sentence before named', async () => {
    const answer = await writeByWeights(
      'Can I use a gift voucher to pay for open studio membership?',
      [
        hit(
          'https://pottery.test/gift-vouchers/',
          'Pottery Gift Vouchers',
          '## How it works\n\nTo book with a voucher, choose “Pay with gift voucher” on the booking page and enter the code printed on it.\n\n' +
            'Vouchers can be used for any class, workshop or party. They can’t be used for open studio membership or the kiln firing service.',
        ),
      ],
      [1.79, 1.6, 2.03, 2.17, 0.77, 0.34, 2.03],
    );
    expect(answer.text).toContain('They can’t be used for open studio membership');
  });

  it('reads what a price is counted by ("al mese") as the rate, not as the thing priced', async () => {
    const answer = await writeByWeights(
      'quanto costa al mese il desk flessibile?',
      [
        hit(
          'https://cowork.test/faq',
          'FAQ',
          '## Con il desk flessibile posso lasciare le mie cose sulla scrivania?\n\n' +
            'Per lasciare computer e documenti puoi prendere un armadietto a € 12 al mese.',
        ),
        hit(
          'https://cowork.test/prezzi',
          'Piani e prezzi',
          'Desk flessibile: €190/mese',
          'Abbonamenti › Desk flessibile',
        ),
      ],
      [2.79, 1.3, 1.18, 1.6],
    );
    expect(answer.text).toContain('€190');
  });

  it('reads a rate said as an adjective ("la quota annuale") as no thing the priced page must name', async () => {
    const answer = await writeByWeights(
      'quanto costa la quota annuale da socio ordinario?',
      [
        hit(
          'https://club.test/quote-associative',
          'Quote associative',
          'L’anno sociale va dal 1° ottobre al 30 settembre.\n\n## Socio ordinario\n\n€ 420\n\ndai 18 ai 64 anni',
        ),
      ],
      [2.66, 1.47, 3, 0.8, 3],
    );
    expect(answer.text).toContain('€ 420');
  });

  it('reads a product named with its vintage as current, and either thing a question joins by "or"', async () => {
    const answer = await write(
      'quanto costa la cassa da 6 di ripasso?',
      [
        hit(
          'https://wine.test/products/ripasso-2022',
          'Ripasso Superiore DOC 2022',
          'Cassa da 6 bottiglie – €108,00',
          'Ripasso Superiore DOC 2022',
        ),
        hit(
          'https://wine.test/pages/spedizioni',
          'Spedizioni',
          'Regno Unito: € 39,00 per ogni cassa da 6 bottiglie.',
        ),
      ],
      'it',
      {},
      new Date('2026-11-24T10:00:00Z'),
    );
    expect(answer.text).toContain('€108,00');
    const either = await writeByWeights(
      'do i need to bring my own apron or knives or anything',
      [
        hit('https://cook.test/faq', 'FAQ', 'We lend you an apron for the class.', 'What should I bring?'),
        hit(
          'https://cook.test/terms',
          'Terms',
          'Our kitchen has sharp knives, hot ovens and a wood fire.',
          'Safety',
        ),
      ],
      [3.04, 2.79, 4.5],
    );
    expect(either.text).toContain('We lend you an apron');
  });

  it('reads the condition of a price asked as the visitor’s case, not as the thing priced ("if I just drop in")', async () => {
    const answer = await writeByWeights(
      'How much is adult ballet if I just drop in?',
      [
        hit(
          'https://dance.test/faq',
          'FAQ',
          'For older children you can drop off and collect.',
          'Do I have to stay?',
        ),
        hit(
          'https://dance.test/fees',
          'Fees',
          'Adult ballet, contemporary or tap, pay-as-you-go: £9.00 per class',
          'Adult classes',
        ),
      ],
      [0.93, 0.84, 3.13],
    );
    expect(answer.text).toContain('£9.00');
  });

  it('reads a holiday’s hours after the usual ones, unless the question names the holiday or a day', async () => {
    const christmas = hit(
      'https://cafe.test/news/natale-2026',
      'Natale 2026: orari e panettoni',
      'La vigilia chiudiamo alle 18.00; a Natale siamo aperti solo la mattina, dalle 8.00 alle 13.00, per il banco.',
      'Natale 2026: orari e panettoni',
    );
    // the usual hours found a little less well by the search
    const usual = {
      ...hit(
        'https://cafe.test/caffetteria',
        'Caffetteria',
        'La colazione si serve dalle 7.30 alle 11.30, al banco o al tavolo, con le brioche sfornate ogni mattina.',
        'Colazione',
      ),
      score: 0.7,
    };
    expect((await write('a che ora aprite la mattina?', [christmas, usual])).text).toContain('dalle 7.30');
    expect((await write('a che ora aprite la mattina a Natale?', [christmas, usual])).text).toContain(
      'dalle 8.00',
    );
  });

  it('reads a span of dates still to come before one over, and one over when no later one is given', async () => {
    const closures = [
      hit(
        'https://school.test/news/2025',
        'Christmas closure 2025 and prices for 2026',
        'The school is closed from Saturday 20 December 2025 to Tuesday 6 January 2026.',
        'Christmas',
      ),
      hit(
        'https://school.test/news/2026',
        'Christmas 2026',
        'The school is closed from Saturday 19 December 2026 to Sunday 3 January 2027.',
        'Christmas',
      ),
    ];
    const now = new Date('2026-11-24T10:00:00Z');
    const asked = 'When are you closed for Christmas?';
    expect((await write(asked, closures, 'en', {}, now)).text).toContain('19 December 2026');
    expect((await write(asked, closures.reverse(), 'en', {}, now)).text).toContain('19 December 2026');
    const summer = hit(
      'https://clinic.test/hours',
      'Hours',
      'Summer closure: from 10 to 23 August 2026.',
      'Closures',
    );
    expect((await write('When do you close in August?', [summer], 'en', {}, now)).text).toContain(
      '10 to 23 August',
    );
  });

  it('answers a time the visitor gives by the span of times holding it ("at 2am", "between 10pm and 7am")', async () => {
    const answer = await writeByWeights(
      'are you a 24 hour plumber? could someone come at 2am?',
      [
        hit(
          'https://heat.test/gas',
          'Gas',
          'Call the gas emergency service on 0800 111 999 (free, 24 hours).',
        ),
        hit(
          'https://heat.test/emergency',
          'Emergencies',
          'We are not a 24-hour service: no call-outs between 10pm and 7am.',
        ),
      ],
      [2.29, 0.82, 1.78, 5],
    );
    expect(answer.text).toContain('between 10pm and 7am');
  });

  it('gives the band holding the weight a follow-up names, not the sentence of the band below it', async () => {
    const passages = [
      hit(
        'https://vet.test/en/surgery',
        'Surgery',
        'For a female dog the price depends on her weight, from €320 up to 10 kg.',
        'Spaying',
      ),
      ...['Up to 10 kg', '10.1 to 25 kg', 'Over 25 kg'].map((band, i) =>
        hit('https://vet.test/en/prices', 'Prices', `Female dog: €${320 + 70 * i}`, band),
      ),
    ];
    const answer = await writeFollowUp(
      'and if she weighs 18 kg?',
      'How much is it to spay a female dog?',
      passages,
      [3, 2],
    );
    expect(answer.text).toContain('€390');
    expect(answer.text).not.toContain('€320');
  });

  it('reads a follow-up about the thing asked before, however little its word weighs once counted as context', async () => {
    const faq = hit(
      'https://fix.test/faq',
      'FAQ',
      'Most iPhone screens take 45 minutes and batteries 30 minutes.\n\n' +
        'Back glass takes 2–3 hours, and laptops 2–5 working days.',
      'How long will my repair take?',
    );
    // 'laptops' weighed 1.2 in the earlier question, 0.84 as a follow-up's context: still its subject.
    const answer = await writeFollowUp(
      'how long does it take?',
      'Do you fix laptops?',
      [faq],
      [2.3, 0.84],
      'en',
      {
        fix: 1.4,
      },
    );
    expect(answer.text).toContain('laptops 2–5 working days');
  });

  it('asks the earlier yes or no of the new thing a follow-up names (“what about a tv?”), which a “no TV” answers', async () => {
    const faq = hit(
      'https://boats.test/plan-your-trip',
      'Plan your trip',
      'No, there is no wifi on our boats, and no TV.',
      'Is there wifi on the boats?',
    );
    const answer = await writeFollowUp('what about a tv?', 'Is there wifi on the boats?', [faq], [3.3, 2]);
    expect(answer.text).toContain('and no TV');
  });

  it('reads a follow-up’s holiday apart from another sharing its words, and a day’s “Closed” as its hours', async () => {
    const christmas = hit(
      'https://store.test/blog/christmas-hours',
      'Christmas & New Year opening hours 2026',
      'Here are our office hours over Christmas and New Year.\n\n' +
        'Date: Thursday 31 December (New Year’s Eve) · Office: 9am – 1pm\n\n' +
        'Date: Friday 1 January 2027 (New Year’s Day) · Office: Closed\n\n' +
        'You can get to your unit every day, including Christmas Day and New Year’s Day: 6am – 10pm.',
      'Office',
    );
    const answer = await writeFollowUp(
      'and on New Year’s Day?',
      'What are the office hours on New Year’s Eve?',
      [christmas],
      [3, 2],
    );
    expect(answer.text).toContain('1 January 2027 (New Year’s Day) · Office: Closed');
  });

  it('reads a follow-up asking whether the visitor may (“ci posso portare il cane?”) without the earlier price asked', async () => {
    const faq = hit(
      'https://camp.test/faq',
      'Domande frequenti',
      'Sì, i cani sono benvenuti sulle piazzole e nei mobile home Ulivo Pet.\n\n' +
        'Non sono ammessi nei bungalow Limone e in piscina.',
      'Posso portare il mio cane?',
    );
    const prices = hit('https://camp.test/prezzi', 'Prezzi', 'Supplemento cane: € 6,00 a notte.', 'Animali');
    const answer = await writeFollowUp(
      'ci posso portare il cane?',
      'quanto costa il bungalow limone?',
      [faq, prices],
      [3, 2],
      'it',
    );
    expect(answer.text).toContain('Non sono ammessi nei bungalow Limone');
  });

  it('reads a follow-up asking where (“and where does he sleep?”) without the earlier price asked', async () => {
    const skipper = hit(
      'https://charter.test/en/skippered-charter',
      'Skippered charter',
      'On the other boats the skipper takes one of the cabins or sleeps in the saloon.',
      'Where the skipper sleeps',
    );
    const course = hit(
      'https://charter.test/en/courses',
      'Sailing courses',
      'You can sleep on board during the course: €40 per person per night.',
      'Good to know',
    );
    const answer = await writeFollowUp(
      'and where does he sleep?',
      'How much does a skipper cost?',
      [course, skipper],
      [3, 2],
    );
    expect(answer.text).toContain('one of the cabins');
  });

  it('reads what the earlier question asked for (“quanto costa”) as no subject of the follow-up', async () => {
    const passages = [
      hit(
        'https://brew.test/spedizioni',
        'Spedizioni',
        'Se il pacco arriva danneggiato, scriveteci entro 48 ore: vi rispediamo le bottiglie rotte.',
        'Costi e spedizioni › Bottiglie rotte',
      ),
      hit(
        'https://brew.test/visite',
        'Visite in birrificio',
        'Visita guidata di circa 90 minuti, con degustazione.',
        'Visita e degustazione',
      ),
    ];
    const answer = await writeFollowUp(
      'e quanto dura?',
      'quanto costa la visita al birrificio?',
      passages,
      [3, 2],
      'it',
      {
        visita: 0.8,
        birrificio: 0.05,
      },
    );
    expect(answer.text).toContain('90 minuti');
  });

  it('reads a follow-up naming only another day as asking the same of it (“e il giorno della Befana?”)', async () => {
    const post = hit(
      'https://pharmacy.test/blog/fine-anno',
      'Orari di fine anno',
      'Ecco come saremo aperti.\n\n### Farmacia\n\nGiovedì 31 dicembre: 8:30–12:30\n\nVenerdì 1° gennaio: chiuso\n\n' +
        'Mercoledì 6 gennaio (Epifania): chiuso\n\n### Parafarmacia\n\nVenerdì 1° gennaio: chiuso\n\nMercoledì 6 gennaio: 10:00–13:00\n\n' +
        '## Prima delle feste\n\nControlla le scorte dei farmaci.',
    );
    const answer = await writeFollowUp(
      'e il giorno della Befana?',
      'che orari fate durante le vacanze?',
      [post],
      [3, 2],
      'it',
      // 'orari' is on nearly every page of a pharmacy's site
      { orari: 0.4 },
    );
    expect(answer.text).toContain('Mercoledì 6 gennaio (Epifania): chiuso');
    const quotes = quotesOf([post]);
    expect(quotes.map((q) => q.text)).not.toContain('Prima delle feste: Mercoledì 6 gennaio: 10:00–13:00');
    // a day's row is no name for the rows after it
    expect(quotes.find((q) => q.text.startsWith('Mercoledì 6 gennaio (Epifania)'))?.heading).toBe('Farmacia');
  });

  it('reads a follow-up naming another record of the same price lists as asking its price (“and a pot of tea?”)', async () => {
    const menu = [
      hit('https://cafe.test/cafe', 'The Café', 'Cheese scone with butter · £3.20', 'Menu › Bakes'),
      hit('https://cafe.test/cafe', 'The Café', 'Pot of tea for one · £2.80', 'Menu › Hot drinks'),
    ];
    const answer = await writeFollowUp('and a pot of tea?', 'How much is a cheese scone?', menu, [3, 2]);
    expect(answer.text).toContain('£2.80');
  });

  it("cuts a price table to the column whose header's range holds the measure given before ('1.6 litre')", async () => {
    const services = ['Full', 'Major'].map((kind, i) =>
      hit(
        'https://garage.test/servicing',
        'Car Servicing',
        `Service: ${kind} service · Small cars (up to 1.4 litre): £${205 + 84 * i} · Medium cars (1.5 to 2.0 litre): £${229 + 90 * i} · Large cars (over 2.0 litre): £${265 + 94 * i}`,
      ),
    );
    const answer = await writeFollowUp(
      'What about a major service?',
      'How much is a full service for a 1.6 litre car?',
      services,
      [3, 2],
    );
    expect(answer.text).toContain('£319');
    expect(answer.text).not.toContain('£289');
    expect(answer.text).not.toContain('£359');
  });

  it('reads a row under a heading joining two things as under the one it names ("Vaccinazioni e microchip")', async () => {
    const prices = [
      'Vaccino cane polivalente, visita inclusa 48 €',
      'Vaccino antirabbica 40 €',
      'Microchip con iscrizione all’anagrafe 42 €',
    ].map((row) => hit('https://vet.test/prezzi', 'Listino prezzi', row, 'Vaccinazioni e microchip'));
    const { text } = await write('quanto costa il microchip per il cane?', prices);
    expect(text).toContain('42 €');
    expect(text).not.toContain('48 €');
  });

  it('reads a follow-up naming no thing as about what the earlier question asked whether there is', async () => {
    const classes = [
      hit(
        'https://yoga.test/hatha',
        'Hatha Yoga',
        'Maggie’s Wednesday class is gentle and suits older students.',
        'Hatha Yoga',
      ),
      hit('https://yoga.test/chair', 'Chair Yoga', 'Tuesday and Thursday 11.30am', 'Chair Yoga for Seniors'),
    ];
    const answer = await writeFollowUp(
      'which days is it on?',
      'Do you have chair yoga for older people?',
      classes,
      [2, 2],
      'en',
      { yoga: 0.01, older: 3, chair: 1.3 },
    );
    expect(answer.text).toContain('Tuesday and Thursday');
  });

  it('quotes a list item saying no ("Saturdays closed") for a question about that day', async () => {
    const hours = [
      hit('https://vet.test/en/hours', 'Opening hours', 'Monday to Friday: 8:30–13:00', 'August hours'),
      hit('https://vet.test/en/hours', 'Opening hours', 'Saturdays closed', 'August hours'),
    ];
    const answer = await writeFollowUp(
      'and on Saturdays are you open?',
      'What are your hours in August?',
      hours,
      [3, 2],
    );
    expect(answer.text).toContain('Saturdays closed');
  });

  it("answers a question about weekdays with the line covering Monday to Friday, not Saturday's", async () => {
    const hours = [
      hit(
        'https://garage.test/hours',
        'Opening hours',
        'Day: Saturday · Workshop and reception: 8am – 12 noon',
      ),
      hit(
        'https://garage.test/hours',
        'Opening hours',
        'Day: Monday – Friday · Workshop and reception: 8am – 5.30pm',
      ),
    ];
    const question = 'What time do you close on weekdays?';
    const concepts = questionConcepts(question);
    const answer = await writeWeighed(question, hours, {
      concepts,
      weights: [1.6, 0.9, 5],
      found: [true, true, true],
    });
    expect(answer.text).toContain('5.30pm');
    expect(answer.text).not.toContain('12 noon');
  });

  it('leaves out the verb of a condition the visitor sets of themselves when no page names it ("se abito in Sardegna")', async () => {
    const rows = [
      hit(
        'https://enoteca.test/spedizioni',
        'Spedizioni e resi',
        'Destinazione: Sicilia, Sardegna e Calabria · Costo: 9,90 € + 5 €',
        'Quanto costa',
      ),
    ];
    const question = 'e se abito in Sardegna?';
    const concepts = questionConcepts(question);
    const answer = await writeWeighed(
      question,
      rows,
      { concepts, weights: [4.7, 3.1], found: [false, true] },
      'it',
    );
    expect(concepts.map((c) => c.word)).toEqual(['abito', 'sardegna']);
    expect(answer.text).toContain('9,90 € + 5 €');
  });

  it('leaves out who of their own the visitor tells about when no page names them ("my mum is in a wheelchair")', async () => {
    const boat = hit(
      'https://sail.test/en/getting-here',
      'Getting here',
      'Maestrale, however, is not accessible to wheelchairs: you step over the guardrail to get on board.',
      'Accessibility',
    );
    const trips = hit('https://sail.test/en/trips', 'Boat trips', 'Boat trips leave at 9:30.');
    const weighed = (question: string, found: boolean[]) => {
      const concepts = questionConcepts(question);
      return writeWeighed(question, [boat, trips], { concepts, weights: [5.3, 4.2, 1.6, 1.6], found });
    };
    const mum = await weighed('my mum is in a wheelchair, can she come on the boat trip?', [
      false,
      true,
      true,
      true,
    ]);
    expect(mum.text).toContain('not accessible to wheelchairs');
    // A person of theirs, whatever is said of them, is theirs; a thing of theirs may be what is asked.
    const carer = hit(
      'https://leisure.test/accessibility',
      'Accessibility',
      'A carer accompanying a disabled customer gets in free of charge.',
    );
    const free = (question: string) => {
      const concepts = questionConcepts(question);
      const found = concepts.map((c) => ['free', 'disabled'].includes(c.word));
      return writeWeighed(question, [carer], { concepts, weights: found.map((f) => (f ? 1.5 : 5)), found });
    };
    expect((await free('Is it free for my disabled son?')).text).toContain('free of charge');
    expect((await free('Is it free for my disabled scooter?')).declined).toBe(true);
    // A thing of their own the knowledge names is asked about: a sentence without it does not answer.
    const dog = await weighed('my dog is in a wheelchair, can she come on the boat trip?', [
      true,
      true,
      true,
      true,
    ]);
    expect(dog.declined).toBe(true);
  });

  it('leaves out where a thing of the visitor’s own is ("our hotel in San Pantaleo") when no page names it', async () => {
    const pickUp = hit(
      'https://charter.test/en/transfers',
      'Provisioning and transfers',
      'We don’t pick up from hotels for day trips.',
      'Transfers',
    );
    const trips = hit('https://charter.test/en/day-trips', 'Day trips', 'The day trip leaves at 9:30.');
    const question = 'Could you pick us up from our hotel in San Pantaleo for the day trip?';
    const concepts = questionConcepts(question);
    expect(concepts.map((c) => c.word)).toEqual(['pick', 'hotel', 'san', 'pantaleo', 'day', 'trip']);
    const answer = await writeWeighed(question, [trips, pickUp], {
      concepts,
      weights: [3.3, 3.1, 5.3, 5.3, 1.3, 2],
      found: [true, true, false, false, true, true],
    });
    expect(answer.text).toContain('We don’t pick up from hotels');
  });

  it('leaves out what the visitor tells of themselves before asking, when no page names it', async () => {
    const transfers = hit(
      'https://school.test/accommodation',
      'Accommodation in Bologna',
      'We do not organise transfers from other airports (Florence, Pisa, Milan).',
      'Transfers',
    );
    const weighed = (question: string) => {
      const concepts = questionConcepts(question);
      const found = concepts.map((c) => ['florence', 'airport'].includes(c.word));
      const weights = concepts.map((c) => (found[concepts.indexOf(c)] ? 3 : 5));
      return writeWeighed(question, [transfers], { concepts, weights, found });
    };
    const told = await weighed("I'm flying into Florence, can you pick me up from the airport there?");
    expect(told.text).toContain('We do not organise transfers');
    // Told after asking, or as the reason ('because…'), it is no more asked.
    expect((await weighed("Can you pick me up at the airport? I'm flying into Florence")).text).toContain(
      'We do not organise transfers',
    );
    const late = hit(
      'https://ski.test/faq',
      'FAQ',
      'After 30 minutes without notice the instructor no longer has to wait and the lesson is lost.',
    );
    const asked =
      'Will the instructor wait for our lesson if we are late because of traffic on the motorway?';
    const concepts = questionConcepts(asked);
    const found = concepts.map((c) => ['lesson', 'instructor', 'wait'].includes(c.word));
    const reason = await writeWeighed(asked, [late], {
      concepts,
      weights: found.map((f) => (f ? 3 : 5)),
      found,
    });
    expect(reason.text).toContain('After 30 minutes');
    // Where the visitor would do what they ask ('vicino alla tenda') weighs as little.
    const rules = hit(
      'https://camp.test/faq',
      'FAQ',
      'Gas and charcoal barbecues are fine on your pitch, as long as they stand on legs.',
    );
    const barbecue = 'Si può fare il barbecue vicino alla tenda?';
    const near = await writeByWeights(barbecue, [rules], [3.1, 1.7, 1.6]);
    expect(near.text).toContain('barbecues are fine');
    // Asked in the one clause, flying is part of what is asked.
    expect((await weighed('Can you pick me up at the airport when flying into Florence?')).declined).toBe(
      true,
    );
  });

  it('reads a translation as a whole word of the other language, a word of the question also as a longer one', () => {
    const fishing = {
      word: 'fishing',
      variants: [
        { term: 'fishing', weight: 1 },
        { term: 'cann', weight: TRANSLATION_WEIGHT },
      ],
    };
    expect(saidIn(fishing, formsOf('The boat cannot wait for latecomers.'))).toBe(0);
    expect(saidIn(fishing, formsOf('Noleggiamo la canna da pesca.'))).toBe(1);
    const cash = { word: 'cash', variants: [{ term: 'cash', weight: 1 }] };
    expect(saidIn(cash, formsOf('We are a cashless site.'))).toBeGreaterThan(0);
    // A long translation is said by a slightly longer word too: 'garanzia' is 'warrant', and the page's 'warranty'.
    const warranty = {
      word: 'garanzia',
      variants: [
        { term: 'garanz', weight: 1 },
        { term: 'warrant', weight: TRANSLATION_WEIGHT },
      ],
    };
    expect(saidIn(warranty, formsOf('Our warranty covers every part we fit.'))).toBeGreaterThan(0);
  });

  it('reads opening dates as asking for dates, not for the hours of the day', async () => {
    const winter = [
      hit(
        'https://hut.test/en/winter',
        'Winter',
        'Breakfast from 6.30am, for early starts with skins.',
        'Winter › Sleeping in winter',
      ),
      hit(
        'https://hut.test/en/winter',
        'Winter',
        'In winter the hut is open on Saturdays and Sundays from 13 February to 11 April 2027.',
        'Winter',
      ),
    ];
    const { text } = await write('What are your winter opening dates?', winter, 'en');
    expect(text).toContain('from 13 February to 11 April 2027');
    expect(text).not.toContain('6.30am');
  });

  it("reads 'how late' as asking the time a thing ends, with no thing of its own called late", async () => {
    const hours = [
      hit('https://fix.test/contact', 'Contact', 'Opening hours: Thursday 9am – 7.30pm', 'Opening hours'),
      hit(
        'https://fix.test/about',
        'About us',
        'Priya joined a year later, and in 2020 we opened our first shop.',
        'About us',
      ),
    ];
    // weighed as the search would: 'later' and 'opened' are on the about page
    const weigh: Record<string, number> = { late: 3, open: 1.2, thursdays: 2.8 };
    const question = 'How late are you open on Thursdays?';
    const concepts = questionConcepts(question);
    const late = await writeWeighed(question, hours, {
      concepts,
      weights: concepts.map((c) => weigh[c.word] ?? 1),
      found: concepts.map(() => true),
    });
    expect(late.text).toContain('Thursday 9am – 7.30pm');
    expect(questionConcepts('how late are you open on Thursdays?').map((c) => c.word)).not.toContain('late');
    // 'late' naming a thing stays one ('late check-out')
    expect(questionConcepts('is late check-out possible?').map((c) => c.word)).toContain('late');
  });

  it('answers whether the visitor may do a thing on a day by a rule naming no day', async () => {
    const tickets = hit(
      'https://museo.test/biglietti',
      'Biglietti',
      'I biglietti si acquistano in biglietteria: non vendiamo biglietti online.',
    );
    const online = await write('posso comprare i biglietti online per domenica?', [tickets]);
    expect(online.text).toContain('non vendiamo biglietti online');
  });

  it('declines a question asking for a measure when no sentence gives one, however many of its words it repeats', async () => {
    const trips = hit(
      'https://sail.test/en/trips',
      'Boat trips',
      'San Fruttuoso trip: a 20-minute stop in the bay to swim in the sea (from June to September).',
    );
    expect((await write('How warm is the sea in June?', [trips], 'en')).declined).toBe(true);
    const sea = hit('https://sail.test/en/trips', 'Boat trips', 'In June the sea is about 21 °C.');
    expect((await write('How warm is the sea in June?', [trips, sea], 'en')).text).toContain('21 °C');
  });

  it('declines a question asking what a thing costs when no sentence gives a price, and reads the price on the next line', async () => {
    const shuttle = hit(
      'https://school.test/en/getting-here',
      'Getting here',
      'Take the airport shuttle to the central station (about 8 minutes, every 7 minutes from 5:40 to midnight).',
    );
    expect((await write('How much is a ticket on the airport shuttle?', [shuttle], 'en')).declined).toBe(
      true,
    );
    const priced = hit(
      'https://school.test/en/getting-here',
      'Getting here',
      'Take the airport shuttle to the central station (about 8 minutes, every 7 minutes from 5:40 to midnight).\n\nA single ticket costs €11.',
    );
    expect((await write('How much is a ticket on the airport shuttle?', [priced], 'en')).text).toContain(
      '€11',
    );
    const parking = hit(
      'https://school.test/en/getting-here',
      'Getting here',
      'Parking at the school is free for students.',
    );
    expect((await write('How much is parking at the school?', [parking], 'en')).text).toContain(
      'free for students',
    );
  });

  it('gives a list line and the value on the next one as two sentences', async () => {
    const listed = hit(
      'https://school.test/en/getting-here',
      'Getting here',
      '- Take the airport shuttle to the central station, every 7 minutes from 5:40 to midnight\n- A single ticket costs €11',
    );
    expect((await write('How much is a ticket on the airport shuttle?', [listed], 'en')).text).toContain(
      'from 5:40 to midnight. A single ticket costs €11',
    );
  });

  it('answers what a thing costs with the price of that thing, not of another the question names', async () => {
    const hire = hit(
      'https://inn.test/private-hire',
      'Private hire',
      'The barn seats 40 for dinner. Friday and Saturday evenings: £800.\n\nDeposit: £200',
    );
    const deposit = await writeByWeights(
      'How much is the deposit to hire the barn?',
      [hire],
      [2.1, 2.3, 2.1],
    );
    expect(deposit.text).toContain('£200');
    expect(deposit.text).not.toContain('£800');
    // 'per San Fruttuoso' tells where the ferry goes: the trip to San Fruttuoso's price is not the ferry's.
    const trips = hit(
      'https://sail.test/gite',
      'Gite in barca: San Fruttuoso e Portofino',
      "Giro a San Fruttuoso: 45 € a persona.\n\nNon si scende a terra: per visitare l'abbazia consigliamo il traghetto di linea.",
    );
    const ferry = 'quanto costa il traghetto per San Fruttuoso?';
    const ferryPrice = await writeByWeights(ferry, [trips], [0.5, 4.2, 1.5, 2.1]);
    expect(ferryPrice.declined).toBe(true);
  });

  it('declines the price of a thing asked with a heavier word its page never names ("un taxi dall’aeroporto")', async () => {
    const gettingHere = hit(
      'https://cook.test/come-arrivare',
      'Come arrivare',
      'Da Firenze: A1 direzione Roma, uscita Chiusi.\n\nLa stazione più vicina è Chiusi, a 25 minuti. Non ci sono autobus: prenotate un taxi (circa 60 € a tratta).',
    );
    const faq = hit('https://cook.test/faq', 'Domande', "Non organizziamo transfer dall'aeroporto.");
    const taxi = (question: string, weights: number[]) =>
      writeByWeights(question, [gettingHere, faq], weights);
    const weights = [3.1, 3.1, 3.4, 3.9];
    expect((await taxi("quanto costa un taxi dall'aeroporto di firenze?", weights)).declined).toBe(true);
    expect((await taxi('quanto costa un taxi dalla stazione di chiusi?', weights)).text).toContain('60 €');
  });

  it('does not take a compound’s first noun said of another thing for the thing asked ("a fishing village")', async () => {
    const english = (source: string, title: string, text: string) => ({
      ...hit(source, title, text),
      language: 'en',
    });
    const cruise = english(
      'https://sail.test/en/cruise-passengers',
      'Cruise passengers',
      'Camogli is a short train ride away: a fishing village straight out of a postcard.',
    );
    const trips = english(
      'https://sail.test/en/trips',
      'Boat trips',
      'Our shared trips leave at 9:30 sharp.',
    );
    const question = 'do you do fishing trips?';
    const asked = (passages: KnowledgeHit[]) => writeByWeights(question, passages, [4.2, 1.6]);
    expect((await asked([cruise, trips])).declined).toBe(true);
    const fishing = english(
      'https://sail.test/en/fishing',
      'Fishing',
      'Fishing trips leave at 6am from the harbour.',
    );
    expect((await asked([cruise, trips, fishing])).text).toContain('Fishing trips leave at 6am');
    // An adjective or a participle says the same of any thing: 'a disabled customer' speaks of a disabled son.
    expect(modifiesAnother('fishing', 'trips', 'a fishing village straight out of a postcard')).toBe(true);
    expect(modifiesAnother('fishing', 'trips', 'Fishing is not allowed from the pier.')).toBe(false);
    expect(modifiesAnother('disabled', 'son', 'A carer accompanying a disabled customer gets in free.')).toBe(
      false,
    );
  });

  it('reads a unit after its number as a measure, not as a compound’s first noun ("an 8 inch cake")', () => {
    const question = 'how much is an 8 inch celebration cake';
    const concepts = ['8', 'inch', 'celebration', 'cake'].map((word) => ({ word, variants: [] }));
    const heads = compoundHeads(question, concepts);
    expect(heads.has('inch')).toBe(false);
    expect(heads.get('celebration')).toBe('cake');
  });

  it('gives a line under the heading that prices it, when the line names no price', async () => {
    const pages = [
      hit(
        'https://valet.test/areas',
        'Areas we cover',
        'BS21 (Clevedon), BS35 (Thornbury) and BS49 (Yatton and Congresbury).',
        '£10 travel charge',
      ),
      hit('https://valet.test/areas', 'Areas we cover', 'BS1 to BS16 – all of Bristol.', 'No travel charge'),
    ];
    const { text } = await write('Is there a travel charge to come out to Clevedon?', pages, 'en');
    expect(text).toContain('£10 travel charge: BS21 (Clevedon)');
  });

  it('reads the verb after a question’s subject as no compound’s head ("does the summer week cost")', () => {
    const of = (question: string, words: string[]) =>
      compoundHeads(
        question,
        words.map((word) => ({ word, variants: [] })),
      );
    const week = of('How much does the summer intensive week cost?', ['summer', 'intensive', 'week', 'cost']);
    expect(week.has('week')).toBe(false);
    expect(week.get('intensive')).toBe('week');
    const service = of('How much does a full service cost at your workshop?', [
      'full',
      'service',
      'cost',
      'workshop',
    ]);
    expect(service.has('service')).toBe(false);
    // Without a question word, the last noun is no verb: 'swimming' still modifies 'pool'.
    const pool = of('Does the hotel have a swimming pool for the children?', [
      'hotel',
      'swimming',
      'pool',
      'children',
    ]);
    expect(pool.get('swimming')).toBe('pool');
  });

  it('answers a follow-up naming no kind of answer with the kind the previous question asked for', async () => {
    const packages = hit(
      'https://villa.test/en/weddings',
      'Weddings',
      '# Grand Gala\n\nEverything in the Aurora package plus a cheese corner and live music.\n\n€180 per person',
    );
    const answer = await writeFollowUp(
      'And the Grand Gala?',
      'How much is the Aurora wedding package?',
      [packages],
      [2, 1.4],
    );
    expect(answer.text).toContain('€180');
  });

  it('answers with the first sentence of the section whose heading asks or names it, not a later exception', async () => {
    const faq = hit(
      'https://clinic.test/domande-frequenti',
      'Domande frequenti',
      '## Quanto dura una seduta di fisioterapia?\n\n45 minuti, sempre individuale.\n\nLa seduta a domicilio dura 60 minuti.',
      'Domande frequenti',
    );
    expect((await write('Quanto dura una seduta di fisioterapia?', [faq])).text).toContain('45 minuti');
    const events = hit(
      'https://inn.test/events',
      'Events',
      '## Live music\n\nLocal bands and folk sessions on the first Friday of every month, from 9pm.\n\nThere’s no live music in January while we’re closed for refurbishment.',
      "What's on",
    );
    expect((await write('When is live music on?', [events], 'en')).text).toContain('first Friday');
  });

  it('answers “where is it?” after a question about a thing with where that thing is', async () => {
    const access = hit(
      'https://leisure.test/accessibility',
      'Accessibility',
      'There is a Changing Places toilet, with a ceiling hoist, next to the sports hall.\n\nA lift takes you to the gym.',
    );
    const own = questionConcepts('Where is it?');
    const earlier = questionConcepts('Is there a Changing Places toilet?');
    const concepts = [...own, ...earlier];
    const answer = await writeWeighed('Where is it?', [access], {
      concepts,
      weights: concepts.map((_, i) => (i < own.length ? 4 : 1.5)),
      found: concepts.map((_, i) => i >= own.length),
      asked: own.length,
    });
    expect(answer.text).toContain('next to the sports hall');
    expect(answerCues('Where is the ceremony held?')('davanti al vigneto')).toBe(0.5);
    expect(answerCues('Where is the ceremony held?')('Piazza del Campo 1, Siena')).toBe(1);
  });

  it('takes a range of months for the season asked about, and not the other season’s hours', async () => {
    const office = hit(
      'https://town.test/en/tourist-office',
      'Montevento - Tourist Office',
      [
        '# Opening hours',
        '1 November to 31 March: 09:30–13:00 and 14:30–17:30, closed on Tuesdays',
        '1 April to 31 October: every day 09:00–19:00',
        '# Services',
        'Guided tours of the old town: every Saturday at 10.30 from the office.',
      ].join('\n\n'),
    );
    const question = 'What are the tourist office opening hours in summer?';
    const concepts = questionConcepts(question);
    const answer = await writeWeighed(question, [office], {
      concepts,
      weights: concepts.map((c) => (c.word === 'summer' ? 3.5 : 2)),
      found: concepts.map(() => true),
    });
    expect(answer.text).toContain('09:00–19:00');
    expect(answer.text).not.toContain('09:30');
  });

  it('answers “do you have any …” from a section whose headings name it, with the section’s first sentence', async () => {
    const lexicon: Lexicon = {
      dictionary: {
        translate: (stemmed, from) => (from === 'en' && stemmed === 'spring' ? ['primaver'] : []),
        size: 1,
      },
    };
    const offers = hit(
      'https://villa.test/offerte',
      'Offerte',
      'Dal 1° marzo al 15 aprile: tre notti al prezzo di due.\n\nValida su tutte le camere, non cumulabile con altre promozioni.',
      'Offerte speciali › Primavera in Chianti',
    );
    const question = 'Do you have any special offer in spring?';
    const concepts = questionConcepts(question, lexicon);
    const evidence = { concepts, weights: concepts.map(() => 3), found: concepts.map(() => true) };
    const answer = await writeWeighed(question, [offers], evidence);
    expect(answer.text).toContain('tre notti al prezzo di due');
    expect(answer.text).not.toContain('cumulabile');
    // Under a heading naming only part of the question, its sentences do not answer it.
    const pool = { ...offers, heading: 'Piscina', title: 'La piscina' };
    expect((await writeWeighed(question, [pool], evidence)).declined).toBe(true);
  });

  it('cuts hours given for several days to those of the day asked, with the sentence’s subject', async () => {
    const cafe = hit(
      'https://leisure.test/cafe',
      'Riverside Café',
      'The café is open Monday to Friday from 08:00 to 20:00 and at weekends from 08:30 to 15:30.',
    );
    const saturday = await write('What time does the café close on Saturday?', [cafe], 'en');
    expect(saturday.text).toBe(
      'According to “Riverside Café”: The café is open at weekends from 08:30 to 15:30.',
    );
    const friday = await write('What time does the café close on Friday?', [cafe], 'en');
    expect(friday.text).toBe(
      'According to “Riverside Café”: The café is open Monday to Friday from 08:00 to 20:00.',
    );
  });

  it('takes a word asking for a place (“held”) as answered by the place, not by the word itself', async () => {
    const weddings = hit(
      'https://villa.test/weddings',
      'Weddings',
      '# The ceremony\n\nAt the villa we hold symbolic ceremonies outdoors.\n\nThe civil ceremony takes place at the town hall, 6 km away.',
    );
    const question = 'Where is the civil ceremony held?';
    const concepts = questionConcepts(question, {
      inflections: { related: (w) => (w === 'held' ? ['hold'] : []), size: 1 },
    });
    // 'civil' is rarer on the site than 'held' ('hold' appears on other pages).
    const answer = await writeWeighed(question, [weddings], {
      concepts,
      weights: [3.2, 3.7, 3.7],
      found: [true, true, true],
    });
    expect(answer.text).toContain('town hall');
  });

  it('answers about the place asked on a day, not about another place closed that day; “only” names every day', async () => {
    const restaurants = hit(
      'https://town.test/mangiare',
      'Dove mangiare',
      '# Trattoria Da Beppe\n\nChiuso il mercoledì.',
    );
    const museums = hit(
      'https://town.test/en/museums',
      'Museums',
      'Museum: Museum of Sharecropping · Hours: 15.00–19.00 · Closing day: open Fridays, Saturdays and Sundays only',
      'Opening hours',
    );
    const question = 'Is the Museum of Sharecropping open on Wednesday?';
    const concepts = questionConcepts(question, {
      dictionary: { translate: (stemmed) => (stemmed === 'wednesday' ? ['mercoled'] : []), size: 1 },
    });
    expect(concepts.map((c) => c.word)).toEqual(['museum', 'sharecropping', 'open', 'wednesday']);
    const answer = await writeWeighed(question, [restaurants, museums], {
      concepts,
      weights: [1.8, 2.6, 2.6, 3.5],
      found: [true, true, true, true],
    });
    expect(answer.text).toContain('Sundays only');
  });

  it('answers from under an FAQ heading asking what the visitor asks', async () => {
    const blog = hit(
      'https://villa.test/blog/market',
      'Christmas market',
      'At 16:00 Father Christmas arrives by carriage.',
    );
    const faq = hit(
      'https://villa.test/faq',
      'FAQ',
      '# What time do we arrive and leave?\n\nCheck-in is from 15:00 to 19:30.',
    );
    const { text } = await write('What time can we get into our room when we arrive?', [blog, faq], 'en');
    expect(text).toContain('Check-in is from 15:00');
  });

  it('never cuts a table’s record, nor a sentence down to a part without the price asked', async () => {
    const prices = hit(
      'https://leisure.test/membership',
      'Membership and prices',
      'Membership: Concession · What’s included: Gym & Swim for over-65s and full-time students · Price: £25.00 / month',
    );
    const { text } = await write('How much is the Concession membership?', [prices], 'en');
    expect(text).toContain('£25.00');
  });

  it('answers “what’s included” with the list under the name asked, not another package’s', async () => {
    const weddings = hit(
      'https://villa.test/en/weddings',
      'Weddings',
      [
        'Welcome aperitivo, three-course menu, wedding cake and wines from the estate.',
        '# Grand Gala',
        'Everything in the Aurora package plus a cheese corner, a dessert trolley and live music.',
      ].join('\n\n'),
      'Your wedding › Packages › Essential',
    );
    expect(answerCues('What’s included in the Essential package?')(weddings.text.split('\n')[0]!)).toBe(1);
    const { text } = await write('What’s included in the Essential package?', [weddings], 'en');
    expect(text).toContain('three-course menu');
  });

  it('answers a visitor who is not a member with the price for everyone, not a member’s', async () => {
    expect([...notBeing("How much is a swim if I'm not a member?")]).toEqual(['member']);
    expect([...notBeing('How much is the sauna for non-members?')]).toEqual(['members']);
    expect([...notBeing('Quanto costa se non sono socio?')]).toEqual(['socio']);
    expect([...notBeing('E per chi non è socio?')]).toEqual(['socio']);
    expect([...notBeing("What about those who aren't members?")]).toEqual(['members']);
    expect([...notBeing('Quanto pagano i non soci?')]).toEqual(['soci']);
    expect([...notBeing('Is the pool open on Sundays?')]).toEqual([]);
    const prices = hit(
      'https://leisure.test/membership',
      'Membership and prices',
      '# Membership\n\nGym & Swim membership: unlimited swimming, £34.50 a month.\n\n# Pay as you go\n\nAdult swim: £5.20',
    );
    const { text } = await write("How much is a swim if I'm not a member?", [prices], 'en');
    expect(text).toContain('£5.20');
    const sauna = hit(
      'https://leisure.test/sauna',
      'Sauna',
      'Members use it free. Non-members can use it for £6.',
    );
    expect((await write('How much is the sauna for non-members?', [sauna], 'en')).text).toContain('£6');
  });

  it('takes a word the question both asks with and names by (“how long is the long-stay discount?”) as named', async () => {
    const translations: Record<string, string[]> = { long: ['lung'], stay: ['rest'] };
    const concepts = questionConcepts('How long is the long-stay discount?', {
      dictionary: {
        translate: (stemmed, from) => (from === 'en' ? (translations[stemmed] ?? []) : []),
        size: 2,
      },
    });
    const offers = hit(
      'https://villa.test/offerte',
      'Offerte',
      'Chi resta sette notti o più ha uno sconto del 15% sul prezzo.',
      'Offerte speciali › Soggiorni lunghi',
    );
    const answer = await writeWeighed('How long is the long-stay discount?', [offers], {
      concepts,
      weights: [3.7, 2, 4.8],
      found: [true, true, false],
    });
    expect(answer.text).toContain('sette notti');
  });

  it('declines a kind of thing the site never names (“a golf course”), though it names the thing (“a three-course menu”)', async () => {
    const weddings = hit(
      'https://villa.test/weddings',
      'Weddings',
      'Welcome aperitivo, three-course menu, wedding cake and wines from the estate.',
    );
    const question = 'Is there a golf course on the estate?';
    const concepts = questionConcepts(question);
    const golf = await writeWeighed(question, [weddings], {
      concepts,
      weights: [4.8, 2.6, 2.4],
      found: [false, true, true],
    });
    expect(golf.declined).toBe(true);
    // A kind the site does name is asked about as any word.
    const tennis = hit(
      'https://villa.test/sport',
      'Sport',
      'Our tennis court is open to guests on the estate.',
    );
    const court = await writeWeighed('Is there a tennis court on the estate?', [tennis], {
      concepts: questionConcepts('Is there a tennis court on the estate?'),
      weights: [4.8, 2.6, 2.4],
      found: [true, true, true],
    });
    expect(court.text).toContain('tennis court');
  });

  it('reads an adjective after a noun as said of it, not as a kind of it (“is a gift voucher valid”)', async () => {
    const vouchers = hit(
      'https://baglio.test/buoni-regalo',
      'Buoni regalo',
      'Validità: 12 mesi dalla data di acquisto.',
      'Buoni regalo › Condizioni dei buoni',
    );
    const question = 'How long is a gift voucher valid for?';
    // 'gift' is 'regalo'.
    const concepts = questionConcepts(question).map((c) =>
      c.word === 'gift'
        ? { ...c, variants: [...c.variants, { term: 'regal', weight: TRANSLATION_WEIGHT }] }
        : c,
    );
    expect(concepts.map((c) => c.word)).toEqual(['long', 'gift', 'voucher', 'valid']);
    // The site never names a 'voucher' (its page says 'buono'): 'valid' is still asked.
    const answer = await writeWeighed(question, [vouchers], {
      concepts,
      weights: [3.7, 3.7, 5.3, 2.7],
      found: [true, true, false, true],
    });
    expect(answer.text).toContain('12 mesi');
  });

  it('declines an Italian kind of thing the site never names ("un campo da tennis"), as it names the field', async () => {
    const farm = hit(
      'https://baglio.test/faq',
      'FAQ',
      'Il baglio è in aperta campagna, in mezzo a un campo di limoni, a 9 km da Noto.',
    );
    const tennis = await write('avete un campo da tennis?', [farm]);
    expect(tennis.declined).toBe(true);
    // Asked in few words, on an English page saying there is no other thing at the campsite.
    const campsite = {
      ...hit(
        'https://camping.test/en',
        'Camping',
        'We are a quiet, family campsite: no disco, gentle entertainment in summer and lots of space for children.',
      ),
      language: 'en',
    };
    const short = await writeWeighed(
      "c'è un campo da tennis?",
      [campsite],
      {
        concepts: questionConcepts("c'è un campo da tennis?"),
        weights: [1.1, 5],
        found: [true, false],
      },
      'it',
    );
    expect(short.declined).toBe(true);
    // Counted, the word after 'di' says how long, not what kind: '40 minuti di ritardo' are minutes.
    const late = hit('https://baglio.test/faq', 'FAQ', 'Con 40 minuti di ritardo la lezione è persa.');
    expect((await write('se arriviamo con 40 minuti di ritardo possiamo entrare?', [late])).text).toContain(
      '40 minuti di ritardo',
    );
  });

  it('of an Italian and an English page saying the same, quotes the one in the visitor’s language', async () => {
    const en = {
      ...hit('https://villa.test/en/faq', 'FAQ', 'Yes, Wi-Fi is free in all rooms.'),
      language: 'en',
    };
    const it = hit(
      'https://villa.test/faq',
      'Domande frequenti',
      'Sì, il Wi-Fi è gratuito in tutte le camere.',
    );
    const question = "C'è il wifi in camera?";
    const concepts = questionConcepts(question, {
      dictionary: { translate: (stemmed) => (stemmed === 'camer' ? ['room'] : []), size: 1 },
    });
    const request = {
      scope: { demoId: 'd' },
      profile: { name: 'AI Assistant', company: '', language: 'it' as const },
      question,
      history: [],
      language: 'it' as const,
      passages: [
        { ...en, score: 0.61 },
        { ...it, score: 0.56 },
      ],
      concepts,
      weights: [3.7, 2.9],
      found: [true, true],
      contact: undefined,
    };
    const answer = await extractiveWriter.write(request, () => {}, new AbortController().signal);
    expect(answer.text).toContain('gratuito in tutte le camere');
  });

  it('keeps a sentence in another language when a line of the visitor’s only prints its phone number', async () => {
    const it = hit(
      'https://nido.test/contatti',
      'Contatti',
      'Nido e Scuola dell’Infanzia a San Salvario, Torino: Tel. 011 658 4172',
      'Contatti › Dove siamo',
    );
    const en = {
      ...hit(
        'https://nido.test/english',
        'English',
        'Laura in our office speaks English: the best time to call is Monday or Wednesday morning, on 011 658 4172.',
      ),
      language: 'en',
    };
    const question = 'In segreteria qualcuno parla inglese?';
    const concepts = questionConcepts(question, {
      dictionary: {
        translate: (stemmed, from) =>
          from === 'it' ? ({ parl: ['speak'], ingles: ['english'], segreter: ['offic'] }[stemmed] ?? []) : [],
        size: 3,
      },
    });
    const answer = await writeWeighed(
      question,
      [it, en],
      { concepts, weights: concepts.map(() => 2), found: concepts.map(() => true) },
      'it',
    );
    expect(answer.text).toContain('Laura in our office speaks English');
  });

  it('gives a sentence found on the translation in the visitor’s language, when that page prints the same figures', async () => {
    const it = hit(
      'https://shop.test/it/faq',
      'Domande frequenti',
      'Le gift card sono valide 24 mesi.',
      'Domande frequenti › Quanto durano le gift card?',
    );
    const en = {
      ...hit(
        'https://shop.test/faq',
        'FAQ',
        'Gift cards are valid for 24 months.\n\nOrders are ready in 24 hours or less.',
      ),
      language: 'en',
    };
    const question = 'How long do gift cards last?';
    const concepts = questionConcepts(question, {
      dictionary: {
        translate: (stemmed, from) => (from === 'en' && stemmed === 'last' ? ['dur'] : []),
        size: 1,
      },
    });
    const answer = await writeWeighed(question, [it, en], {
      concepts,
      weights: concepts.map(() => 2),
      found: concepts.map(() => true),
    });
    expect(answer.text).toContain('valid for 24 months');
    expect(answer.sources[0]?.url).toBe('https://shop.test/faq');
  });

  it('gives the translation whose labels are translated too, not only its names', async () => {
    const faq = (url: string, language: string, text: string) => ({
      ...hit(url, 'FAQ', text, 'FAQ › Promo'),
      language,
    });
    const it = faq(
      'https://play.test/faq',
      'it',
      'La promo del mercoledì (Grandi € 7, Piccoli € 5) è finita il 31 ottobre 2026.',
    );
    const en = faq(
      'https://play.test/en/faq',
      'en',
      'The Wednesday promo (kids €7, toddlers €5) ended on 31 October 2026.',
    );
    const question = 'Is the Wednesday promo still on?';
    const concepts = questionConcepts(question);
    // The Italian page weighs more: the visitor's words are said there more often.
    const answer = await writeWeighed(question, [it, { ...en, score: 0.2 }], {
      concepts,
      weights: concepts.map(() => 2),
      found: concepts.map(() => true),
    });
    expect(answer.text).toContain('(kids €7, toddlers €5) ended on 31 October 2026');
    expect(answer.sources[0]?.url).toBe('https://play.test/en/faq');
  });

  it('answers about Sunday from the Sunday (“festive”) times of the place asked, whole', async () => {
    const churches = hit(
      'https://town.test/chiese.htm',
      'Chiese',
      [
        '# Pieve di Santa Maria',
        'Sante Messe: feriali ore 18.00; festive ore 8.30, 11.00 e 18.00.',
        '# Chiesa di San Michele',
        'È aperta soltanto per la messa della domenica alle ore 10.00.',
      ].join('\n\n'),
    );
    const { text } = await write('A che ora è la messa la domenica nella pieve?', [churches]);
    expect(text).toContain('festive ore 8.30, 11.00 e 18.00');
    expect(text).not.toContain('feriali');
  });

  it('never quotes the date a page was last updated', async () => {
    const history = hit(
      'https://town.test/storia.htm',
      'Storia del borgo',
      '# La Torre dell’Orologio\n\nUltimo aggiornamento: 03/05/2011\n\nAlta 38 metri, fu completata nel 1372.',
    );
    expect(quotesOf([history]).map((q) => q.text)).toEqual(['Alta 38 metri, fu completata nel 1372.']);
    const { text } = await write('Quando è stata completata la torre?', [history]);
    expect(text).toContain('1372');
  });
});

describe('a number the visitor gives', () => {
  it('is answered by the range holding it, not by a bound leaving it out', async () => {
    const faq = hit(
      'https://leisure.test/faq',
      'FAQ',
      'Children under 11 can’t use the gym.\n\nYoung people aged 11 to 15 can use the gym only during junior sessions.',
    );
    const teen = await write('Is the gym open to a 13 year old?', [faq], 'en');
    expect(teen.text).toContain('aged 11 to 15');
    const child = await write('Can a 9 year old use the gym?', [faq], 'en');
    expect(child.text).toContain('under 11 can’t');
    const group = hit(
      'https://villa.test/corsi',
      'Corsi',
      'Il corso di cucina si tiene ogni giovedì. Massimo 8 partecipanti.',
    );
    expect((await write('Siamo in 6, possiamo partecipare al corso di cucina?', [group])).text).toContain(
      'Massimo 8',
    );
  });
});

describe('the sections of a passage', () => {
  it('reads each value under the heading at its own depth, not under the section before it', async () => {
    const tours = hit(
      'https://bikes.test/tours',
      'Guided tours',
      '## Castles Tour\n\nFrom the lakefront up to the castle.\n\n### Duration\n\nDuration: 4 hours\n\n## Wineries Loop\n\nA loop through the vineyards with a visit to a family winery.\n\n### Duration\n\nDuration: 5 hours\n\n### Distance\n\nDistance: 46 km',
      'Guided tours',
    );
    const quotes = quotesOf([tours]);
    expect(quotes.find((q) => q.text === 'Duration: 5 hours')?.path).toBe(
      'Guided tours › Wineries Loop › Duration',
    );
    expect(quotes.find((q) => q.text === 'Duration: 4 hours')?.path).toBe(
      'Guided tours › Castles Tour › Duration',
    );
    expect((await write('How long is the Castles Tour?', [tours], 'en')).text).toContain('4 hours');
    // The value asked for comes before a close sentence that only names the thing.
    expect((await write('How many km is the Wineries Loop?', [tours], 'en')).text).toContain('46 km');
  });
});

describe('a table’s record', () => {
  const prices = hit(
    'https://bikes.test/rental',
    'Rental prices',
    'Bike: City bike · 1 hour: €5 · Half day (4 hours): €11 · Full day: €16 · Week (7 days): €75\n\nBike: E-bike trekking · 1 hour: €12 · Half day (4 hours): €32 · Full day: €45 · Week (7 days): €210',
  );

  it('is cut to the row’s name and the column asked', async () => {
    const { text } = await write('How much is a city bike for a full day?', [prices], 'en');
    expect(text).toContain('City bike · Full day: €16');
    expect(text).not.toContain('€11');
    const week = await write('How much does an e-bike cost for a week?', [prices], 'en');
    expect(week.text).toContain('E-bike trekking · Week (7 days): €210');
  });

  it('keeps, asked the hours, the days they are of', async () => {
    const hours = hit(
      'https://bikes.test/contact',
      'Contact us',
      'Season: Summer (1 Apr – 31 Oct) · Days: every day · Hours: 8.30am – 5.30pm\n\nSeason: Winter (1 Nov – 31 Mar) · Days: Thursday – Sunday · Hours: 9am – 4pm',
      'Hire shop opening hours',
    );
    const { text } = await write('What are the opening hours in the winter?', [hours], 'en');
    expect(text).toContain('Days: Thursday – Sunday · Hours: 9am – 4pm');
  });

  it('takes an e-bike for an e-bike, not any bike', async () => {
    const { text } = await write('How much is an e-bike for one hour?', [prices], 'en');
    expect(text).toContain('€12');
  });
});

describe('a timetable’s row', () => {
  const timetable = hit(
    'https://gym.test/orario',
    'Orario dei corsi',
    'Orario: 17:00 · Lunedì: – · Martedì: Boxe Ragazzi · Mercoledì: – · Giovedì: Boxe Ragazzi\n\nOrario: 19:00 · Lunedì: Cross Training · Martedì: Boxe · Mercoledì: Cross Training · Giovedì: Boxe\n\nOrario: 20:15 · Lunedì: Boxe · Martedì: Mobility · Mercoledì: Boxe · Giovedì: Functional',
  );

  it('says a class on a day only in the day’s column, not in another day’s', async () => {
    const { text } = await write("a che ora c'è boxe il mercoledì?", [timetable]);
    expect(text).toContain('20:15');
    expect(text).not.toContain('17:00');
    expect(text).not.toContain('19:00');
  });
});

describe('a list’s records that answer alike', () => {
  const week = hit(
    'https://cookery.test/calendar',
    'Dates & times',
    'Day: Monday · Class: Pasta & Sauces · Time: 9:30–13:30\n\nDay: Tuesday · Class: A Day in the Kitchen · Time: 8:45–16:30\n\nDay: Wednesday · Class: Pasta & Sauces · Time: 9:30–13:30\n\nDay: Friday · Class: Pasta & Sauces · Time: 9:30–13:30',
    'Our week',
  );
  const office = hit(
    'https://cookery.test/contact',
    'Contact',
    '# Office hours\n\nMonday to Friday 9:00–17:00\n\nSaturday 9:00–12:00\n\nWe are in the kitchen most mornings: leave a message.',
  );

  it('are given together: every day of the class asked about, every line of the hours', async () => {
    const days = await write('Which days is the pasta class on?', [week], 'en');
    expect(days.text).toMatch(/Monday.*Wednesday.*Friday/);
    expect(days.text).not.toContain('Tuesday');
    const hours = await write('What are your office hours?', [office], 'en');
    expect(hours.text).toContain('Office hours: Monday to Friday 9:00–17:00; Saturday 9:00–12:00');
  });

  it('are of the day their heading names, when they name none', async () => {
    const food = hit(
      'https://inn.test/food',
      'Food',
      '## Sunday roasts\n\nRoast sirloin of beef – £24\n\nNut roast with vegan gravy (ve) – £18\n\n## Lunch\n\nRoasted beetroot, hazelnuts, honey (v): £8.75',
    );
    const { text } = await write('sunday roast price?', [food], 'en');
    expect(text).toContain('Roast sirloin of beef – £24; Nut roast with vegan gravy (ve) – £18');
    expect(text).not.toContain('£8.75');
  });

  it('are given once when cards of a grid print the same line', async () => {
    const grid = hit(
      'https://phones.test/refurbished',
      'Refurbished phones',
      '## Refurbished iPhones\n\nGrade A: iPhone 13 128GB\n\nGrade A: iPhone 13 128GB\n\nGrade A: iPhone 14 128GB',
    );
    const { text } = await write('Which grade A refurbished iPhones do you sell?', [grid], 'en');
    expect(text).toContain('iPhone 14');
    expect(text.match(/iPhone 13 128GB/g)).toHaveLength(1);
  });

  it('are not given when the question names one of them', async () => {
    const { text } = await write('What time is the pasta class on Wednesday?', [week], 'en');
    expect(text).toContain('Wednesday');
    expect(text).not.toMatch(/Monday|Friday/);
  });
});

describe('a word after “off” or “non”', () => {
  it('is no word of its own: off-peak is no peak, non-members no members', async () => {
    const prices = hit(
      'https://climb.test/prices',
      'Prices',
      'Ticket: Off-peak · Adult (16+): £10.50\n\nTicket: Peak · Adult (16+): £12.50',
      'Day entry',
    );
    expect((await write('how much is it for an adult at peak times?', [prices], 'en')).text).toContain(
      '£12.50',
    );
    expect((await write('adult off peak price?', [prices], 'en')).text).toContain('£10.50');
    const [peak] = questionConcepts('at peak times');
    expect(saidIn(peak!, formsOf('Ticket: Off-peak · Adult (16+): £10.50'))).toBe(0);
    expect(saidIn(peak!, formsOf('Ticket: Peak · Adult (16+): £12.50'))).toBe(1);
    const [member] = questionConcepts('members');
    expect(saidIn(member!, formsOf('Non-members pay £12.'))).toBe(0);
    expect(questionConcepts('adult off peak price?').map((c) => c.word)).toContain('offpeak');
    // a discount's 'off' joins no word: '10% off gin' is about gin
    expect(questionConcepts('Does the 10% off gin code still work?').map((c) => c.word)).toContain('gin');
  });
});

describe('a question whether there is a thing', () => {
  const farmhouse = hit(
    'https://cookery.test/the-farmhouse',
    'The farmhouse',
    'Our four guest rooms each have their own bathroom.\n\nThere is no lift: if stairs are a problem, tell us and we will give you the room nearest the staircase.',
  );

  it('is answered by a sentence saying there is none, whatever else the visitor tells', async () => {
    const { text } = await write(
      "is there a lift to the bedrooms? my dad can't manage stairs",
      [farmhouse],
      'en',
    );
    expect(text).toContain('There is no lift');
  });

  it('is answered in Italian by a sentence saying “non c’è”, as in English by “there is no”', async () => {
    const casale = hit(
      'https://cookery.test/it/il-casale',
      'Il casale',
      'Le quattro camere hanno ciascuna il suo bagno.\n\nNon c’è l’ascensore: se le scale sono un problema, ditecelo e vi daremo la camera più vicina alla scala.',
    );
    const giardino = hit(
      'https://cookery.test/it/il-giardino',
      'Il giardino',
      'Nel giardino c’è una piscina di acqua salata, aperta da maggio a settembre, con lettini e ombrelloni per tutti gli ospiti.',
    );
    const { text } = await write(
      "c'è l'ascensore? mio padre ha 85 anni e non riesce a fare le scale, l'anno scorso si è operato al ginocchio",
      [casale, giardino],
      'it',
    );
    expect(text).toContain('Non c’è l’ascensore');
  });

  it('is declined when the thing asked whether there is is named nowhere, whatever else the sentence names', async () => {
    const calm = hit(
      'https://dental.test/nervous-patients',
      'Nervous patients',
      '# How we help\n\nThe first or last appointment of the day, when the waiting room is quiet.',
    );
    // As a knowledge weighs them: 'wifi', on no page, weighs most.
    const asked = 'is there wifi in the waiting room';
    const evidence = {
      concepts: questionConcepts(asked),
      weights: [5.1, 2.7, 3.5],
      found: [false, true, true],
    };
    expect((await writeWeighed(asked, [calm], evidence)).declined).toBe(true);
    const quiet = 'is the waiting room quiet?';
    const held = { concepts: questionConcepts(quiet), weights: [2.7, 3.5, 4], found: [true, true, true] };
    expect((await writeWeighed(quiet, [calm], held)).text).toContain('waiting room is quiet');
  });

  it('asks for the thing named after “c’è”, not for the rarer words beside it', async () => {
    const directions = hit(
      'https://cookery.test/it/come-arrivare',
      'Come arrivare',
      'La stazione più vicina è Chiusi-Chianciano Terme, a 25 minuti in auto.\n\nNon ci sono autobus fino a Casanuova: prenotate un taxi.',
    );
    const { text } = await write("c'è un autobus dalla stazione di chiusi fino a voi?", [directions]);
    expect(text).toContain('Non ci sono autobus');
  });

  it('is narrowed by a name the visitor capitalises, which the answer must name', async () => {
    const school = hit(
      'https://scuola.test/it/corsi',
      'Corsi',
      'Siamo sede d’esame CILS.\n\nNon organizziamo transfer da altri aeroporti (Firenze, Pisa).\n\nLa nostra sede è in via Castiglione 12, a Bologna.',
    );
    expect((await write('avete una sede anche a Firenze?', [school])).declined).toBe(true);
    expect((await write('avete una sede a Bologna?', [school])).text).toContain('via Castiglione 12');
  });

  it('is asked by “do you provide”, and answered by a page saying it does not, in either language', async () => {
    // The dictionary's stems for the question's words; 'provide' has no Italian one the page uses.
    const stems: Record<string, string[]> = { towel: ['asciugam'], bring: ['port'] };
    const lexicon: Lexicon = {
      dictionary: { translate: (stemmed, from) => (from === 'en' ? (stems[stemmed] ?? []) : []), size: 2 },
    };
    const rules = hit(
      'https://gym.test/regolamento',
      'Regolamento',
      'Non forniamo asciugamani: portate il vostro.\n\nL’armadietto si chiude con il vostro lucchetto.',
      'Asciugamano',
    );
    const question = 'Do you provide towels or do I have to bring my own?';
    const concepts = questionConcepts(question, lexicon);
    // As a knowledge weighs them: 'provide', on no page, weighs most.
    const weigh: Record<string, number> = { provide: 4.8, towels: 3.2, bring: 3.7 };
    const evidence = {
      concepts,
      weights: concepts.map((c) => weigh[c.word] ?? 1),
      found: concepts.map((c) => c.word !== 'provide'),
    };
    // The verb before 'towels' does not make them a kind of towel the knowledge never names.
    expect((await writeWeighed(question, [rules], evidence)).text).toContain('Non forniamo asciugamani');
    const english = hit(
      'https://gym.test/rules',
      'House rules',
      'We don’t provide towels, so bring your own.',
    );
    expect((await write('Do you provide towels?', [english], 'en')).text).toContain(
      'We don’t provide towels',
    );
  });

  it('takes a compound for the thing: no cash is no cash machine', async () => {
    const faq = hit('https://inn.test/faq', 'FAQ', 'We’re card-only: we no longer take cash.');
    const { text } = await write('Is there a cash machine in the village?', [faq], 'en');
    expect(text).not.toContain('card-only');
  });
});

describe('a table’s names a page’s legend defines', () => {
  const prices = hit(
    'https://park.test/prices',
    'Prices',
    '## Season dates\n\n- Low: 20 March – 21 May, 14 September – 23 October\n- Mid: 22 May – 17 July\n\n## Pitches\n\nPitch: Tent pitch · Low: £23 · Mid: £29\n\nPitch: Hardstanding pitch · Low: £27 · Mid: £33',
  );

  it('answer a month by the column whose dates cover it, with those dates', async () => {
    const { text } = await write('How much is a tent pitch in June?', [prices], 'en');
    expect(text).toContain('Mid: £29');
    expect(text).toContain('22 May – 17 July');
    expect(text).not.toContain('£23');
  });

  it('answer an age by the price whose definition covers it', async () => {
    const museums = hit(
      'https://borgo.test/musei',
      'Musei',
      'Museo: Museo Civico · Intero: € 6,00 · Ridotto: € 4,50\n\nMuseo: Pinacoteca · Intero: € 5,00 · Ridotto: € 3,50\n\nRidotto: ragazzi dai 6 ai 17 anni, over 65.',
    );
    const { text } = await write('Quanto costa il Museo Civico per un ragazzo di 14 anni?', [museums]);
    expect(text).toContain('€ 4,50');
    expect(text).not.toContain('€ 6,00');
  });

  it('answer a month by the row a table of seasons names, given in dates of numbers', async () => {
    const rates = hit(
      'https://baglio.test/tariffe',
      'Tariffe',
      'Stagione: Bassa stagione · Periodo: 01/11 – 22/12 · Soggiorno minimo: 2 notti\n\nStagione: Alta stagione · Periodo: 01/07 – 31/08 · Soggiorno minimo: 5 notti\n\nStagione: Bassa · Classica: 95 € · Superior: 125 €\n\nStagione: Alta · Classica: 145 € · Superior: 185 €',
    );
    const { text } = await write('quanto costa la camera superior ad agosto?', [rates]);
    expect(text).toContain('185 €');
    expect(text).not.toContain('125 €');
    expect(text).toContain('01/07 – 31/08');
  });

  it('are not an asterisk’s note or the name every row opens with', async () => {
    const rental = hit(
      'https://ski.test/noleggio',
      'Noleggio',
      'Articolo: Set sci · Adulti 6 giorni: € 145 · Bambini* 6 giorni: € 85\n\nArticolo: Casco · Adulti 6 giorni: € 30 · Bambini* 6 giorni: € 20\n\nArticolo: * Bambini fino a 13 anni compiuti.',
    );
    const { text } = await write('quanto costa il set sci per un bambino per 6 giorni?', [rental]);
    expect(text).toContain('€ 85');
    expect(text).not.toContain('€ 145');
  });
});

describe('an FAQ whose questions are lines of their own', () => {
  it('reads each answer under its question, as under a heading', async () => {
    const faq = hit(
      'https://park.test/faq',
      'FAQ',
      'Is the pool indoors?\n\nNo, ours is an outdoor pool, heated to 28°C. The nearest indoor pool is at Carnmellis Leisure Centre.\n\nCan visitors use the pool?\n\nVisitors can’t use the pool.',
    );
    const { text } = await write('Do you have an indoor pool?', [faq], 'en');
    expect(text).toContain('ours is an outdoor pool');
  });
});

describe('a long question', () => {
  const rooms = hit(
    'https://inn.test/rooms',
    'Rooms',
    'Five rooms above the pub, each with its own bathroom.\n\nAt weekends we ask for a minimum stay of two nights (Friday and Saturday).',
  );
  /** The writer's answer with the question's concepts weighed as given (rarer words weigh more). */
  const weighed = (question: string, weight: Record<string, number>) => {
    const concepts = questionConcepts(question);
    return writeWeighed(question, [rooms], {
      concepts,
      weights: concepts.map((c) => weight[c.word] ?? 1.5),
      found: concepts.map((c) => !(c.word in weight)),
    });
  };

  it('is answered by the sentence holding the thing asked about and most of its heaviest words', async () => {
    const { text } = await weighed(
      'We fancy a weekend away with you, is it ok to just come for the Saturday night or do we have to stay longer?',
      { fancy: 3, away: 2.5, longer: 3 },
    );
    expect(text).toContain('minimum stay of two nights');
  });

  it('is still declined when the sentence holds only a few of them', async () => {
    const { declined } = await weighed(
      'We would love to bring our horse for the weekend, is there a stable nearby where it can sleep?',
      { love: 2, bring: 2, horse: 4, stable: 4, nearby: 2, sleep: 2.5 },
    );
    expect(declined).toBe(true);
  });
});

describe('a month asked', () => {
  it('is answered by the section whose dates hold it', async () => {
    const hours = hit(
      'https://bikes.test/orari',
      'Orari',
      '## Stagione estiva (1 aprile – 31 ottobre)\n\nAperti tutti i giorni dalle 8:30 alle 19:00.\n\n## Stagione invernale (1 novembre – 31 marzo)\n\nMartedì chiuso; mercoledì – sabato 9:00–12:30.',
      'Orari',
    );
    const { text } = await write('Ad agosto siete chiusi il martedì?', [hours]);
    expect(text).toContain('tutti i giorni');
  });
});

describe('a holiday asked', () => {
  it('is answered by the date the page gives it', async () => {
    const hours = hit(
      'https://bikes.test/en/hours',
      'Opening hours',
      '## Public holidays\n\nWe are open on Easter Sunday and Easter Monday.\n\nWe are closed on 25 and 26 December and on 1 January.',
      'Opening hours',
    );
    const { text } = await write('Are you open on Boxing Day?', [hours], 'en');
    expect(text).toContain('25 and 26 December');
  });

  it('is said by its name or date, not by a word of its name ("box office", "Borgo Santo Spirito")', async () => {
    const cafe = hit(
      'https://roxy.test/cafe',
      'Café-bar',
      '## Opening hours\n\nThe café-bar keeps its own hours, which aren’t the same as the box office’s.',
      'Café-bar',
    );
    const christmas = hit(
      'https://roxy.test/blog/christmas',
      'Christmas at the Roxy',
      '## Christmas opening times\n\nChristmas Day and Boxing Day: closed',
      'Christmas at the Roxy',
    );
    expect((await write('Are you open on Boxing Day?', [cafe, christmas], 'en')).text).toContain(
      'Boxing Day: closed',
    );
    const about = hit(
      'https://fiori.test/chi-siamo',
      'Chi siamo',
      'La fioreria è nata nel 1987 con un chiosco di fiori in Borgo Santo Spirito.',
      'Chi siamo',
    );
    const feste = hit(
      'https://fiori.test/natale',
      'Natale 2026',
      '## Orari delle feste\n\nVenerdì 25 e sabato 26 dicembre: chiuso',
      'Natale 2026',
    );
    expect((await write('a Santo Stefano siete aperti?', [about, feste])).text).toContain(
      '26 dicembre: chiuso',
    );
  });

  it('asked when the business opens again after it, is answered by the day the page says it does', async () => {
    const post = hit(
      'https://movers.test/news/christmas-2026',
      'Christmas 2026: office hours',
      '## Office hours over Christmas and New Year\n\nThursday 24 December: 8am – 12 noon\n\n' +
        'Friday 25 to Monday 28 December: closed\n\nFriday 1 to Sunday 3 January: closed\n\n' +
        'Monday 4 January 2027: back to our normal hours',
      'Christmas 2026',
    );
    const again = await write('When do you open again after New Year?', [post], 'en');
    expect(again.text).toContain('Monday 4 January 2027: back to our normal hours');
    expect(again.text).not.toContain('28 December');
    const negozio = hit(
      'https://fiori.test/natale',
      'Natale 2026',
      '## Orari delle feste\n\nVenerdì 1 e sabato 2 gennaio: chiuso\n\nRiapriamo lunedì 4 gennaio con il solito orario.',
      'Natale 2026',
    );
    expect((await write('quando riaprite dopo capodanno?', [negozio])).text).toContain('lunedì 4 gennaio');
    // Asked when its work starts again, by the first of it in the new year; not by the days with none.
    const rounds = hit(
      'https://clean.test/news/christmas-2026',
      'Christmas 2026: last rounds and holiday dates',
      '## Our holiday\n\nNo cleaning at all from Thursday 24 December 2026 to Sunday 3 January 2027. ' +
        'The first rounds of 2027 are on Monday 4 January, starting with the HG1 round.',
      'Christmas 2026',
    );
    const restart = await write('When do the rounds start again after New Year?', [rounds], 'en');
    expect(restart.text).toContain('The first rounds of 2027 are on Monday 4 January');
    expect(restart.text).not.toContain('No cleaning at all');
    // the work named between the verb and 'again'
    const sweeps = hit(
      'https://sweep.test/posts/christmas-2026',
      'Christmas 2026: last sweeps and holiday closing',
      "## When we're closed\n\nThe office and the sweeps are closed from Wednesday 23 December 2026 to Sunday 3 January 2027.\n\n" +
        '## Back in January\n\nThe office reopens on Monday 4 January 2027, and sweeping starts again on Tuesday 5 January 2027.',
      'Christmas 2026',
    );
    const sweeping = await write('When do you start sweeping again after the New Year?', [sweeps], 'en');
    expect(sweeping.text).toContain('5 January 2027');
    expect(sweeping.text).not.toContain('closed from');
  });

  it('that moves is answered by what the page says of public holidays', async () => {
    const hours = hit(
      'https://cafe.test/pages/cafe',
      'Café',
      '## Opening hours\n\nThe café is closed on Mondays, when the whole team is roasting.\n\nWe do open on bank holiday Mondays, 9am – 3pm.',
      'Café',
    );
    const { text } = await write('Will you be open on Easter Monday?', [hours], 'en');
    expect(text).toContain('bank holiday Mondays');
  });
});

describe('a number given as a bound', () => {
  it('is said by a bound, not by a price of the same figure', async () => {
    const tours = hit('https://bikes.test/tour', 'Tour', '# Tour dei castelli\n\nPrezzo: € 65 a persona');
    expect((await write("C'è uno sconto per gli over 65?", [tours])).declined).toBe(true);
    const museum = hit('https://borgo.test/musei', 'Musei', 'Ridotto: ragazzi dai 6 ai 17 anni e over 65.');
    expect((await write("C'è uno sconto per gli over 65?", [tours, museum])).text).toContain('over 65');
  });
});

describe('a table’s rows in a follow-up', () => {
  it('take the earlier question’s subject from the row itself, not from the table’s heading', async () => {
    const junior = hit(
      'https://bikes.test/noleggio',
      'Noleggio',
      'Bicicletta: Bici junior · Giornata intera: € 14 · Settimana (7 giorni): € 60',
      'Noleggio bici ed e-bike',
    );
    // The e-bike's row was retrieved lower than the junior bike's.
    const ebike = {
      ...hit(
        'https://bikes.test/noleggio',
        'Noleggio',
        'Bicicletta: E-bike trekking · Giornata intera: € 45 · Settimana (7 giorni): € 210',
        'Listino prezzi',
      ),
      score: 0.7,
    };
    const answer = await writeFollowUp(
      'E per una settimana?',
      'Quanto costa una e-bike per un giorno?',
      [junior, ebike],
      [2.8, 0.7],
      'it',
    );
    expect(answer.text).toContain('€ 210');
  });
});

describe('values under headings that only label them', () => {
  it('are read with the heading above the label, below the page’s title', () => {
    const rooms = hit(
      'https://pub.test/rooms',
      'Rooms',
      '## The Anvil\n\nKing-size bed and a window seat.\n\n### Price per night\n\n£145\n\n## The Bellows\n\n### Price per night\n\n£125',
      'Rooms',
    );
    const price = quotesOf([rooms]).find((q) => q.text === 'Price per night: £145');
    expect(price?.heading).toBe('The Anvil › Price per night');
    const prices = hit('https://gym.test/prices', 'Prices', '## Pay as you go\n\n£5.20', 'Membership');
    expect(quotesOf([prices])[0]?.heading).toBe('Pay as you go');
  });

  it('cut a follow-up’s record to the column the earlier question asked', async () => {
    const hours = hit(
      'https://pub.test/opening-times',
      'Opening times',
      'Day: Saturday · Bar: 11am – midnight · Kitchen: 12pm – 9.30pm\n\nDay: Sunday · Bar: 12pm – 10.30pm · Kitchen: 12pm – 4pm',
    );
    const question = 'And on Saturday?';
    const own = questionConcepts(question);
    const earlier = questionConcepts('What time does the kitchen open on Sundays?').filter(
      (c) => c.weekday === undefined,
    );
    const concepts = [...own, ...earlier];
    const answer = await writeWeighed(question, [hours], {
      concepts,
      weights: concepts.map((_, i) => (i < own.length ? 3 : 1.5)),
      found: concepts.map(() => true),
      asked: own.length,
    });
    expect(answer.text).toContain('Kitchen: 12pm – 9.30pm');
    expect(answer.text).not.toContain('11am');
  });
});

describe('lines that name what follows them without a heading (page builders’ lists)', () => {
  it('label a value with its record’s name, figures and all, not with the last detail', () => {
    const prices = hit(
      'https://clinic.test/prezzi',
      'Tariffe',
      'Seduta di fisioterapia individuale\n\n45 minuti\n\n€ 50\n\nPacchetto 10 sedute di fisioterapia\n\nda utilizzare entro 3 mesi\n\n€ 450\n\nOrari\n\nLunedì\n\n8:00 – 19:30',
      'Tariffe › Fisioterapia',
    );
    const texts = quotesOf([prices]).map((q) => q.text);
    expect(texts).toContain('Seduta di fisioterapia individuale: € 50');
    expect(texts).toContain('Pacchetto 10 sedute di fisioterapia: € 450');
    expect(texts).toContain('Orari, Lunedì: 8:00 – 19:30');
  });

  it('leave a record that names itself with its price unlabelled, its description after it no label', () => {
    const rooms = hit(
      'https://trattoria.test/camere',
      'Camere',
      'Camera Nocciola € 110\n\nmatrimoniale con vista sul fiume\n\nCamera Moscato € 95\n\nmatrimoniale, vista sul giardino\n\nCamera Belbo € 130 € 150',
      'Prezzi',
    );
    const texts = quotesOf([rooms]).map((q) => q.text);
    expect(texts).toContain('Camera Moscato € 95');
    expect(texts).toContain('Camera Belbo € 130 € 150');
  });

  it('leave an address under a heading a detail of the heading, and never make an email a label', () => {
    const farm = hit(
      'https://town.test/dormire',
      'Dove dormire',
      'Località Poggio ai Lecci 3 (4 km dal centro)\n\nTel. +39 0577 849402\n\ninfo@poggio.test\n\nS.r.l. – P.IVA 03918470371',
      'Agriturismo Poggio ai Lecci',
    );
    const texts = quotesOf([farm]).map((q) => q.text);
    expect(texts).toContain('Agriturismo Poggio ai Lecci: Tel. +39 0577 849402');
    expect(texts.some((t) => t.startsWith('info@poggio.test:'))).toBe(false);
  });

  it('give a sentence under a person’s name the name to lean on, and a two-word sentence answers', async () => {
    const staff = hit(
      'https://clinic.test/staff',
      'Il nostro staff',
      'Dott. Paolo Benassi\n\nFisiatra\n\nSpecialista in riabilitazione. Riceve il lunedì e il giovedì, tutto il giorno.\n\nDott.ssa Chiara Zanardi\n\nFisioterapista\n\nParla tedesco.',
      'Il nostro staff › Medici specialisti',
    );
    const days = quotesOf([staff]).find((q) => q.text.startsWith('Riceve il lunedì'));
    expect(days?.leansOn).toBe('Dott. Paolo Benassi, Fisiatra Specialista in riabilitazione.');
    expect((await write('Qualcuno di voi parla tedesco?', [staff])).text).toContain('Parla tedesco.');
  });
});

describe('the thing asked about', () => {
  it('is a noun of an English question before a rarer verb (“gift card”, not “pay”)', async () => {
    const card = hit(
      'https://roaster.test/products/gift-card',
      'Gift card',
      'Gift cards are delivered by email, so there’s no postage to pay.\n\nGift cards are online only: they can’t be used in the café.',
    );
    const question = 'Can I use my gift card to pay for a coffee in the café?';
    const concepts = questionConcepts(question);
    expect(concepts.map((c) => c.word)).toEqual(['use', 'gift', 'card', 'pay', 'coffee', 'cafe']);
    const answer = await writeWeighed(question, [card], {
      concepts,
      weights: [1.76, 1.83, 1.76, 2.73, 0.01, 1.27],
      found: concepts.map(() => true),
    });
    expect(answer.text).toContain('can’t be used in the café');
  });
});

describe('of quotes saying as much', () => {
  it('takes the site’s own page before a blog post written on its day', async () => {
    const post = hit(
      'https://roaster.test/blogs/journal/sunday-opening',
      'Sunday opening',
      'From 6 April the café opens on Sundays.\n\nSunday: 10am – 2pm',
      'Sunday opening',
    );
    const cafe = hit('https://roaster.test/pages/cafe', 'Café', 'Sunday: 9am – 3pm', 'Opening hours');
    const answer = await write('What time do you open on Sunday?', [post, cafe], 'en');
    expect(answer.text).toContain('9am – 3pm');
  });

  it('never labels a line that names itself (“Monday: 8am – 4pm”) with the line above it', () => {
    const post = hit(
      'https://roaster.test/blogs/journal/hours',
      'New hours',
      'Sunday opening and new hours\n\nMonday: 8am – 4pm\n\nTuesday: closed\n\nSunday: 10am – 2pm',
    );
    expect(quotesOf([post]).map((q) => q.text)).toEqual([
      'Sunday opening and new hours',
      'Monday: 8am – 4pm',
      'Tuesday: closed',
      'Sunday: 10am – 2pm',
    ]);
  });
});

describe('a quote holding the thing asked about and the kind of answer asked for', () => {
  it('answers with a little under half the question’s weight, the rest being the visitor’s own words', async () => {
    const shipping = hit(
      'https://roaster.test/pages/shipping',
      'Shipping',
      'Free delivery over £30 applies to Royal Mail Tracked 48 on the UK mainland.',
      'UK delivery',
    );
    const question = 'How much do I have to spend to get free delivery?';
    const concepts = questionConcepts(question);
    expect(concepts.map((c) => c.word)).toEqual(['spend', 'free', 'delivery']);
    const answer = await writeWeighed(question, [shipping], {
      concepts,
      weights: [4.03, 1.76, 1.83],
      found: [true, true, true],
    });
    expect(answer.text).toContain('£30');
  });
});

describe('a sentence giving values for several places', () => {
  it('is cut at its clauses to the one naming the place asked, an acronym too', async () => {
    const faq = hit(
      'https://roaster.test/pages/faq',
      'FAQ',
      'We ship to the EU for £12.95, and to Switzerland and Norway for £16.00.',
      'Do you ship abroad?',
    );
    const answer = await write('How much is shipping to the EU?', [faq], 'en');
    expect(answer.text).toContain('We ship to the EU for £12.95.');
    expect(answer.text).not.toContain('£16.00');
  });
});

describe('a sentence naming several days', () => {
  it('stays whole when its days share one statement (“Saturdays and Sundays are laptop-free”)', async () => {
    const cafe = hit(
      'https://roaster.test/pages/cafe',
      'Café',
      'Saturdays and Sundays are laptop-free, so that everyone can get a seat.',
      'Can I work on my laptop?',
    );
    const answer = await write('Can I work on my laptop on a Saturday?', [cafe], 'en');
    expect(answer.text).toContain('Saturdays and Sundays are laptop-free');
  });

  it('gives a later statement with its own subject alone, without the first one’s', async () => {
    const hours = hit(
      'https://bakery.test/visit-us',
      'Visit us',
      'We open on bank holiday Sundays as usual, and bank holiday Mondays are Mondays: we’re closed.',
    );
    const answer = await write('Are you open on bank holiday Mondays?', [hours], 'en');
    expect(answer.text).toBe('According to “Visit us”: Bank holiday Mondays are Mondays: we’re closed.');
  });
});

describe('the words of a question that are not what it asks about', () => {
  it('are a verb with its particle (“top up”) and the visitor’s circumstances (“while we eat”)', async () => {
    const findUs = hit(
      'https://pub.test/find-us',
      'Find Us',
      'There is one 7kW EV charging point in our car park.',
      'Electric cars',
    );
    const question = 'Is there anywhere to top up my electric car while we eat?';
    const concepts = questionConcepts(question);
    expect(concepts.map((c) => c.word)).toEqual(['top', 'electric', 'car', 'eat']);
    const answer = await writeWeighed(question, [findUs], {
      concepts,
      weights: [2.9, 3.4, 2.1, 2.9],
      found: concepts.map(() => true),
    });
    expect(answer.text).toContain('EV charging point');
  });
});

describe('the verb of a phrasal verb', () => {
  it('says little alone: the “Top Field” is no place to “top it up”', async () => {
    const news = hit(
      'https://park.test/news/2026',
      'What’s new for 2026',
      'Six new fully serviced pitches on the Top Field, with electric and water.',
    );
    const charging = hit(
      'https://park.test/facilities',
      'Facilities',
      'There are two 7kW chargers in the reception car park.',
      'Electric vehicle charging',
    );
    const question = 'our car is electric, where can we top it up while we’re staying?';
    const concepts = questionConcepts(question);
    expect(concepts.map((c) => c.word)).toEqual(['car', 'electric', 'top', 'staying']);
    const answer = await writeWeighed(question, [news, charging], {
      concepts,
      weights: [1.5, 2, 1.8, 1],
      found: concepts.map(() => true),
    });
    expect(answer.text).toContain('7kW chargers');
  });

  it('with its object between (“let you in”) says little alone too', async () => {
    const pages = [
      hit('https://clean.test/conservatory', 'Conservatory roofs', 'Let the light back in.'),
      hit(
        'https://clean.test/how-it-works',
        'Your clean day',
        'We don’t need access inside your home – just leave the side gate unlocked.',
      ),
    ];
    const question = 'Do I have to be at home to let you in?';
    const concepts = questionConcepts(question);
    expect(concepts.map((c) => c.word)).toEqual(['home', 'let']);
    const answer = await writeWeighed(question, pages, {
      concepts,
      weights: [2, 3.2],
      found: concepts.map(() => true),
    });
    expect(answer.text).toContain('We don’t need access inside your home');
  });
});

describe('a sentence opening with a condition', () => {
  it('tells an exception, read after the rule when the question sets no condition', async () => {
    const hours = hit(
      'https://trattoria.test/en/contact',
      'Contact and opening hours',
      'When a holiday falls on a Monday we are open for lunch.\n\nMonday is our weekly closing day, lunch and dinner.',
      'Opening hours',
    );
    const rule = await write('Are you open on Monday for lunch?', [hours], 'en');
    expect(rule.text).toContain('Monday is our weekly closing day');
    const exception = await write('If a holiday falls on a Monday, are you open for lunch?', [hours], 'en');
    expect(exception.text).toContain('When a holiday falls on a Monday');
  });
});

describe('a short line giving a value under a heading that labels it', () => {
  it('is about the heading above that label (“Quiz night › When”, then “Every Wednesday, 8pm”)', async () => {
    const events = hit(
      'https://pub.test/events',
      'Events',
      '## Quiz night\n\n### When\n\nEvery Wednesday, 8pm\n\n### Entry\n\n£2 per person, teams of up to six',
      'What’s On',
    );
    const answer = await write('When is quiz night?', [events], 'en');
    expect(answer.text).toContain('Every Wednesday, 8pm');
  });
});

describe('a word the page says with “no” before it', () => {
  it('is not what a question naming it asks for (“no electric” for “a pitch with electric”)', async () => {
    const prices = hit(
      'https://park.test/prices',
      'Prices',
      'Pitch: Standard tent pitch (no electric) · Mid: £24\n\nPitch: Tent pitch with electric · Mid: £29',
      'Touring and tent pitches',
    );
    const answer = await write('price of a tent pitch with electric in mid season', [prices], 'en');
    expect(answer.text).toContain('£29');
    expect(answer.text).not.toContain('£24');
    // Asked whether there is one, the 'no' is the answer.
    const pods = hit(
      'https://park.test/pods',
      'Glamping pods',
      'The pods have no electric hook-up, but a heater.',
    );
    expect((await write('Do the pods have electric?', [pods], 'en')).text).toContain('no electric');
  });
});

describe('a compound the visitor names (“a swimming pool”)', () => {
  it('is spoken of by its last word in a follow-up (“the pool”), though that word is on most pages', async () => {
    const pool = hit(
      'https://park.test/facilities',
      'Facilities',
      'A lifeguard is on duty whenever the pool is open.',
      'Heated outdoor pool',
    );
    const cove = hit(
      'https://park.test/things-to-do',
      'Things to do',
      'There are no lifeguards on the cove, so keep an eye on the tide.',
      'Trevellan Cove',
    );
    const question = 'Is there a lifeguard?';
    const previous = 'Have you got a swimming pool?';
    const own = questionConcepts(question);
    const concepts = [...own, ...questionConcepts(previous)];
    expect(concepts.map((c) => c.word)).toEqual(['lifeguard', 'swimming', 'pool']);
    const answer = await extractiveWriter.write(
      {
        scope: { demoId: 'd' },
        profile: { name: 'AI Assistant', company: '', language: 'en' },
        question,
        history: [{ role: 'user', content: previous, sources: [], timestamp: '2026-11-24T10:00:00.000Z' }],
        language: 'en',
        passages: [cove, pool],
        concepts,
        // 'pool' is on most of a holiday park's pages: it weighs little.
        weights: [3.4, 2.4, 0.8],
        found: concepts.map(() => true),
        asked: own.length,
        contact: undefined,
      },
      () => {},
      new AbortController().signal,
    );
    expect(answer.text).toContain('A lifeguard is on duty whenever the pool is open.');
  });
});

describe('a clause of a sentence naming the thing asked', () => {
  it('is given as it is when it has its own subject, not joined to the words before the first clause’s name', async () => {
    const post = hit(
      'https://movers.test/news/christmas',
      'Christmas',
      'Book a January house move by 18 December and we’ll deliver a Flat Pack of boxes free (worth £59).',
      'Moving in January?',
    );
    const { text } = await write('Do you give a Flat Pack free?', [post], 'en');
    expect(text).not.toContain('Book a we');
  });
});

describe('a sentence describing a record of a price list', () => {
  it('is given with the price of its own record, not the record’s before it', async () => {
    const prices = hit(
      'https://groomer.test/prices',
      'Prices',
      '## Full Groom\n\nFull Groom · Medium dog\n\n10–25kg (cockapoos, Schnauzers). Everything in a full groom.\n\n2 hr 30 min\n\n£56\n\nFull Groom · Giant dog\n\nOver 40kg (Newfoundlands, Bernese, giant doodles).\n\n3 hr 30 min\n\nfrom £88',
      'Prices',
    );
    // weighed as the knowledge would: the breed is the rarest word, 'groom' on every line
    const { text } = await writeByWeights(
      'price for a full groom on a newfoundland?',
      [prices],
      [1.2, 0.9, 0.1, 2.9],
    );
    expect(text).toContain('from £88');
    expect(text).not.toContain('£56');
  });
});

describe('a page saying it was last updated years ago', () => {
  it('is read after a page saying otherwise', async () => {
    const terms = {
      ...hit(
        'https://groomer.test/terms',
        'Terms & Conditions',
        'Gift vouchers. Gift vouchers are valid for 6 months from the date of issue and cannot be exchanged for cash.',
      ),
      kind: 'terms',
      updated: 2021,
    };
    const vouchers = hit(
      'https://groomer.test/gift-vouchers',
      'Gift Vouchers',
      '## The small print\n\nVouchers are valid for 12 months from the date of purchase.',
      'Gift Vouchers',
    );
    const now = new Date('2026-11-24T10:00:00Z');
    const answer = await write(
      'How long are your gift vouchers valid for?',
      [terms, vouchers],
      'en',
      {},
      now,
    );
    expect(answer.text).toContain('12 months');
    // last year's update is no sign of age
    const lastYear = await write(
      'How long are your gift vouchers valid for?',
      [{ ...terms, updated: 2025 }],
      'en',
      {},
      now,
    );
    expect(lastYear.text).toContain('6 months');
  });
});

describe('limits, prices and times the visitor asks about in their own words', () => {
  it('answers whether someone of an age may come by the rule whose limit leaves the age out', async () => {
    const pages = [
      hit(
        'https://birra.test/visite',
        'Visite',
        'La cantina si raggiunge con una scala di 14 gradini; chi non può fare le scale segue la visita al piano terra.',
        'Prezzi › Ragazzi 14–17 anni',
      ),
      hit('https://birra.test/faq', 'FAQ', 'Alle visite invece si partecipa dai 14 anni in su.', 'Bambini'),
    ];
    const question = 'mio figlio ha 12 anni, può venire con noi alla visita?';
    const answer = await writeWeighed(
      question,
      pages,
      {
        concepts: questionConcepts(question),
        weights: [4.9, 1.4, 2.1, 1.3],
        found: [false, true, true, true],
      },
      'it',
    );
    expect(answer.text).toContain('dai 14 anni in su');
    // asked a value, a band holding the age answers, not a limit leaving it out
    const classes = [
      hit('https://dance.test/ballet', 'Ballet', 'Grade 5 Ballet (11+): Tuesdays 6.15pm', 'Ballet'),
      hit('https://dance.test/street', 'Street', 'Street Dance (10 - 16): Tuesdays 5.15pm', 'Street Dance'),
    ];
    const time = await write('what time is the class for 10 year olds on a tuesday?', classes, 'en');
    expect(time.text).toContain('Street Dance');
  });

  it('reads the spending or renting asked about as asking the price', async () => {
    const rental = [
      hit(
        'https://bikes.test/faq',
        'FAQ',
        'With children you can rent bikes and child seats (€5 a day).',
        'Children',
      ),
      hit('https://bikes.test/rental', 'Rental', 'Bike: Road bike · 1 day: €55 · 7 days: €300', 'All rates'),
    ];
    const rent = await writeByWeights(
      'How much is it to rent a road bike for a day?',
      rental,
      [3.4, 1.6, 1, 1.4],
    );
    expect(rent.text).toContain('€55');
    const delivery = [
      hit(
        'https://shop.test/delivery',
        'Delivery',
        'UK mainland: £6.95 per order, FREE on orders over £75',
        'Costs',
      ),
      hit('https://shop.test/about', 'About', 'We deliver with DPD.', 'About'),
    ];
    const spend = await writeWeighed('How much do I need to spend to get free delivery?', delivery, {
      concepts: questionConcepts('How much do I need to spend to get free delivery?'),
      weights: [4.7, 1.1, 1.5],
      found: [false, true, true],
    });
    expect(spend.text).toContain('£75');
  });

  it('prices a thing however the visitor describes it: a full day session is the day session', async () => {
    const prices = [
      hit(
        'https://ink.test/',
        'Inkwell',
        'Day session, up to 6 hours (Mara, Dex or Juno): £650',
        'Tattoo prices',
      ),
      hit('https://ink.test/', 'Inkwell', 'Deposits: £50, or £100 for a day session.', 'Tattoo prices'),
    ];
    const concepts = questionConcepts('How much is a full day session?');
    const answer = await writeWeighed('How much is a full day session?', prices, {
      concepts,
      weights: [3.2, 0.7, 1.9],
      found: [true, true, true],
    });
    expect(answer.text).toContain('£650');
  });

  it('reads the verb ending a question asking when as the action, not the thing asked about', async () => {
    const pages = [
      hit(
        'https://bikes.test/sunset',
        'Coast and Dunes at sunset',
        'Departure: 4.30pm from May to September',
        'Departure',
      ),
      hit(
        'https://bikes.test/news/christmas',
        'Christmas 2026',
        'On Sunday 20 December at 9:30 we leave from the shop for the Christmas ride.',
        'The Christmas ride',
      ),
    ];
    const answer = await writeByWeights(
      'What time does the sunset coast tour leave in summer?',
      pages,
      [4.3, 3.2, 2.7, 0.4, 4.3, 4.3],
    );
    expect(answer.text).toContain('4.30pm');
    // in Italian the verb comes first: 'copre' asks what the package covers, no cover
    const packages = [
      hit(
        'https://foto.test/matrimoni',
        'Matrimoni',
        '6 ore di copertura, di solito dalla cerimonia all’inizio della cena',
        'Pacchetti › Essenziale › da € 1.800',
      ),
      hit('https://foto.test/album', 'Album', 'La copertina dell’album è in lino.', 'Album'),
    ];
    const question = 'quante ore copre il pacchetto essenziale?';
    const hours = await writeWeighed(
      question,
      packages,
      { concepts: questionConcepts(question), weights: [2, 3.6, 1.1, 2], found: [true, true, true, true] },
      'it',
    );
    expect(hours.text).toContain('6 ore di copertura');
  });
});
