import { describe, expect, it } from 'vitest';
import { answerCues } from './answer-cues.ts';

describe('the kinds of answer a question wants', () => {
  it('reads “quanti giorni dura?” and “how many hours does it take?” as asking how long, answered by a duration', () => {
    const days = answerCues('e quanti giorni dura?');
    expect(days.asksFor('dura')).toBe(true);
    expect(days('Il corso base di cinque giorni per principianti.')).toBe(1);
    expect(answerCues('how many hours does the tour take?').asksFor('take')).toBe(true);
    expect(answerCues('how long does the lesson last?').asksFor('last')).toBe(true);
    // Not the last of a list, nor a count of days asked for its own sake.
    expect(answerCues('is this the last day of the sale?').asksFor('last')).toBe(false);
  });

  it('reads a price asked by its words, not by words that begin as they do', () => {
    expect(answerCues('Do you sell swimming costumes?').wanted).toBe(0);
    expect(answerCues('Quando è stata costruita la villa?')('Costruita nel 1780, costa € 20.')).toBe(1);
    expect(answerCues('Are there extra charges?')('A supplement of € 20.')).toBe(1);
    expect(answerCues('How much are the fees?')('€ 20 a term.')).toBe(1);
    // 'how much to get it done' asks what it costs
    expect(answerCues('how much to get the aircon recharged?')('Air-con regas: £119')).toBe(1);
    expect(answerCues('how much to get the aircon recharged?').wanted).toBe(1);
    // a share of the price is what is paid; a share alone is not
    const noShow = answerCues('quanto si paga se non ci si presenta?');
    expect(noShow('Se non vi presentate addebitiamo il 100% del prezzo.')).toBe(1);
    expect(noShow('Il 90% dei clienti si presenta in anticipo.')).toBe(0);
    expect(answerCues('How much do you charge for a no-show?')('We charge 100% of the fee.')).toBe(1);
  });

  it('reads a sum in pence as a price, and no time of day as one', () => {
    const fee = answerCues("what's the booking fee if I book online?");
    expect(fee('There’s a booking fee of 50p per ticket online.')).toBe(1);
    expect(answerCues('how much is colour printing?')('10p a page in black and white, 30p in colour.')).toBe(
      1,
    );
    expect(fee('The box office opens at 5pm.')).toBe(0);
  });

  it('reads “è gratis?” as asking whether it costs anything, answered by a price or by “free”', () => {
    const free = answerCues('il parcheggio è gratis?');
    expect(free.wanted).toBe(1);
    expect(free('Parcheggio gratuito per i clienti.')).toBe(1);
  });

  it('reads an amount asked (“l’importo minimo”, “the minimum amount”) as a price', () => {
    const amount = answerCues("qual è l'importo minimo per un buono regalo?");
    expect(amount.wanted).toBe(1);
    expect(amount('Il buono può avere un importo libero, a partire da 30,00 €.')).toBe(1);
    expect(amount('Un trattamento o un importo a scelta, in una confezione regalo.')).toBe(0);
    expect(answerCues("what's the minimum amount for a voucher?")('From £25.')).toBe(1);
  });

  it('reads “cosa c’è dentro?” as asking what a thing holds, a list, and “dentro” as no thing of its own', () => {
    const inside = answerCues("e cosa c'è dentro?");
    expect(inside.wanted).toBe(1);
    expect(inside.asksFor('dentro')).toBe(true);
    expect(inside('Comprende iscrizione, corso di teoria, 6 guide obbligatorie e il primo esame.')).toBe(1);
  });

  it('meets an age the visitor gives by a range holding it, its unit unsaid, not by a time or a date', () => {
    const age = answerCues('how much do you charge for a 6 year old child per night in mid season?');
    expect(age('Child 3 to 11 · Mid season: €6.50')).toBe(1);
    expect(age.answers('year', 'Bambini 4-12: € 5')).toBe(true);
    expect(age('Open 9 to 5pm: €3')).toBe(0.5);
    expect(age('Kids club 10–12:30: €3')).toBe(0.5);
    expect(age('Prices 5/03–21/05: €8')).toBe(0.5);
  });

  it('reads an address asked, not the first word of a compound', () => {
    expect(answerCues("what's the address of the studio?").reach).toBe(true);
    expect(answerCues('your address please').reach).toBe(true);
    const service = answerCues('How much is the business address service?');
    expect(service.reach).toBe(false);
    expect(service('Business Address plan: £35 + VAT per month.')).toBe(1);
  });

  it('reads a drink’s strength by its share of alcohol, the wind’s in knots, and “che cifra” as a price', () => {
    const strength = answerCues('che gradazione ha la Brugnello Stout?');
    expect(strength('Birra: Brugnello Stout · Stile: Oatmeal Stout · Alc. vol.: 5,4% · IBU: 35')).toBe(1);
    expect(strength('Scura, morbida, con avena: caffè, cacao, un filo di liquirizia.')).toBe(0);
    expect(answerCues('How strong is the San Colombano?')('A Tripel, 8.5% ABV.')).toBe(1);
    expect(answerCues('how strong does the wind have to be?')('We cancel over 25 knots.')).toBe(1);
    const threshold = answerCues('da che cifra la spedizione è gratis?');
    expect(threshold('Spedizione: € 9,90 – gratis da € 89')).toBe(1);
    expect(threshold('Spediamo dal lunedì al mercoledì.')).toBe(0);
  });

  it('reads the days as saying more of when than their month, unless the month is asked', () => {
    const when = answerCues('quando chiudete per ferie?');
    expect(when('Dal 7 al 21 gennaio 2027 siamo chiusi per ferie.')).toBe(1);
    expect(when('Saturday 13 and Sunday 14 March')).toBe(1);
    expect(when('Le aperture delle feste, la chiusura di gennaio.')).toBe(0.5);
    expect(answerCues('Fino a che mese è aperta la terrazza?')('Da maggio a fine settembre.')).toBe(1);
  });

  it('reads “who” as asking for a person named, or the doer of a passive, not “per chi viene”', () => {
    const who = answerCues('chi è il mastro birraio?');
    expect(who.wanted).toBe(1);
    expect(who('L’hanno fondato Matteo Bergonzi, mastro birraio e agronomo.')).toBe(1);
    expect(who('Mastro birraio e fondatore.')).toBe(0);
    expect(who('Aperti il sabato e la domenica, chiusi a Gennaio e Febbraio.')).toBe(0);
    const runs = answerCues('Who runs the leisure centre?');
    expect(runs('Dr Ferraro treats adults only.')).toBe(1);
    expect(runs('A café by the river – all run by a local charity.')).toBe(1);
    expect(runs('Lessons run on Saturday Mornings between 9am and noon.')).toBe(0);
    expect(answerCues('quando ci sono le visite per chi viene da solo?').wanted).toBe(1);
    // The name the question gives ('Puppy Club') is no person's, where a text names it.
    const club = answerCues('Chi si occupa del Puppy Club?');
    expect(club('Book a Puppy Club place')).toBe(0);
    expect(club('The Puppy Club is run by Megan, our daycare manager.')).toBe(1);
  });

  it('reads five figures as an Italian postcode, not as the area code of a phone number', () => {
    const address = answerCues("What's your address?");
    expect(address('Call us on 01423 561 294 or email hello@fenwick-rowe.test.')).toBe(0);
    expect(address('Tel. 0372 12345')).toBe(0);
    expect(address('First Floor, Kensington House: 9 Raglan Street')).toBe(1);
    expect(address('Località Pieve, 29022 Bobbio (PC)')).toBe(1);
  });

  it('reads an age asked in Italian, “a che età”, by the ages a page gives', () => {
    const age = answerCues('a che età si può prendere la patente AM?');
    expect(age.wanted).toBe(1);
    expect(age('Puoi prenderla a 14 anni.')).toBe(1);
    expect(age('La patente AM ti permette di guidare i ciclomotori.')).toBe(0);
    // and in English by the plural too
    const ages = answerCues('what ages is the kids club for?');
    expect(ages.wanted).toBe(1);
    expect(ages.asksFor('ages')).toBe(true);
    expect(ages('Per bambini dai 4 ai 12 anni.')).toBe(1);
  });

  it('reads "how much per month" as asking a price, and a company number as no phone number', () => {
    const monthly = answerCues('unlimited membership, how much per month?');
    expect(monthly('Unlimited Monthly Membership: £99.00 / month')).toBe(1);
    expect(monthly('One intro offer per person.')).toBe(0);
    const phone = answerCues('Qual è il numero di telefono dello studio?');
    expect(phone('Phone: 0117 496 0352')).toBe(1);
    expect(phone('Willow Lane Studios Ltd, company number 13572046, registered in England')).toBe(0);
    expect(phone('P.IVA 03918470371')).toBe(0);
    // A licence's or a policy's number is no phone number either.
    expect(answerCues("What's your waste carrier licence number?")('Phone: 0117 496 0352')).toBe(0);
    // Asked for the VAT number, the number is the code, however it is spaced.
    expect(answerCues('I need your VAT number for my expenses please')('VAT number GB 318 4471 26.')).toBe(1);
  });

  it('reads a time of day as no price, and a date as no time ("ore 19.30", "from 7 January")', () => {
    const price = answerCues('quanto costa la serata vino e formaggi?');
    expect(price('Venerdì 11 dicembre, ore 19.30, in sala Fruttaio.')).toBe(0);
    expect(price('Dinner at 7.30pm.')).toBe(0);
    expect(price('40 € a persona.')).toBe(1);
    expect(price('Prezzo: 69,00')).toBe(1);
    const time = answerCues('what time is check out?');
    expect(time('The farm stay is closed from 7 January to 28 February.')).toBe(0);
    expect(time('Orders placed by 15 December arrive before Christmas.')).toBe(0);
    expect(time('Check-out by 10.30am.')).toBe(1);
    expect(time('Open from 9 to 5.')).toBe(1);
  });

  it('reads a deposit or a discount asked as answered by a share of the price too ("a 20% deposit")', () => {
    const deposit = answerCues('How much deposit do you want for a new boiler?');
    expect(deposit('For new boilers we ask for a 20% deposit when you accept the quote.')).toBe(1);
    expect(deposit.given('For new boilers we ask for a 20% deposit when you accept the quote.')).toBe(true);
    expect(deposit('We offer finance on new boilers.')).toBe(0);
    // a share answers no other price
    expect(answerCues('How much is a private lesson?')('20% off for students')).toBe(0);
  });

  it('reads a count of the thing asked, not of what holds it, and a founding asked by the year it began', () => {
    const calories = answerCues('how many calories in one gianduiotto?');
    expect(calories('Ogni scatola da 250 g contiene circa 25 gianduiotti.')).toBe(0.5);
    expect(calories.answers('calories', 'Ogni scatola contiene circa 25 gianduiotti.')).toBe(false);
    expect(calories('Gianduiotti: 120 calorie l’uno')).toBe(1);
    // a price for each is no count of them; a label counting them is ('Alunni: da 15 a 50')
    const pupils = answerCues('quanti alunni possono venire al massimo in gita?');
    expect(pupils('Costo: € 7 per alunno')).toBe(0.5);
    expect(pupils('Alunni: da 15 a 50.')).toBe(1);
    expect(pupils('Gruppi fino a 50 alunni')).toBe(1);
    const founded = answerCues('when was the pasticceria founded?');
    expect(founded.answers('founded', 'Under the arcades of Via Po since 1921')).toBe(true);
    expect(founded.answers('founded', 'A Chieri trovate la pasticceria fresca')).toBe(false);
    // when a new thing arrives is answered by the date it comes
    const arrive = answerCues('When do the electric campervans arrive?');
    expect(arrive.answers('arrive', 'First hires from May 2027')).toBe(true);
    expect(arrive.answers('arrive', 'We’ll be in arrivals with your name on a board.')).toBe(false);
    expect(answerCues('quando arrivano le bici elettriche?').answers('arrivano', 'Da maggio 2027')).toBe(
      true,
    );
    expect(answerCues('What time can we get into our room when we arrive?').asksFor('arrive')).toBe(false);
  });

  it('reads a question asking which brands as asking for the makers’ names, listed', () => {
    const tyres = answerCues('Which tyre brands do you sell?');
    expect(tyres.wanted).toBe(1);
    expect(tyres('We stock tyres from Michelin, Continental, Bridgestone and Goodyear.')).toBe(1);
    expect(tyres("We don't sell part-worn tyres.")).toBe(0);
    expect(answerCues('che marche di caldaie installate?')('Installiamo caldaie Vaillant e Baxi.')).toBe(1);
    expect(answerCues('Do you sell tyres?').wanted).toBe(0);
  });

  it('reads how long a thing lasts by a length of time, not by how far ahead ("a month before it is due")', () => {
    const mot = answerCues('How long does an MOT take?');
    expect(mot('The test takes about 45 minutes to an hour.')).toBe(1);
    expect(mot('We send reminders a month before your MOT is due.')).toBe(0.5);
    expect(mot('You can have it up to a month (minus a day) before it runs out.')).toBe(0.5);
    expect(mot('Let us know at least 24 hours before.')).toBe(0.5);
    // days counted as a business counts them
    const alterations = answerCues('How long do alterations take?');
    expect(alterations('Most garments are ready in 5 working days.')).toBe(1);
    expect(alterations('Refunds reach your card within 3 business days.')).toBe(1);
    // hours counted by the day say when, not how long
    const drive = answerCues('How long does the drive from Stresa to Malpensa take?');
    expect(drive('From Stresa, 24 hours a day, at fixed prices.')).toBe(0);
    expect(drive('We drive 7 days a week.')).toBe(0);
    expect(drive('Journey time: about 50 minutes')).toBe(1);
    // a booking widget's abbreviations ('6 hrs | £125.00', '45 mins')
    const course = answerCues('How long is the croissant class?');
    expect(course('Croissants & Viennoiserie: 6 hrs | £125.00')).toBe(1);
    expect(course('Taster: 45 mins')).toBe(1);
    // asked how far ahead, a lead time answers fully
    expect(answerCues('How far in advance do I book?')('Book at least 24 hours before.')).toBe(1);
    expect(answerCues('Quanto dura la visita?')('La visita dura circa 45 minuti.')).toBe(1);
    // 'how quickly' asks how soon, which 'the same day' says
    const soon = answerCues('How quickly do I get the certificate?');
    expect(soon.wanted).toBe(1);
    expect(soon('You get your certificate by email the same day.')).toBe(1);
    expect(soon('One gas appliance: £65')).toBe(0);
  });

  it('reads years as a length of time when they are a guarantee’s or a term’s, not an age', () => {
    const guarantee = answerCues('How long is the guarantee on a new boiler?');
    expect(guarantee('Up to 10 years’ manufacturer guarantee.')).toBe(1);
    expect(guarantee('Greenstar 4000 – 10 year guarantee')).toBe(1);
    expect(guarantee('A 5-year warranty on parts.')).toBe(1);
    expect(guarantee('Valid for 2 years from purchase.')).toBe(1);
    expect(answerCues('Quanto dura la garanzia?')('Garanzia di 2 anni su tutti i lavori.')).toBe(1);
    const table = answerCues('How long will you hold our table?');
    expect(table('Kids’ menu € 15 up to 10 years')).toBe(0);
    expect(table('Our 10-year-old loves it.')).toBe(0);
    expect(table('We hold the table for 15 minutes.')).toBe(1);
  });

  it('reads a time of day, not a price or a measure written alike ("£1.50", "1.10 to 1.60 m deep")', () => {
    const hours = answerCues('What are the pool opening hours?');
    expect(hours('Open every day from 1 May to 15 October, 9am–7pm.')).toBe(1);
    expect(hours('Open from 9.30 to 18.00.')).toBe(1);
    expect(hours('The saltwater pool (12 × 6 m, 1.10 to 1.60 m deep) is at the end of the garden.')).toBe(0);
    expect(hours('Unlimited Monthly Membership: £99.00 / month')).toBe(0);
    // Hours counted ('after the first 3 hours') ask for no time: the price answers alone.
    const parking = answerCues('How much does parking cost after the first 3 hours?');
    expect(parking.wanted).toBe(1);
    expect(parking('After that it costs £1.50 an hour.')).toBe(1);
  });

  it('reads "when does it start?" as asking a date or a time, either of which answers', () => {
    const start = answerCues('When does the 200 hour teacher training start?');
    expect(start.wanted).toBe(1);
    expect(start('It starts on Saturday 6 March 2027 and finishes on Sunday 19 September 2027.')).toBe(1);
    // a season with its year says when, in either language
    expect(start('Our grooming van goes on the road in spring 2027.')).toBe(1);
    expect(answerCues('quando apre l’area relax?')('L’Area Relax apre nell’autunno del 2027.')).toBe(1);
    expect(start('Our grooming van is a joy in spring.')).toBe(0);
    expect(answerCues('When do you open on Sundays?')('Sundays: 10am to 4pm')).toBe(1);
    // Asked of both ends, a span of two times answers before one time.
    const ends = answerCues('When does the class start and finish?');
    expect(ends('From 9:30 to 12:30.')).toBeGreaterThan(ends('Meet at 9:30.'));
    // Asked when it ends, a time it opens at says less than its hours or the time it closes.
    const closes = answerCues('and what time does it close?');
    expect(closes('Sunday: 10am – 8pm')).toBeGreaterThan(closes('Opens at 10am, Tuesday to Sunday.'));
    expect(closes('The bar stays open until 11pm.')).toBe(1);
    // 'fino a che ora è aperta?' asks for a time with all its words: a time answers 'aperta' and 'fino'.
    const until = answerCues('il sabato fino a che ora è aperta la piscina?');
    expect(until.asksFor('aperta') && until.asksFor('fino')).toBe(true);
    // Asked which days, a list of abbreviated days answers.
    expect(answerCues('Which days does Marcus work?')('Days: Tue · Thu · Fri · Sat')).toBe(1);
    expect(answerCues('a che ora chiude la segreteria?')('La segreteria chiude alle 19:00.')).toBe(1);
  });

  it('reads paying as asking for the price when the question asks how much', () => {
    expect(answerCues('Posso portare il cane? Quanto si paga?').asksFor('paga')).toBe(true);
    const child = answerCues('quanto paga di ingresso un bambino di 10 anni?');
    expect(child.asksFor('paga')).toBe(true);
    expect(child('Ingresso ridotto (under 14): € 6,50')).toBe(1);
    expect(answerCues('quanto devo pagare per la tessera?').asksFor('pagare')).toBe(true);
    expect(answerCues('How much do I pay for a child?').asksFor('pay')).toBe(true);
    // Asked without 'how much', paying is the thing asked about.
    expect(answerCues('Can I pay by card?').asksFor('pay')).toBe(false);
    // Paying in, and a share asked, are answered by a share of the price.
    const deposit = answerCues('quanto si versa di acconto per bloccare la data?');
    expect(deposit('Per prenotare versate un acconto del 30%.')).toBe(1);
    expect(answerCues('What percentage deposit do we pay?')('A deposit of 30% secures the date.')).toBe(1);
  });

  it('reads "extra" before the name of a thing as describing what is priced, and alone as asking the price', () => {
    const hour = answerCues('How much is each extra hour when you charter Fulmar?');
    expect(hour.asksFor('extra')).toBe(false);
    expect(hour.answers('extra', 'Fulmar: £420 for 2 hours')).toBe(false);
    expect(answerCues('How much extra is it for a dog?').asksFor('extra')).toBe(true);
    expect(answerCues('Is there an extra charge for dogs?').asksFor('extra')).toBe(true);
  });

  it('reads a count written as a word as a duration, "how far ahead" as asking for one, and a measure by its unit', () => {
    const notice = answerCues('How far ahead do I need to book?');
    expect(notice.wanted).toBe(1);
    expect(notice('Please book at least three weeks ahead.')).toBe(1);
    expect(notice('Prenotate almeno una settimana prima.')).toBe(1);
    expect(notice('We have two pools.')).toBe(0);
    expect(answerCues('How early should I get there?')('Please arrive 5 minutes before the start.')).toBe(1);
    // 'a week' counting things by it is a rate, not how long something lasts
    const lesson = answerCues('How long is a lesson?');
    expect(lesson('You must book at least 20 lessons a week.')).toBe(0);
    expect(lesson('Tre volte a settimana.')).toBe(0);
    expect(lesson('1 lesson (50 minutes)')).toBe(1);
    expect(lesson('From Turin it takes about 1 h 20 min')).toBe(1);
    expect(answerCues('How far is the station?').wanted).toBe(1);
    // 'Di che anno…' and 'in what year…' ask for a date; 'fino a quando' is asking, which a date answers.
    expect(answerCues('Di che anno è il casale?')('Un casale in pietra dal 1780')).toBe(1);
    expect(answerCues('Which year did you open?').wanted).toBe(1);
    expect(answerCues('Fino a quando è valido il buono?').asksFor('fino')).toBe(true);
    expect(answerCues('Fino a 20 persone?').asksFor('fino')).toBe(false);
    // Asked until or by when, a lead time says when; 'quando' saying when the visitor lands asks nothing of it.
    const lead = 'La cancellazione è gratuita fino a 48 ore prima.';
    expect(answerCues('Fino a quando posso cancellare la prenotazione?')(lead)).toBe(1);
    expect(answerCues('When do I need to book by?')('Please book at least a week in advance.')).toBe(1);
    expect(
      answerCues("Potete venire a prendere il cane all'aeroporto quando atterriamo?")(
        'Please book at least a week in advance.',
      ),
    ).toBe(0);
    // 'When … this year?' is answered by a date, which says the year.
    expect(answerCues('When is the festival this year?').answers('year', 'domenica 15 novembre 2026')).toBe(
      true,
    );
    // when a thing ends is asked by 'when' ('stop' is no thing asked about), and a time tells it
    const stop = answerCues('When does the kitchen stop serving hot food?');
    expect(stop.asksFor('stop')).toBe(true);
    expect(stop('Kitchen (hot food): until 2.30pm')).toBeGreaterThan(
      stop('Hot food: soup and crab sandwiches'),
    );
    // Asked when a thing starts and ends, a span of two times answers fully, one time half.
    const startAndFinish = answerCues('What time does the full day class start and finish?');
    expect(startAndFinish('Time: 8:45am – 4:30pm')).toBe(1);
    expect(startAndFinish('8:45 Coffee and cantucci in the farmhouse kitchen')).toBe(0.5);
    const iniziaFinisce = answerCues('A che ora inizia e finisce il corso per bambini?');
    expect(iniziaFinisce('Tutti i giorni dalle 10:00 alle 15:30')).toBe(1);
    expect(iniziaFinisce('La gara inizia alle 14:00')).toBe(0.5);
    expect(answerCues('What time does the class start?')('8:45 Coffee in the kitchen')).toBe(1);
    // A measure is a figure with its unit: a temperature, a weight, a depth.
    const temperature = answerCues("What's the water temperature in the learner pool?");
    expect(temperature('The learner pool is kept at a toasty 31°C.')).toBe(1);
    expect(temperature('The learner pool is open 31 hours a week.')).toBe(0);
    // 'quanti gradini' (steps) asks for a count, not for degrees
    const steps = answerCues('quanti gradini ci sono per salire ai telai');
    expect(steps.wanted).toBe(1);
    expect(steps.given('La Sala dei Telai si raggiunge solo con una scala di 38 gradini.')).toBe(true);
    // where the things counted are is not counted: four looms are no count of the steps up to them
    expect(steps('La Sala dei Telai si raggiunge solo con una scala di 38 gradini.')).toBe(1);
    expect(steps('Sottotetto – la Sala dei Telai: quattro telai Jacquard del primo Novecento.')).toBe(0.5);
    expect(answerCues('How heavy are the heaviest dumbbells?').answers('heaviest', 'up to 50 kg')).toBe(true);
    expect(answerCues('Quanto è profonda la piscina?').answers('profonda', 'profonda 2 m')).toBe(true);
    // 'a che quota' asks for an altitude, which no word of the page repeats: 'a 2.240 m la sera fa freddo'
    const altitude = answerCues('a che quota si trova il rifugio?');
    expect(altitude('Un pile o un piumino: a 2.240 m la sera fa freddo.')).toBe(1);
    expect(altitude.answers('quota', 'a 2.240 m')).toBe(true);
    // and 'opening dates' asks for dates, not for the hours of a day
    expect(answerCues('What are your winter opening dates?')('Breakfast from 6.30am.')).toBeLessThan(1);
    expect(answerCues('What are your winter opening dates?')('Open from 13 February to 11 April 2027.')).toBe(
      1,
    );
    // Only a figure with its unit tells how warm; 'how long' is told by a duration as well as by a length.
    expect(answerCues('How warm is the sea in June?').given('The season runs from 20 March.')).toBe(false);
    expect(answerCues('How warm is the sea in June?').given('In June the sea is about 19 °C.')).toBe(true);
    expect(answerCues('How long is a gift voucher valid for?').given('Valid for 12 months.')).toBe(true);
    // What a thing costs is told by a price, or by a word saying there is none to pay; a question about a
    // price without asking what it is ('are there fees for…') needs none.
    expect(answerCues('How much is the pasta class?').given('A morning of fresh pasta.')).toBe(false);
    expect(answerCues('How much is the pasta class?').given('Price per person: €145.')).toBe(true);
    expect(answerCues('How much does the tasting menu cost?').given('The tasting menu costs 45 euros.')).toBe(
      true,
    );
    expect(answerCues('how much is parking?').given('Parking is free for guests.')).toBe(true);
    // asked whether there is a charge, 'free of charge' says there is none; asked how much, it says nothing
    expect(answerCues('do you charge extra for oat milk')('Oat and soya milk are free of charge.')).toBe(1);
    expect(answerCues('how much do you charge for oat milk')('Oat and soya milk are free of charge.')).toBe(
      0,
    );
    expect(answerCues('Do you price match Amazon?')('We offer free gift wrapping.')).toBe(0);
    // 'e dove si fa?' asks where, as 'dove si svolge?' does
    expect(answerCues('e dove si fa?')('Il concerto è all’Auditorium di Piazza della Libertà.')).toBe(1);
    expect(answerCues('e dove si fa?')('Il concerto è sabato 19 dicembre alle 17:00.')).toBe(0);
    // 'what time does it stop…?' asks with 'stop' for a time
    expect(answerCues('what time does the café stop serving lunch?').asksFor('stop')).toBe(true);
    expect(answerCues('a che ora finisce la lezione?').asksFor('finisce')).toBe(true);
    // a day of the month asked is answered by a day of every month, not by any date
    const dayOfMonth = answerCues('entro che giorno del mese si paga la retta?');
    const none = dayOfMonth('La retta comprende 32 lezioni, da ottobre a maggio.');
    expect(dayOfMonth('La retta si paga entro il 10 di ogni mese, con bonifico.')).toBeGreaterThan(none);
    expect(dayOfMonth('Pagamento: entro il giorno 5, con bonifico bancario.')).toBeGreaterThan(none);
    const debit = answerCues('what day of the month is the direct debit taken?');
    expect(debit('It is taken on the 5th of each month.')).toBeGreaterThan(
      debit('It is taken from your bank account.'),
    );
    // the week of 'what day of the week' is asked for, and a weekday answers it, not a sentence about the weekend
    const weekday = answerCues('che giorno della settimana siete chiusi?');
    expect(weekday.asksFor('settimana')).toBe(true);
    expect(weekday.answers('settimana', 'Il martedì siamo chiusi.')).toBe(true);
    expect(weekday.answers('settimana', 'Non spediamo per il fine settimana.')).toBe(false);
    expect(answerCues('which days of the week do you run tastings?').asksFor('week')).toBe(true);
    expect(answerCues('quanti giorni a settimana è aperto il nido?').asksFor('settimana')).toBe(false);
    // the sum above which a thing is free is no price of it
    const shipping = answerCues('quanto costa la spedizione?');
    expect(shipping('Oggi la spedizione è gratuita per ordini da 120 €, come sempre.')).toBe(0);
    expect(shipping('La spedizione è gratuita per ordini superiori a 89 €.')).toBe(0);
    expect(shipping('Destinazione: Italia · Costo: 9,90 €')).toBe(1);
    expect(answerCues('how much is delivery?')('Free delivery on orders over £40, otherwise £3.95.')).toBe(1);
    expect(answerCues('how much is delivery?')('Free delivery on orders over £40.')).toBe(0);
    expect(answerCues('how much do I spend to get free delivery?')('Free delivery over £40.')).toBe(1);
    // sending to an email address is answered by the address
    const send = answerCues('what email address do I send my booking request to?');
    expect(send.answers('send', 'Email: bookings@highland-wheels.test')).toBe(true);
    expect(send.answers('send', 'We’ll send help or a replacement.')).toBe(false);
    // the hours asked are said by a span of times, a single time half
    const pool = answerCues('orari piscina');
    expect(pool('Orario: tutti i giorni dalle 9:30 alle 19:00.')).toBe(1);
    expect(pool('I visitatori escono entro le 23:00 e non possono usare la piscina.')).toBe(0.5);
    expect(answerCues('a che ora apre la piscina?')('La piscina apre alle 9:30.')).toBe(1);
    // 'whenever you like' asks no time
    expect(answerCues('bisogna prenotare o si può passare quando si vuole?')('Aperti dal 2012.')).toBe(0);
    expect(answerCues('quando si può passare?')('Dal mercoledì al sabato alle 17:00')).toBe(1);
    // a postcode asked for the satnav is asked by its words, and answered by the address's postcode
    expect(answerCues('postcode for the satnav?').asksFor('satnav')).toBe(true);
    expect(answerCues('qual è il CAP?')('Corso Garibaldi 112, 26100 Cremona')).toBe(1);
    expect(answerCues('postcode for the satnav?')('Harrogate, North Yorkshire')).toBe(0);
    // a charge said to be none answers whether there is one
    expect(answerCues('is there a fee for switching?')('There’s no joining fee.')).toBe(1);
    expect(answerCues('is there a fee for switching?')('The fee is explained at the meeting.')).toBe(0);
    expect(answerCues('Quanto costa il traghetto?').given('Il traghetto parte ogni ora.')).toBe(false);
    expect(answerCues('Quanto costa il traghetto?').given('Biglietto: 12 euro.')).toBe(true);
    expect(answerCues('Are there fees for late cancellation?').given('Cancel up to 48 hours before.')).toBe(
      true,
    );
    expect(answerCues('How big is the estate?')('The property covers 42 hectares.')).toBe(1);
    // 'The number of guests' asks for a count, not a phone number.
    const guests = answerCues("What's the minimum number of guests for a wedding?");
    expect(guests('Our minimum is 50 guests.')).toBe(1);
    expect(guests.answers('number', 'Our minimum is 50 guests.')).toBe(true);
    expect(answerCues("What's your phone number?")('Our minimum is 50 guests.')).toBe(0);
    // 'Il numero dell'agriturismo' is its phone number; 'il numero massimo di ospiti' a count.
    expect(answerCues("Mi date il numero dell'agriturismo?")('Tel. +39 0577 849402')).toBe(1);
    expect(answerCues('Qual è il numero massimo di ospiti?')('Tel. +39 0577 849402')).toBe(0);
    // A measure of the dimension asked answers it; another dimension's only looks like an answer.
    const depth = answerCues('Quanto è profonda la piscina?');
    expect(depth('The deep end is 2 metres deep.')).toBe(1);
    expect(depth('Our main pool is 25 metres long.')).toBe(0.5);
    expect(depth.answers('profonda', 'Our main pool is 25 metres long.')).toBe(false);
    // 'Per quanti giorni' asks how many days, not which.
    expect(answerCues('Per quanti giorni tenete gli oggetti smarriti?')('Lunedì chiuso')).toBe(0);
    // A count next to the thing counted answers fully, any other figure half.
    const rooms = answerCues('Quante camere avete?');
    expect(rooms('Nove camere e un appartamento nella villa.')).toBe(1);
    expect(rooms('Camera: Classic doppia · Ospiti: 2')).toBe(0.5);
    // A count of another thing the question names is the count asked, and says what is counted.
    const seats = answerCues('How many people can the barn seat for a dinner?');
    expect(seats('Capacity: 40 seated')).toBe(1);
    expect(seats.answers('people', 'Capacity: 40 seated')).toBe(true);
    expect(seats.answers('people', 'Parking: 12 spaces')).toBe(false);
    // A postcode, British or Italian, not a phone number; an Italian street named 'Via del …'.
    const postcode = answerCues("What's your postcode?");
    expect(postcode('Ashford Vale: AV3 7RL')).toBe(1);
    expect(postcode('Call us: 01632 960482')).toBe(0);
    expect(answerCues('Dove si trova il museo?')('Via del Poggio 2, nei locali dell’ex granaio')).toBe(1);
    expect(answerCues('Where is it held?')('Class: Pilates · Where: Studio 1')).toBe(1);
    // An English street is named before its kind: 'Street Photography Walks' is no address.
    const meet = answerCues('Where do we meet for the walk?');
    expect(meet('Meet by the steps of M Shed on Princes Wharf.')).toBe(1);
    expect(meet('Kwame leads our Street Photography Walks, rain or shine.')).toBe(0);
    // An age is no date: 'from 10 to 16 August' says nothing of a 6-year-old.
    const age = answerCues('Can my 6-year-old swim on her own?');
    expect(age('Children under 8 must be accompanied in the water.')).toBe(1);
    expect(age('The main pool will be closed from 10 to 16 August.')).toBe(0);
    // 'When' is answered by a date or a day more than by a time of day alone.
    const camps = answerCues('When do the summer holiday camps run?');
    expect(camps('Our holiday camps return this summer from 27 July to 28 August 2026.')).toBe(1);
    expect(camps('Each day runs from 09:00 to 15:30.')).toBe(0.5);
    // A year answers 'when was it built?'; a price of as many figures does not.
    const built = answerCues('When was the clock tower built?');
    expect(built('Alta 38 metri, fu completata nel 1372.')).toBe(1);
    expect(built('Il biglietto costa 1500 lire.')).toBe(0);
    // Phones type the apostrophe curly.
    expect(answerCues('Quanto tempo ci vuole?')('Ci vuole un’ora, o mezz’ora in auto.')).toBe(1);
  });
});

