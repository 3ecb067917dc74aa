import {
  bullets,
  col,
  gallery,
  heading,
  hero,
  image,
  link,
  row,
  type SetaPage,
  section,
  text,
} from './museo-seta-valmorea.layout.ts';

/** The current temporary exhibition, and the 2025 one whose page was never taken down. */
export const setaExhibitionPages: SetaPage[] = [
  {
    path: '/mostra-fili-d-oro',
    title: 'Mostra «Fili d’oro»',
    description:
      'Fili d’oro. Broccati e damaschi comaschi dal Settecento al Déco: la mostra temporanea del Museo della Seta di Valmorea, dal 12 settembre 2026 al 10 gennaio 2027.',
    body: [
      hero(
        'Fili d’oro',
        'Broccati e damaschi comaschi dal Settecento al Déco · 12 settembre 2026 – 10 gennaio 2027',
        'mostra-fili-doro-broccato.jpg',
      ),
      row([
        col(
          7,
          text(
            'Sessanta tessuti e quattordici abiti, in gran parte mai esposti, raccontano tre secoli di seta operata a Como: i broccati d’oro delle parature settecentesche, i damaschi ottocenteschi delle ville sul lago, i velluti e i lamé degli anni Venti e Trenta.',
            'La mostra, a cura di Chiara Lurati, nasce dalla collaborazione con la Collezione Bernasconi Ruffo e con gli archivi di tre tessiture comasche.',
          ),
        ),
        col(5, image('mostra-fili-doro-abito.jpg', 'Abito da sera in lamé, 1928')),
      ]),
      section(
        heading('Informazioni', 2),
        bullets(
          '**Date:** dal 12 settembre 2026 al 10 gennaio 2027',
          '**Dove:** Sala delle Mostre, piano terra',
          '**Orari:** gli stessi del museo',
          '**Biglietti:** solo mostra € 6 (ridotto € 4); museo + mostra € 13 (ridotto € 10)',
          'Gli Amici del Museo entrano gratis.',
          'Nella mostra è vietato fotografare.',
        ),
        heading('Visite guidate con la curatrice', 2),
        text(
          'Sabato 28 novembre e sabato 19 dicembre alle 16:30 Chiara Lurati accompagna i visitatori in mostra. € 4 in più del biglietto, su prenotazione, massimo 25 persone.',
        ),
      ),
      section(
        gallery([
          ['fili-doro-parato.jpg', 'Parato da chiesa', 'Broccato con fili d’oro, Como, 1760 circa'],
          ['fili-doro-damasco.jpg', 'Damasco', 'Tessitura comasca per una villa di Cernobbio, 1840'],
          ['fili-doro-velluto.jpg', 'Velluto cesellato', 'Campionario di tessitura, 1925'],
        ]),
        text(
          `Le mostre precedenti: ${link('Il filo del ritorno. Seta e moda a Como negli anni Cinquanta (2025)', '/mostra-il-filo-del-ritorno')}.`,
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/mostra-il-filo-del-ritorno',
    title: 'Mostra «Il filo del ritorno»',
    description:
      'Il filo del ritorno. Seta e moda a Como negli anni Cinquanta: mostra temporanea al Museo della Seta di Valmorea.',
    body: [
      hero(
        'Il filo del ritorno',
        'Seta e moda a Como negli anni Cinquanta · 15 marzo – 28 settembre 2025',
        'filo-del-ritorno-abiti.jpg',
      ),
      section(
        text(
          'Nel dopoguerra Como torna a tessere e a stampare per le grandi sartorie di Roma, Milano e Parigi. Quaranta abiti, i disegni originali degli studi comaschi e i campionari delle stamperie raccontano il decennio in cui la seta di Como diventò moda.',
          'La mostra è realizzata con i prestiti di dodici famiglie comasche.',
        ),
        heading('Informazioni', 2),
        bullets(
          '**Date:** dal 15 marzo al 28 settembre 2025',
          '**Dove:** Sala delle Mostre, piano terra',
          '**Orari:** da martedì a domenica 10:00–18:00',
          '**Biglietti:** solo mostra € 5; museo + mostra € 12 (ridotto € 9,50)',
          '**Visite guidate:** ogni giovedì alle 17:30, € 3,50 a persona',
        ),
        gallery([
          ['filo-del-ritorno-disegni.jpg', 'Disegni tessili', 'Studio Gallo e Bianchi, 1953'],
          ['filo-del-ritorno-abito.jpg', 'Abito da cocktail', 'Seta stampata a Como, 1956'],
        ]),
      ),
    ].join('\n'),
  },
];
