/**
 * Units of measure by their symbol and their English and Italian names, singular and plural: pages print the
 * symbol ('1kg bags', '7kW', 'entro 15 km'), visitors say the name ('a kilo bag', 'quanti chilometri?').
 */
const UNITS: Record<string, readonly string[]> = {
  kg: [
    'kilo',
    'kilos',
    'kilogram',
    'kilograms',
    'kilogramme',
    'kilogrammes',
    'chilo',
    'chili',
    'chilogrammo',
    'chilogrammi',
  ],
  g: ['gram', 'grams', 'gramme', 'grammes', 'grammo', 'grammi'],
  km: ['kilometre', 'kilometres', 'kilometer', 'kilometers', 'chilometro', 'chilometri'],
  // A mile has no symbol a page prints alone ('mi' is an Italian word): its English name stands for it.
  mile: ['miles', 'miglio', 'miglia'],
  ml: ['millilitre', 'millilitres', 'milliliter', 'milliliters', 'millilitro', 'millilitri'],
  cl: ['centilitre', 'centilitres', 'centiliter', 'centiliters', 'centilitro', 'centilitri'],
  kw: ['kilowatt', 'kilowatts'],
  kwh: ['kilowatthour', 'kilowatthours'],
};

const symbolOf = new Map(Object.entries(UNITS).flatMap(([symbol, names]) => names.map((n) => [n, symbol])));

/** A number printed against its unit ('1kg', '250g', '7kW', '600ml'): the unit is read as a word of its own. */
export const GLUED_UNIT = new RegExp(String.raw`(\d)(${Object.keys(UNITS).join('|')})\b`, 'g');

/** The other names of a unit a question names: its symbol for a name ('kilo' → 'kg'), its names for a symbol. */
export function unitForms(word: string): readonly string[] {
  const symbol = symbolOf.get(word);
  return symbol ? [symbol] : (UNITS[word] ?? []);
}

/** Litres, which a page prints as 'l' only where a search for the letter would find every 'l'' too. */
const VOLUMES = new Set(['l', 'litre', 'litres', 'liter', 'liters', 'litro', 'litri']);

/** The numbers a text gives in a unit of measure ('18 kg', 'a 12 km'), not counts of things or days. */
export function measuresIn(text: string): number[] {
  const folded = text.toLowerCase().replace(GLUED_UNIT, '$1 $2');
  return [...folded.matchAll(/(\d+(?:[.,]\d+)?)\s*(\p{L}+)/gu)].flatMap(([, n = '', unit = '']) =>
    UNITS[unit] || symbolOf.has(unit) || VOLUMES.has(unit) ? [Number(n.replace(',', '.'))] : [],
  );
}

/**
 * Words pages print abbreviated in labels ('Max. 6 bambini per gruppo', 'Min. 2 persone', 'Durata: 45 min'):
 * a visitor's 'massimo', 'maximum' or 'minuti' is said by them.
 */
const ABBREVIATED: Record<string, string> = Object.fromEntries([
  ...['massimo', 'massima', 'massimi', 'massime', 'maximum', 'maximal'].map((w) => [w, 'max']),
  ...['minimo', 'minima', 'minimi', 'minime', 'minimum', 'minimal'].map((w) => [w, 'min']),
  ...['minuto', 'minuti', 'minute', 'minutes'].map((w) => [w, 'min']),
]);

/** The abbreviation a page may print for a word the visitor writes out, if any. */
export const abbreviationOf = (word: string): string | undefined => ABBREVIATED[word];
