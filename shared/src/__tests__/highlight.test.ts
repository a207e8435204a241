import { highlightParts } from '../highlight';

describe('highlightParts', () => {
  it('splits on every term, case-insensitively, longest first, with regex characters taken literally', () => {
    expect(highlightParts('Wireless Earphones', 'ear')).toEqual([
      { text: 'Wireless ', hit: false },
      { text: 'Ear', hit: true },
      { text: 'phones', hit: false },
    ]);
    expect(
      highlightParts('a.b (c) a.b', 'a.b (c)')
        .filter((p) => p.hit)
        .map((p) => p.text),
    ).toEqual(['a.b', '(c)', 'a.b']);
    expect(highlightParts('蓝牙耳机', '耳机 蓝')).toEqual([
      { text: '蓝', hit: true },
      { text: '牙', hit: false },
      { text: '耳机', hit: true },
    ]);
    expect(highlightParts('text', '  ')).toEqual([{ text: 'text', hit: false }]);
  });
});
