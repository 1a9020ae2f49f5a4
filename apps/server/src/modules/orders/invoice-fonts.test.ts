import { describe, expect, it } from 'vitest';
import { invoiceFonts, REPLACEMENT, splitIntoRuns } from './invoice-fonts';

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
