import { MAX_DOCUMENT_BYTES } from '@vela/contracts';
import { describe, expect, it } from 'vitest';
import { checkDocumentFile, checkImportUrl } from './training-input.validation.ts';

describe('document files', () => {
  it('accepts PDF, DOCX and TXT by name or by type, up to exactly 10 MB', () => {
    expect(checkDocumentFile({ name: 'menu.PDF', size: 10, type: '' })).toBeNull();
    expect(checkDocumentFile({ name: 'notes.txt', size: MAX_DOCUMENT_BYTES, type: 'text/plain' })).toBeNull();
    expect(
      checkDocumentFile({
        name: 'terms',
        size: 1,
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    ).toBeNull();
  });

  it('calls a file one byte over 10 MB too big', () => {
    expect(
      checkDocumentFile({ name: 'big.pdf', size: MAX_DOCUMENT_BYTES + 1, type: 'application/pdf' }),
    ).toBe('fileTooBig');
  });

  it('refuses other types, whatever their size', () => {
    expect(checkDocumentFile({ name: 'photo.png', size: 10, type: 'image/png' })).toBe('fileTypeError');
    expect(checkDocumentFile({ name: 'old.doc', size: 10, type: 'application/msword' })).toBe(
      'fileTypeError',
    );
    expect(checkDocumentFile({ name: 'huge.zip', size: MAX_DOCUMENT_BYTES * 2, type: '' })).toBe(
      'fileTypeError',
    );
  });
});

describe('import URL', () => {
  it('is empty when blank', () => {
    expect(checkImportUrl('   ')).toEqual({ ok: false, problem: 'urlEmpty' });
  });

  it.each(['not a url', 'example.com/page', 'ftp://example.com/file', 'javascript:alert(1)', 'http://'])(
    'calls %s invalid',
    (text) => {
      expect(checkImportUrl(text)).toEqual({ ok: false, problem: 'invalidUrl' });
    },
  );

  it('accepts http and https URLs, trimmed', () => {
    expect(checkImportUrl(' https://shop.example/faq?x=1 ')).toEqual({
      ok: true,
      url: 'https://shop.example/faq?x=1',
    });
    expect(checkImportUrl('http://127.0.0.1:4567/')).toEqual({ ok: true, url: 'http://127.0.0.1:4567/' });
  });
});
