import type { StemLanguage } from './stems.ts';

/**
 * Cognates: the many English and Italian words of one Latin or Greek root differ by regular spellings
 * ('physiotherapy' and 'fisioterapia', 'orthopaedic' and 'ortopedico', 'coeliac' and 'celiaco',
 * 'information' and 'informazione'). A dictionary lists only some of them; these rules write a folded
 * word as its likely counterpart in the other language, so a page that uses it is found and quoted.
 * A rule that writes no real word costs nothing: the form is simply in no index.
 */

/** English spellings Italian writes otherwise, inside a word: 'ph' is 'f', 'th' 't', 'ct' 'tt'. */
const ENGLISH_SPELLINGS: [RegExp, string][] = [
  [/ph/g, 'f'],
  [/tion/g, 'zion'],
  [/th/g, 't'],
  [/ae|oe/g, 'e'],
  [/y/g, 'i'],
  [/ct/g, 'tt'],
  [/pt/g, 'tt'],
  [/bd/g, 'dd'],
  [/dv/g, 'vv'],
  [/ex(?=[cpt])/g, 'es'],
  [/x/g, 'ss'],
];

/** English endings and the Italian ones they become, longest first (after 'y' is written 'i'). */
const ENGLISH_ENDINGS: [string, string][] = [
  ['zions', 'zioni'],
  ['zion', 'zione'],
  ['sions', 'sioni'],
  ['sion', 'sione'],
  ['ical', 'ico'],
  ['ence', 'enza'],
  ['ance', 'anza'],
  ['ment', 'mento'],
  ['ous', 'oso'],
  ['ble', 'bile'],
  ['ist', 'ista'],
  ['ism', 'ismo'],
  ['ive', 'ivo'],
  ['ari', 'ario'],
  ['ori', 'orio'],
  ['ure', 'ura'],
  ['ate', 'ato'],
  ['ium', 'io'],
  ['eum', 'eo'],
  ['ine', 'ina'],
  // 'defibrillator' and 'defibrillatore', 'doctor' (after 'ct') and 'dottore'
  ['ors', 'ori'],
  ['or', 'ore'],
  ['ic', 'ico'],
  ['ac', 'aco'],
  ['al', 'ale'],
];

/** Italian endings and the English ones they come from, longest first. */
const ITALIAN_ENDINGS: [string, string][] = [
  ['zioni', 'tions'],
  ['zione', 'tion'],
  ['sioni', 'sions'],
  ['sione', 'sion'],
  ['mento', 'ment'],
  ['menti', 'ments'],
  ['enza', 'ence'],
  ['anza', 'ance'],
  ['bile', 'ble'],
  ['ismo', 'ism'],
  ['ista', 'ist'],
  ['ario', 'ary'],
  ['orio', 'ory'],
  ['ico', 'ic'],
  ['ica', 'ic'],
  ['ici', 'ic'],
  ['iche', 'ic'],
  ['aco', 'ac'],
  ['aca', 'ac'],
  ['oso', 'ous'],
  ['osa', 'ous'],
  ['ivo', 'ive'],
  ['iva', 'ive'],
  ['ura', 'ure'],
  ['ato', 'ate'],
  ['ata', 'ate'],
  ['tore', 'tor'],
  ['tori', 'tors'],
  ['ale', 'al'],
  ['ia', 'y'],
  ['eo', 'eum'],
];

/** Words shorter than this share too little to be told apart from chance ('caso', 'case'). */
const MIN_LENGTH = 6;

/**
 * The folded word written as its likely cognate in the other language, or undefined when no rule
 * changes it: English 'physiotherapy' gives Italian 'fisioterapia', Italian 'riabilitazione' gives
 * English 'riabilitation' (the stem of 'rehabilitation' is not reached, and nothing is lost).
 */
export function cognateOf(word: string, from: StemLanguage): string | undefined {
  if (word.length < MIN_LENGTH || /[^a-z]/.test(word)) return undefined;
  let written = word;
  if (from === 'en') {
    for (const [pattern, italian] of ENGLISH_SPELLINGS) written = written.replace(pattern, italian);
    const ending = ENGLISH_ENDINGS.find(([english]) => written.endsWith(english));
    if (ending) written = written.slice(0, -ending[0].length) + ending[1];
    else if (/[^aeiou]i$/.test(written)) written += 'a';
  } else {
    const ending = ITALIAN_ENDINGS.find(([italian]) => written.endsWith(italian));
    if (ending) written = written.slice(0, -ending[0].length) + ending[1];
    written = written.replace(/tt/g, 'ct').replace(/zion/g, 'tion');
  }
  return written === word ? undefined : written;
}
