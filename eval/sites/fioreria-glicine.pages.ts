import { christmas2026, valentine2026 } from './fioreria-glicine.blog.ts';
import {
  a,
  b,
  big,
  GLICINE_PHONE,
  GLICINE_WHATSAPP,
  type GlicinePage,
  gap,
  line,
  photo,
  postList,
  staticPage,
  wordTable,
} from './fioreria-glicine.layout.ts';

/**
 * The home page: Blogger's list of the newest posts (the Christmas 2026 post cut at its jump break, the
 * whole Valentine's 2026 post with its long-expired offer) under a welcome widget shown only here, whose
 * summer 2026 free-delivery banner was never taken down.
 */
export const glicineHome: GlicinePage = {
  path: '/',
  lang: 'it',
  kind: 'home',
  title: 'Fioreria Glicine',
  description:
    'Fioreria Glicine, fiorista nel centro di Parma dal 1987: bouquet, fiori per matrimoni ed eventi, fiori per funerali, piante, consegne a domicilio a Parma e provincia, laboratori di composizione floreale.',
  alternate: '/p/english.html',
  welcome: `<div style="text-align: center;"><span style="font-size: large;">Benvenuti alla <b>Fioreria Glicine</b>!</span></div>
<div style="text-align: center;">Fiori freschi, piante, matrimoni e consegne a domicilio a Parma e dintorni.<br />Ordinate al telefono o su WhatsApp: vi aiutiamo noi a scegliere!</div>
<div style="text-align: center;"><br /></div>
<div style="background: #fff3c4; padding: 8px; text-align: center;">🌻&nbsp;<b>Offerta d&#39;estate</b>: fino al 15 settembre 2026 consegna GRATUITA a Parma per ordini da € 50!&nbsp;🌻</div>`,
  blog: postList(
    [christmas2026, valentine2026],
    '/search?updated-max=2026-02-02T18:40:00%2B01:00&amp;max-results=2',
  ),
};

