import { describe, expect, it } from 'vitest';
import { cleanText } from './text';

describe('cleanText (lines)', () => {
  it.each([
    ['  hello  ', 'hello'],
    ['a\r\nb\rc', 'a\nb\nc'],
    ['tab\tkept\nand newline', 'tab\tkept\nand newline'],
    ['x\u0000y\u0007z\u007f', 'xyz'],
    ['c1\u0085\u009fgone', 'c1gone'],
    ['right\u202Eto-left and \u2066isolate\u2069', 'rightto-left and isolate'],
    ['zero\u200Bwidth\uFEFF', 'zerowidth'],
    ['line\u2028separator', 'lineseparator'],
    ['<b>kept as text</b>', '<b>kept as text</b>'],
    ['Ndebele Ọ̀rẹ́ 🙂', 'Ndebele Ọ̀rẹ́ 🙂'],
  ])('%j → %j', (input, expected) => {
    expect(cleanText(input)).toBe(expected);
  });
});

describe('cleanText (line)', () => {
  it.each([
    ['  Lagos   Leaders ', 'Lagos Leaders'],
    ['Tab\there', 'Tab here'],
    ['Line\nbreak\r\nagain', 'Line break again'],
    ['Zero\u200bwidth', 'Zero width'],
    ['bell\u0007and\u202Eoverride', 'bell and override'],
    ['Ndebele Ọ̀rẹ́', 'Ndebele Ọ̀rẹ́'],
  ])('%j → %j', (input, expected) => {
    expect(cleanText(input, 'line')).toBe(expected);
  });
});
