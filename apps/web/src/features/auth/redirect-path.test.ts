import { describe, expect, it } from 'vitest';
import { safeRedirectPath, signInPathFor } from './redirect-path';

describe('safeRedirectPath', () => {
  it.each([
    ['/accounts', '/accounts'],
    ['/menu?page=2&sort=popular', '/menu?page=2&sort=popular'],
    ['/menu/abc#reviews', '/menu/abc#reviews'],
    ['/a/../accounts', '/accounts'],
  ])('keeps the in-app path %s', (raw, expected) => {
    expect(safeRedirectPath(raw)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'accounts',
    '//evil.com',
    '//evil.com/accounts',
    '/\\evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    'https://evil.com',
    'https:evil.com',
    'javascript:alert(1)',
    ' /accounts',
    '/signin',
    '/signin?redirect=/accounts',
    '/signup/',
    // Normalise to the protocol-relative //evil.example (regression: returned as is).
    '/.//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/./\u002f/evil.example',
    `/${'a'.repeat(3000)}`,
  ])('refuses %j', (raw) => {
    expect(safeRedirectPath(raw)).toBe('/');
    expect(safeRedirectPath(raw, '/home')).toBe('/home');
  });

  it('builds the sign-in path that comes back', () => {
    expect(signInPathFor('/accounts')).toBe('/signin?redirect=%2Faccounts');
    expect(signInPathFor('/menu?page=2')).toBe('/signin?redirect=%2Fmenu%3Fpage%3D2');
    expect(signInPathFor('/')).toBe('/signin');
    expect(signInPathFor('//evil.com')).toBe('/signin');
  });
});
