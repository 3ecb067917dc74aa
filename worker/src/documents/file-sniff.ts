import { bomlessUtf16 } from './text.decode.ts';

/** `encrypted-office`: a password-protected Word (or other Office) file, which no parser can read. */
export type SniffedType = 'pdf' | 'docx' | 'text' | 'encrypted-office' | 'unsupported';

const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** Office encrypts an .docx into an OLE container holding this stream (its name is UTF-16). */
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  signature.every((b, i) => bytes[at + i] === b);

/** Signatures of common files we do not read (images, archives, media, executables, legacy Office). */
const UNSUPPORTED: number[][] = [
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF
  [0x1f, 0x8b], // gzip
  [0x42, 0x5a, 0x68], // bzip2
  [0x37, 0x7a, 0xbc, 0xaf], // 7z
  [0x52, 0x61, 0x72, 0x21], // RAR
  [0xd0, 0xcf, 0x11, 0xe0], // OLE: .doc, .xls, encrypted Office files
  [0x4d, 0x5a], // Windows executable
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0x25, 0x21, 0x50, 0x53], // PostScript
  [0x00, 0x00, 0x01, 0x00], // ICO
];

function hasUtf16Bom(bytes: Buffer): boolean {
  return startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff]);
}

/** Text has no NUL bytes, UTF-16 aside (a BOM, or NULs in every other byte). */
function looksLikeText(bytes: Buffer): boolean {
  const sample = bytes.subarray(0, 8192);
  if (hasUtf16Bom(sample) || bomlessUtf16(sample)) return true;
  let nul = 0;
  let control = 0;
  for (const b of sample) {
    if (b === 0) nul++;
    else if (b < 0x09 || (b > 0x0d && b < 0x20 && b !== 0x1b)) control++;
  }
  if (nul > 0) return false;
  return control <= sample.length / 100;
}

/** Decides a file's type from its bytes, whatever its name says. */
export function sniffFileType(bytes: Buffer): SniffedType {
  const head = bytes.subarray(0, 1024);
  if (head.includes('%PDF-')) return 'pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    return bytes.includes('word/document.xml') ? 'docx' : 'unsupported';
  }
  if (startsWith(bytes, OLE) && bytes.includes(ENCRYPTED_PACKAGE)) return 'encrypted-office';
  if (UNSUPPORTED.some((signature) => startsWith(bytes, signature))) return 'unsupported';
  if (bytes.length === 0) return 'text';
  return looksLikeText(bytes) ? 'text' : 'unsupported';
}
