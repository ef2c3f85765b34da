import { describe, expect, it } from 'vitest';
import { isIsoDate, isValidEmail, isValidPhone } from './rules';

describe('DESIGN §3 form validation: phone numbers (Belgian and international)', () => {
  it.each([
    ['0470 12 34 56', true, 'Belgian mobile, spaced'],
    ['0470/12.34.56', true, 'Belgian mobile with slash and dots'],
    ['02 123 45 67', true, 'Brussels landline'],
    ['050-12-34-56', true, 'Bruges landline with dashes'],
    ['04 222 33 44', true, 'Liège landline (9 digits starting 04)'],
    ['+32 470 12 34 56', true, 'international Belgian mobile'],
    ['+32 (0)470 12 34 56', true, 'international with trunk (0)'],
    ['0032 2 123 45 67', true, '00-prefixed Belgian landline'],
    ['+33 6 12 34 56 78', true, 'French mobile'],
    ['+49 30 1234567', true, 'German landline'],
    ['+1 (415) 555-2671', true, 'US number'],
    ['0470 12 34', false, 'too short'],
    ['0470 12 34 56 78', false, 'too long for Belgium'],
    ['+32 470 12 34', false, 'too short after +32'],
    ['1234567890', false, 'no trunk 0 or + prefix'],
    ['+0 123 456 789', false, 'country code cannot start with 0'],
    ['0470 12 34 5a', false, 'letters'],
    ['+32 470 12 34 56 ext', false, 'trailing text'],
  ])('%s → %s (%s)', (input, expected) => {
    expect(isValidPhone(input)).toBe(expected);
  });
});

describe('DESIGN §3 form validation: e-mail addresses', () => {
  it.each([
    ['jan.peeters@example.be', true],
    ['marie+immo@voorbeeld.co.uk', true],
    ['no-at-sign.example.be', false],
    ['two@@example.be', false],
    ['space in@example.be', false],
    ['nodot@localhost', false],
    ['trailing@example.', false],
    [`${'a'.repeat(65)}@example.be`, false],
  ])('%s → %s', (input, expected) => {
    expect(isValidEmail(input)).toBe(expected);
  });
});

describe('DESIGN §3 form validation: ISO dates', () => {
  it.each([
    ['2027-07-14', true],
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2027-13-01', false],
    ['14/07/2027', false],
    ['2027-7-14', false],
  ])('%s → %s', (input, expected) => {
    expect(isIsoDate(input)).toBe(expected);
  });
});