describe('a question asking how a thing is done', () => {
  it('wants the way: an app, a desk, a card, in either language', () => {
    const book = answerCues('How do I book a class?');
    expect(book.wanted).toBe(1);
    expect(book('Classes can be booked up to 7 days in advance in the app.')).toBe(1);
    expect(book('You can cancel a class booking free of charge up to 12 hours before it starts.')).toBe(0);
    expect(answerCues('Come si paga il noleggio?')('Accettiamo contanti e carta di credito.')).toBe(1);
    expect(answerCues('Come posso prenotare una visita?')('Si prenota alla reception o sul sito.')).toBe(1);
    // Directions are not a way of doing: 'how do I get there?' wants no app.
    expect(answerCues('How do I get there?')('Download our app.')).toBe(0);
  });
});

describe('places, addresses and measures asked in a visitor’s words', () => {
  it('reads an email address as an email, not a place, and “dov’è” as asking where', () => {
    const email = answerCues('A che indirizzo email posso scrivervi?');
    expect(email.wanted).toBe(1);
    expect(email('info@ciclofficina-lago.test')).toBe(1);
    expect(email.answers('scrivervi', 'info@ciclofficina-lago.test')).toBe(true);
    expect(answerCues("What's your email address?").wanted).toBe(1);
    const meeting = answerCues("Dov'è il punto di ritrovo per i tour?");
    expect(meeting('Ritrovo: davanti al negozio, in Lungolago Vittorio Veneto 14.')).toBe(1);
    expect(meeting('Ritrovo: davanti al negozio.')).toBe(0.5);
  });

  it('takes “how many km” as asking for a measure, not a count', () => {
    const km = answerCues('How many km is the Wineries Loop?');
    expect(km('Distance: 46 km')).toBe(1);
    expect(km('A loop through the vineyards with a visit to a family winery.')).toBe(0);
    expect(km.answers('km', 'Distance: 46 km')).toBe(true);
    const miles = answerCues('How many miles a day are included with a campervan?');
    expect(miles('Campervan hires include 200 miles a day.')).toBe(1);
    expect(miles.given('Every car hire includes unlimited mileage.')).toBe(false);
    expect(answerCues('quante miglia al giorno sono comprese?')('Fino a 200 miglia al giorno.')).toBe(1);
  });

  it('reads “quanto … di caparra” as asking how much is paid ahead, not “con quanto anticipo” ', () => {
    const deposit = answerCues('quanto si lascia di cauzione per noleggiare un violino?');
    expect(deposit('Strumento: Violino · Cauzione: € 100')).toBe(1);
    expect(deposit.wanted).toBe(1);
    expect(answerCues('con quanto anticipo bisogna prenotare?')('Cauzione: € 100')).toBe(0);
  });

  it('reads “what times” as asking a time of day, and “the half days” as no day asked', () => {
    const times = answerCues('what times are the half days?');
    expect(times('Half days are 9am to 1pm or 1.30pm to 5.30pm.')).toBe(1);
    expect(times('Order printed vouchers by Thursday 17 December.')).toBe(0);
  });

  it('reads noon and midnight by name as times, ending a span of hours', () => {
    const closing = answerCues('What time do you close on Christmas Eve?');
    expect(closing('Christmas Eve, Thursday 24 December · Hours: 9am – 12 noon')).toBe(1);
    expect(answerCues('a che ora chiudete la vigilia?')('Orario: dalle 9 a mezzogiorno')).toBe(1);
    expect(closing('Hours: 9am')).toBe(0.5);
  });

  it('takes a group’s size as a count of people, not a measure', () => {
    const size = answerCues('What’s the maximum group size on the Malham ride?');
    expect(size('Max 8 riders')).toBe(1);
    expect(size.asksFor('size')).toBe(true);
    // A thing's size is still measured.
    expect(answerCues('What size is the pool?')('25 m long')).toBe(1);
  });
});

