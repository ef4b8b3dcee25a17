import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Button, Dialog, Tabs } from './index.ts';

function TwoTabs() {
  const [selected, setSelected] = useState('a');
  return (
    <Tabs
      label="Help"
      idPrefix="t"
      selected={selected}
      onSelect={setSelected}
      tabs={[
        { id: 'a', label: 'FAQ', panel: <p>Questions</p> },
        { id: 'b', label: 'How It Works', panel: <p>Steps</p> },
      ]}
    />
  );
}

describe('Tabs', () => {
  test('When rendered, then the first tab is selected, is the only tab stop, and labels its visible panel', () => {
    render(<TwoTabs />);
    const [faq, how] = screen.getAllByRole('tab');

    expect(faq?.getAttribute('aria-selected')).toBe('true');
    expect([faq?.tabIndex, how?.tabIndex]).toEqual([0, -1]);
    expect(screen.getByRole('tabpanel', { name: 'FAQ' }).textContent).toBe('Questions');
    expect(document.getElementById('t-panel-b')?.hidden).toBe(true);
  });

  test('When ArrowRight, End or Home is pressed, then focus and selection move, wrapping around', () => {
    render(<TwoTabs />);
    const [faq, how] = screen.getAllByRole('tab');

    fireEvent.keyDown(faq!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(how);
    expect(screen.getByRole('tabpanel', { name: 'How It Works' }).textContent).toBe('Steps');
    fireEvent.keyDown(how!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(faq);
    fireEvent.keyDown(faq!, { key: 'End' });
    expect(how?.getAttribute('aria-selected')).toBe('true');
  });

  test('When a tab is clicked, then its panel shows and the other is hidden', () => {
    render(<TwoTabs />);

    fireEvent.click(screen.getByRole('tab', { name: 'How It Works' }));

    expect(document.getElementById('t-panel-a')?.hidden).toBe(true);
    expect(document.getElementById('t-panel-b')?.hidden).toBe(false);
  });
});

function DialogHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>How to Install</Button>
      <Dialog open={open} title="Install" onClose={() => setOpen(false)} actions={<Button onClick={() => setOpen(false)}>Got it!</Button>}>
        <p>Steps</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  test('When opened, then it is labelled by its title and focus moves into it; when closed, focus returns to the opener', () => {
    render(<DialogHarness />);
    const opener = screen.getByRole('button', { name: 'How to Install' });
    opener.focus();

    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Install' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Got it!' }));

    fireEvent.click(screen.getByRole('button', { name: 'Got it!' }));
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  test('When Escape cancels the dialog, then onClose decides and the dialog closes', () => {
    render(<DialogHarness />);
    fireEvent.click(screen.getByRole('button', { name: 'How to Install' }));
    const dialog = screen.getByRole('dialog', { name: 'Install' });

    fireEvent(dialog, new Event('cancel', { cancelable: true }));

    expect(dialog.hasAttribute('open')).toBe(false);
  });
});
