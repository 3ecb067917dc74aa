import {
  alert,
  section,
  type TastiPage,
  TB_EMAIL,
  TB_OWNER,
  TB_STREET,
  TB_TOWN,
  TB_VAT,
  text,
  title,
} from './tasti-bianchi-trieste.layout.ts';

/**
 * The pages only in Italian besides the blog: the school rules in force (the registration fee covering accident
 * insurance, the school year, payment by the 10th, cancellations 24 hours ahead recovered within the month, the
 * bora-warning exception, 30 days' notice to leave, children under 10 collected inside, 20 free minutes in a free
 * room before the lesson, photos of recitals only with written consent); the 2021 rules kept as 'ARCHIVIO –
 * Regolamento 2021' and linked from every footer (a € 25 fee, quarterly fees in cash or by cheque, 48 hours'
 * notice and a medical certificate to recover a lesson, lessons continuing on Zoom during closures, pupils from 6,
 * masks, 60 days' notice to leave, the practice rooms for pupils only, one recital a year in June); and the privacy
 * and cookie notice.
 */

const numbered = (items: string[]) => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;

const regolamento: TastiPage = {
  path: '/regolamento',
  lang: 'it',
  id: 34,
  title: 'Regolamento',
  description:
    'Il regolamento di Tasti Bianchi per l’anno scolastico 2026/2027: iscrizione, pagamenti, assenze e recuperi, ritiro, accompagnatori.',
  modified: '2026-08-28T17:40:02+02:00',
  body: [
    section(
      [
        title('Regolamento della scuola', 2),
        text(
          '<p><em>In vigore dal 1° settembre 2026.</em> Iscrivendosi, allievi e famiglie accettano queste regole. Sono poche, e servono a far funzionare bene le lezioni di tutti.</p>',
        ),
        title('1. Iscrizione', 'div', { size: 20 }),
        text(
          '<p>La quota di iscrizione è di € 35 per anno scolastico e comprende l’assicurazione infortuni per tutte le attività della scuola, saggi compresi. L’anno scolastico va dal 14 settembre 2026 al 12 giugno 2027 e segue le vacanze del calendario scolastico del Friuli Venezia Giulia; le date di chiusura le pubblichiamo sul blog.</p>',
        ),
        title('2. Pagamenti', 'div', { size: 20 }),
        text(
          '<p>Il pacchetto mensile si paga in anticipo, entro il 10 del mese, con bonifico, carta o bancomat, Satispay o contanti in segreteria.</p>',
        ),
        title('3. Assenze e recuperi', 'div', { size: 20 }),
        numbered([
          'Una lezione disdetta almeno 24 ore prima (al telefono, su WhatsApp o per email) si recupera entro il mese.',
          'Una lezione disdetta meno di 24 ore prima, o non disdetta, è persa e non si rimborsa.',
          'Quando la Protezione Civile dirama l’allerta per bora forte, le lezioni disdette anche il giorno stesso si recuperano.',
          'Le lezioni annullate dall’insegnante si recuperano sempre.',
        ]),
        title('4. Ritiro', 'div', { size: 20 }),
        text(
          '<p>Chi vuole smettere deve avvisare per email con un preavviso di 30 giorni. La quota di iscrizione non si restituisce.</p>',
        ),
        title('5. Bambini e accompagnatori', 'div', { size: 20 }),
        text(
          '<p>I bambini sotto i 10 anni vanno accompagnati fino alla porta dell’aula e ripresi in sala d’attesa da un adulto: non li lasciamo uscire da soli.</p>',
        ),
        title('6. Studiare in sede', 'div', { size: 20 }),
        text(
          '<p>Gli allievi possono usare gratis un’aula libera nei 20 minuti prima della loro lezione, per scaldarsi. Per studiare più a lungo ci sono le <a href="/aule-studio">aule studio</a> a tariffa ridotta.</p>',
        ),
        title('7. Foto e video', 'div', { size: 20 }),
        text(
          '<p>Foto e video dei saggi li pubblichiamo sui nostri canali solo con il consenso scritto dei genitori.</p>',
        ),
        title('8. In aula', 'div', { size: 20 }),
        text('<p>In aula non si mangia e i telefoni stanno in silenzio.</p>'),
      ].join(''),
    ),
  ].join(''),
};

const archivio: TastiPage = {
  path: '/archivio-regolamento-2021',
  lang: 'it',
  id: 36,
  title: 'ARCHIVIO – Regolamento 2021',
  description: 'Il regolamento di Tasti Bianchi per l’anno scolastico 2020/2021, non più in vigore.',
  modified: '2021-09-03T11:02:45+02:00',
  body: section(
    [
      alert(
        'Questo regolamento non è più in vigore: è stato sostituito dal <a href="/regolamento">regolamento attuale</a>. Lo lasciamo online solo per consultazione.',
      ),
      title('Regolamento anno scolastico 2020/2021', 2),
      numbered([
        'Si accettano allievi dai 6 anni.',
        'La quota di iscrizione è di € 25.',
        'La retta è trimestrale e si paga in anticipo a settembre, gennaio e aprile, in contanti o con assegno.',
        'Le lezioni disdette con almeno 48 ore di anticipo si recuperano solo presentando un certificato medico.',
        'In caso di chiusura per le disposizioni sanitarie, le lezioni proseguono online su Zoom, nello stesso orario.',
        'In sede la mascherina è obbligatoria dai 6 anni. Può entrare un solo accompagnatore e la sala d’attesa resta chiusa.',
        'Per ritirarsi serve un preavviso di 60 giorni.',
        'Le aule studio sono riservate agli allievi della scuola.',
        'Il saggio si tiene una volta all’anno, a giugno.',
      ]),
    ].join(''),
  ),
};

const privacy: TastiPage = {
  path: '/privacy',
  lang: 'it',
  id: 3,
  title: 'Privacy e cookie',
  description: 'Informativa sulla privacy e sui cookie del sito di Tasti Bianchi.',
  modified: '2024-05-14T09:12:10+02:00',
  body: section(
    [
      title('Informativa sulla privacy', 2),
      text(
        `<p>Titolare del trattamento è ${TB_OWNER}, ${TB_STREET}, ${TB_TOWN}, P.IVA ${TB_VAT}, email <a href="mailto:${TB_EMAIL}">${TB_EMAIL}</a>.</p><p>I dati inviati con il modulo contatti (nome, email, telefono, età dell’allievo e messaggio) servono solo a rispondere alla richiesta e a gestire l’iscrizione, e si conservano per il tempo necessario a farlo. Non li cediamo a terzi. Potete chiedere in ogni momento di vederli, correggerli o cancellarli scrivendo all’indirizzo qui sopra, e potete rivolgervi al Garante per la protezione dei dati personali.</p>`,
      ),
      `<span id="cookie"></span>`,
      title('Cookie', 2),
      text(
        '<p>Il sito usa cookie tecnici, necessari al funzionamento, e, solo con il vostro consenso dato nel banner, cookie statistici anonimi e i cookie di Google Maps e YouTube. Il consenso è gestito con Complianz e si può cambiare dal pulsante «Gestisci consenso».</p>',
      ),
    ].join(''),
  ),
};

export const tastiInfoPages: TastiPage[] = [regolamento, archivio, privacy];