describe('what the question itself says', () => {
  it('is no answer to it: the month asked about does not say when', () => {
    const when = answerCues('When are you closed for holidays in January?');
    expect(when('We also close for a few weeks in January: see the dates on our blog.')).toBe(0);
    expect(when('Chiusi per ferie da giovedì 7 gennaio a venerdì 5 febbraio.')).toBeGreaterThan(0);
    // A month not asked about says when, though less than its days would.
    expect(answerCues('When is the festival?')('The festival is in January.')).toBe(0.5);
    // Given with its days, the month asked about is a date.
    const august = answerCues('Quando chiudete per le ferie di agosto?');
    expect(august('Chiusura estiva: dal 10 al 23 agosto 2026.')).toBe(1);
    expect(august('Closed 10 to 23 August.')).toBe(1);
    expect(august('Closed August 10–23.')).toBe(1);
    expect(august('Ad agosto chiudiamo per ferie.')).toBe(0);
  });
});

describe('dates asked in other words', () => {
  it('reads “what are the dates of” as asking when', () => {
    const dates = answerCues('What are the dates of the beer festival?');
    expect(dates.wanted).toBe(1);
    expect(dates('Our ale festival returns from Friday 28 to Sunday 30 May 2027.')).toBe(1);
    expect(dates.answers('dates', 'from Friday 28 to Sunday 30 May 2027')).toBe(true);
  });
});

