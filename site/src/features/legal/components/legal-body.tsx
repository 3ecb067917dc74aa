/** A section body: paragraphs, with lines starting '• ' gathered into a list. */
export function LegalBody({ text }: { text: string }) {
  const blocks: { list: boolean; lines: string[] }[] = [];
  for (const line of text.split('\n')) {
    const list = line.startsWith('• ');
    const last = blocks.at(-1);
    if (list && last?.list) last.lines.push(line.slice(2));
    else blocks.push({ list, lines: [list ? line.slice(2) : line] });
  }
  return (
    <>
      {blocks.map((block) =>
        block.list ? (
          <ul key={block.lines[0]} className="mt-4 grid list-disc gap-2 pl-6 marker:text-indigo-500">
            {block.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          <p key={block.lines[0]} className="mt-4">
            {block.lines[0]}
          </p>
        ),
      )}
    </>
  );
}
