import chardet from 'chardet';
import iconv from 'iconv-lite';

const NON_LATIN =
  /^(shift_jis|gb18030|big5|euc-jp|euc-kr|iso-2022|koi8-r|windows-125[13568]|iso-8859-[5678]|utf-16|utf-32)/i;

/** UTF-16 without a BOM shows as NULs in every other byte (for Latin text): odd ones LE, even ones BE. */
export function bomlessUtf16(bytes: Buffer): 'utf-16le' | 'utf-16be' | undefined {
  const sample = bytes.subarray(0, 4096);
  let even = 0;
  let odd = 0;
  for (let i = 0; i < sample.length; i++) if (sample[i] === 0) i % 2 ? odd++ : even++;
  const pairs = sample.length / 2;
  if (odd > pairs * 0.8 && even === 0) return 'utf-16le';
  if (even > pairs * 0.8 && odd === 0) return 'utf-16be';
  return undefined;
}

/** Reads text in UTF-8, UTF-16 (BOM or detected), or a legacy 8-bit encoding such as Latin-1. */
export function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return bytes.subarray(3).toString('utf8');
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return iconv.decode(bytes.subarray(2), 'utf-16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return iconv.decode(bytes.subarray(2), 'utf-16be');
  const utf16 = bomlessUtf16(bytes);
  if (utf16) return iconv.decode(bytes, utf16);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // not UTF-8: ask chardet, and read the usual Western 8-bit encodings as windows-1252
  }
  const detected = chardet.detect(bytes.subarray(0, 65536)) ?? '';
  // Western text is by far the likeliest here; chardet's guesses on short Latin text vary (even 'UTF-8')
  const encoding = NON_LATIN.test(detected) && iconv.encodingExists(detected) ? detected : 'windows-1252';
  return iconv.decode(bytes, encoding);
}
