import { describe, expect, it } from 'vitest';
import PDFDocument from 'pdfkit';
import { pdfText } from '../../../../../tools/testing/pdf-text';
import { invoiceFonts, REPLACEMENT, splitIntoRuns, useInvoiceFonts } from './invoice-fonts';

const fonts = invoiceFonts().regular;

describe('splitIntoRuns (which embedded font writes each character of an invoice)', () => {
  it('keeps Latin, Greek and Cyrillic in Noto Sans as one run', () => {
    expect(splitIntoRuns('Ivan Петров, Αθήνα 12', fonts)).toEqual([{ font: 'NotoSans-Regular', text: 'Ivan Петров, Αθήνα 12' }]);
  });

  it('writes Sinhala and Tamil in their own fonts; spaces, digits and signs stay in the run they follow', () => {
    expect(splitIntoRuns('Flat 3, කොළඹ 07, யாழ்ப்பாணம் 4', fonts)).toEqual([
      { font: 'NotoSans-Regular', text: 'Flat 3, ' },
      { font: 'NotoSansSinhala-Regular', text: 'කොළඹ 07, ' },
      { font: 'NotoSansTamil-Regular', text: 'யாழ்ப்பாணம் 4' },
    ]);
  });

  it('keeps a joiner with its Sinhala letters (ශ්‍රී is one conjunct)', () => {
    expect(splitIntoRuns('ශ්‍රී ලංකා', fonts)).toEqual([{ font: 'NotoSansSinhala-Regular', text: 'ශ්‍රී ලංකා' }]);
  });

  it('shows a character that no font has as a replacement sign instead of a wrong letter', () => {
    expect(splitIntoRuns('Art 李 🖼️!', fonts)).toEqual([{ font: 'NotoSans-Regular', text: `Art ${REPLACEMENT} ${REPLACEMENT}!` }]);
    expect(splitIntoRuns('', fonts)).toEqual([]);
  });

  it('has bold faces for the same scripts', () => {
    expect(splitIntoRuns('Nimal කොළඹ', invoiceFonts().bold).map((r) => r.font)).toEqual(['NotoSans-Bold', 'NotoSansSinhala-Bold']);
  });
});

describe('useInvoiceFonts (the fonts parsed once, a subset per document)', () => {
  const write = (lines: string[]) =>
    new Promise<Buffer>((resolve) => {
      const doc = new PDFDocument({ size: 'A4', margin: 50 });
      const chunks: Buffer[] = [];
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      const all = [...invoiceFonts().regular, ...invoiceFonts().bold];
      useInvoiceFonts(doc, all);
      for (const line of lines) {
        for (const run of splitIntoRuns(line, all)) doc.font(run.font).text(run.text, { continued: true });
        doc.text('');
      }
      doc.end();
    });

  it('gives each document its own glyphs: the second invoice reads as written, and only the fonts it uses are embedded', async () => {
    const first = await write(['Invoice for Nimal Perera, කළු ගඟ', 'Total CAD 529.95']);
    const second = await write(['Invoice for Ольга Петрова', 'Total CAD 84.99']);
    expect(pdfText(first)).toContain('කළු ගඟ');
    const text = pdfText(second);
    expect(text).toContain('Ольга Петрова');
    expect(text).toContain('Total CAD 84.99');
    expect(text).not.toContain('529.95');
    expect(second.toString('latin1')).not.toContain('NotoSansSinhala');
  });
});