describe('how far', () => {
  it('is answered by a length before a time', () => {
    const far = answerCues('How far out do you travel?');
    expect(far('We come to your home within 15 km of the practice.')).toBe(1);
    expect(far('Home physiotherapy: 60 minutes')).toBe(0.5);
    expect(far.answers('far', 'Home physiotherapy: 60 minutes')).toBe(false);
  });
});

describe('“how long is…”', () => {
  it('is answered by a duration or a length, either one fully', () => {
    const valid = answerCues('How long is a gift voucher valid for?');
    expect(valid.wanted).toBe(1);
    expect(valid('Il buono è valido 12 mesi dalla data di emissione.')).toBe(1);
    expect(answerCues('How long is the main pool?')('The main pool is 25 metres long.')).toBe(1);
  });
});

describe('how often', () => {
  it('is answered by a frequency, not by “every” alone', () => {
    const often = answerCues('How often can I get a subscription delivered?');
    expect(often('Choose a coffee, get it every 2 or 4 weeks with 10% off.')).toBe(1);
    expect(often('You get 10% off every bag.')).toBe(0);
    expect(answerCues('Ogni quanto passa il pullman?')('Il pullman passa ogni 2 ore.')).toBe(1);
  });
});

describe('asked in Italian', () => {
  it('reads “con quanto anticipo” as asking how long before, and “fino a che mese” as asking when', () => {
    expect(answerCues('Con quanto anticipo devo disdire?')('Manda una email almeno 24 ore prima.')).toBe(1);
    expect(answerCues('Fino a che mese è aperta la terrazza?')('Da maggio a fine settembre.')).toBe(1);
  });
});

describe('whether it costs', () => {
  it('is answered by a price or by a word saying it costs nothing', () => {
    const pay = answerCues('Do we have to pay for it?');
    expect(pay('It’s free: sign up at reception.')).toBe(1);
    expect(pay('Kids’ club from 10am to 12pm.')).toBe(0);
    expect(pay.asksFor('pay')).toBe(true);
  });

  it('reads “how much deposit do I pay” as asking for a price', () => {
    expect(answerCues('how much deposit do I pay for a pitch?')('A deposit of £40 per pitch.')).toBe(1);
    expect(answerCues('How do I pay?').asksFor('pay')).toBe(false);
  });
});
