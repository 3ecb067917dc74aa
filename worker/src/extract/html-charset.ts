import iconv from 'iconv-lite';

/** Decodes an HTML body by its Content-Type charset, else its `<meta charset>`, else UTF-8. */
export function decodeHtml(body: Buffer, contentType: string): string {
  const declared =
    /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ??
    /<meta[^>]+charset=["']?([\w-]+)/i.exec(body.subarray(0, 2048).toString('latin1'))?.[1];
  const charset = declared?.toLowerCase();
  if (!charset || charset === 'utf-8' || charset === 'utf8' || !iconv.encodingExists(charset)) {
    return body.toString('utf8');
  }
  return iconv.decode(body, charset === 'iso-8859-1' ? 'windows-1252' : charset);
}
