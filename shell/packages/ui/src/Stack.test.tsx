import { render, screen } from '@testing-library/react';
import { Stack } from './Stack.tsx';

describe('Stack', () => {
  test('When rendered as a row with a gap, then it lays its children out with the design-system spacing', () => {
    render(<Stack direction="row" gap={2} justify="space-between"><span>a</span></Stack>);
    const box = screen.getByText('a').parentElement as HTMLElement;
    expect(box.style.display).toBe('flex');
    expect(box.style.flexDirection).toBe('row');
    expect(box.style.gap).toBe('var(--ql-space-2)');
    expect(box.style.justifyContent).toBe('space-between');
  });

  test('When rendered as a list, then it is a bare ul', () => {
    render(<Stack as="ul"><li>item</li></Stack>);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('UL');
    expect(list.style.listStyle).toBe('none');
  });
});