/** About, bouquets and plants (only in Italian). */
export const glicinePages: GlicinePage[] = [
  {
    path: '/p/chi-siamo.html',
    lang: 'it',
    kind: 'page',
    title: 'Chi siamo',
    description:
      'La storia della Fioreria Glicine, dal chiosco di Franca del 1987 alla bottega in Borgo delle Colonne.',
    blog: staticPage({
      id: '3948171206655821302',
      title: 'Chi siamo',
      body: `${photo('anna-sofia-bancone', 'Anna e Sofia al bancone della fioreria')}
${line(
  'La Fioreria Glicine è nata nel 1987, quando Franca Bertolini ha aperto un piccolo chiosco di fiori in Borgo Santo Spirito.&nbsp;',
  'Dal 2009 siamo in Borgo delle Colonne, in una bottega con il cortile interno dove cresce il glicine che ci ha dato il nome: fiorisce ad aprile e, se passate in quei giorni, vale la visita!',
)}
${gap}
${big('Chi siamo')}
${line(
  `${b('Anna Bertolini')}, la figlia di Franca, è la titolare: fa la fiorista dal 1995 e si occupa dei bouquet, dei fiori per i funerali e dei laboratori.`,
  `${b('Sofia')}, la figlia di Anna, segue matrimoni ed eventi.`,
  `${b('Luca')} fa le consegne con il nostro furgone elettrico, in servizio dal 2023.`,
)}
${gap}
${big('I nostri fiori')}
${line(
  'Compriamo i fiori due volte alla settimana, il lunedì e il giovedì, al mercato dei fiori di Sanremo e da tre coltivatori delle province di Parma e di Reggio Emilia.&nbsp; D&#39;estate molte delle nostre dalie, zinnie e peonie arrivano da un&#39;azienda agricola di Collecchio.',
  'Confezioniamo con carta e rafia invece del cellophane e, quando possiamo, senza spugna floreale.',
)}`,
    }),
  },
  {
    path: '/p/bouquet-e-composizioni.html',
    lang: 'it',
    kind: 'page',
    title: 'Bouquet e composizioni',
    description: 'Bouquet, rose e composizioni fatti a mano: i prezzi della Fioreria Glicine di Parma.',
    blog: staticPage({
      id: '6620391847725310518',
      title: 'Bouquet e composizioni',
      body: `${photo('bouquet-di-stagione', 'Un bouquet di stagione')}
${line(
  'Tutti i nostri mazzi sono fatti a mano al momento, con i fiori di stagione che abbiamo in negozio quel giorno: se avete un colore o un fiore preferito ditecelo, e se c&#39;è lo usiamo.&nbsp;',
  'Il bigliettino e la confezione sono sempre compresi nel prezzo.',
)}
${gap}
${big('Bouquet')}
${wordTable(
  [
    ['Bouquet', 'Prezzo'],
    ['Piccolo (8-10 steli)', '€&nbsp;30'],
    ['Medio (15-18 steli)', '€&nbsp;45'],
    ['Grande (25-30 steli)', '€&nbsp;70'],
    ['12 rose rosse', '€&nbsp;54'],
    ['24 rose rosse', '€&nbsp;100'],
    ['Rosa singola con nastro', '€&nbsp;4,50'],
  ],
  [220, 80],
)}
${gap}
${big('Composizioni')}
${wordTable(
  [
    ['Composizione', 'Prezzo'],
    ['Composizione in cesto', 'da €&nbsp;40'],
    ['Composizione di piante grasse', 'da €&nbsp;28'],
    ['Cappelliera con rose', 'da €&nbsp;65'],
    ['Corona d&#39;alloro per la laurea', '€&nbsp;25'],
  ],
  [220, 80],
)}
${line(
  'La corona d&#39;alloro per la laurea va prenotata almeno 3 giorni prima; il nastro rosso con il nome e la data è compreso.',
)}
${gap}
${big('Il bouquet del giorno')}
${line(
  'Ogni mattina Anna prepara qualche mazzo con i fiori più belli del giorno, a € 20.&nbsp;',
  'Il bouquet del giorno si compra solo in negozio: non si prenota e non si consegna.',
)}
${gap}
${line(
  `Per ordinare chiamate lo ${GLICINE_PHONE} o scriveteci su WhatsApp al ${GLICINE_WHATSAPP}. Costi e orari delle consegne: ${a('Consegne', '/p/consegne.html')}.`,
)}`,
    }),
  },
  {
    path: '/p/piante.html',
    lang: 'it',
    kind: 'page',
    title: 'Piante',
    description:
      'Piante da appartamento, orchidee, ulivi e aromatiche; il rinvaso e la pensione per le vostre piante.',
    blog: staticPage({
      id: '1187450362291847736',
      title: 'Piante',
      body: `${line(
        'In negozio e nel cortile trovate piante da appartamento, da balcone e da giardino, orchidee e piante aromatiche.&nbsp;',
      )}
${gap}
${big('Qualche prezzo')}
${wordTable(
  [
    ['Pianta', 'Prezzo'],
    ['Piante da appartamento', 'da €&nbsp;12'],
    ['Orchidea Phalaenopsis, 1 ramo', '€&nbsp;25'],
    ['Orchidea Phalaenopsis, 2 rami', '€&nbsp;35'],
    ['Ulivo in vaso (altezza 1,20 m)', '€&nbsp;45'],
    ['Piante aromatiche (basilico, rosmarino, salvia...)', '€&nbsp;4,50'],
    ['Ciclamini (da ottobre)', '€&nbsp;7'],
  ],
  [240, 80],
)}
${gap}
${big('Rinvaso')}
${line(
  'Portateci la vostra pianta: la rinvasiamo noi, terriccio compreso, da € 8 a seconda della misura.&nbsp;Il vaso nuovo si paga a parte.',
)}
${gap}
${big('Pensione per piante')}
${line(
  'Partite per le vacanze? Le vostre piante possono stare da noi: le annaffiamo e le teniamo al riparo nel cortile per € 2 al giorno a pianta, per un minimo di 7 giorni.',
  'Portatele e venitele a riprendere negli orari del negozio.',
)}
${gap}
${line('Non facciamo manutenzione di giardini e terrazzi e non facciamo potature a domicilio.')}`,
    }),
  },
];
