import { incompatibilities } from './remote-compatibility.ts';

const SHELL = [
  { name: 'react', version: '19.3.1', lib: () => null },
  { name: 'wouter', version: '3.13.0', lib: () => null },
];

describe('incompatibilities', () => {
  test('When the remote accepts the shell\'s versions, then there is none', () => {
    expect(incompatibilities({ container: 'mfe_quiz', version: '1.0.0-a', shared: { react: '^19.0.0', wouter: '^3.13.0' } }, SHELL)).toEqual([]);
  });

  test('When the remote was built for another major or needs a module the shell does not share, then each one names both sides', () => {
    expect(incompatibilities({ container: 'mfe_admin', version: '2.0.0-b', shared: { react: '^20.0.0', zustand: '^5.0.0' } }, SHELL)).toEqual([
      'mfe_admin 2.0.0-b requires react ^20.0.0, but the shell provides react 19.3.1',
      'mfe_admin 2.0.0-b requires zustand ^5.0.0, but the shell does not share zustand',
    ]);
  });
});
