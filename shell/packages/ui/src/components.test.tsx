import { fireEvent, render, screen } from '@testing-library/react';
import { Alert, Button, Card, IconButton, PageTitle, Spinner, StatusPanel, TextArea, TextField } from './index.ts';

describe('Button', () => {
  test('When rendered without a type, then it is a plain button that does not submit forms', () => {
    render(<Button>Create Quiz</Button>);
    expect(screen.getByRole('button', { name: 'Create Quiz' })).toHaveProperty('type', 'button');
  });

  test('When disabled, then clicks do nothing', () => {
    const onClick = jest.fn();
    render(<Button disabled onClick={onClick} variant="destructive">Delete</Button>);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));

    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button').className).toContain('ql-button--destructive');
  });

  test('When a variant is given, then its class is applied alongside custom classes', () => {
    render(<Button variant="outline" className="extra">Answer Quiz</Button>);
    const button = screen.getByRole('button');
    expect(button.className).toContain('ql-button--outline');
    expect(button.className).toContain('extra');
  });
});

describe('TextField and TextArea', () => {
  test('When a label is given, then the input is reachable by it and keeps the given id', () => {
    render(<TextField id="user-name" label="Your Name" required />);
    const input = screen.getByLabelText(/Your Name/);
    expect(input.id).toBe('user-name');
    expect(input).toHaveProperty('required', true);
  });

  test('When hint and error are given, then the input is described by both and marked invalid', () => {
    render(<TextField label="Email" hint="We reply here" error="Invalid email" />);
    const input = screen.getByLabelText('Email');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual(['We reply here', 'Invalid email']);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  test('When a text area has a max length and a value, then it shows the character count', () => {
    render(<TextArea label="Answer" maxLength={2000} value="hello" onChange={() => undefined} />);
    expect(screen.getByText('5/2000')).toBeTruthy();
  });
});

describe('Alert, Card, Spinner, PageTitle, StatusPanel', () => {
  test('When an alert is an error, then it is announced as an alert; otherwise as a status', () => {
    const { rerender } = render(<Alert variant="error" title="Error">Failed</Alert>);
    expect(screen.getByRole('alert').textContent).toContain('Failed');
    rerender(<Alert variant="success">Saved</Alert>);
    expect(screen.getByRole('status').textContent).toBe('Saved');
  });

  test('When a card has a heading, then it renders it as an h2', () => {
    render(<Card heading="How It Works">Body</Card>);
    expect(screen.getByRole('heading', { level: 2, name: 'How It Works' })).toBeTruthy();
  });

  test('When a spinner renders, then its label is available to screen readers', () => {
    render(<Spinner label="Loading…" />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  test('When a page title has a subtitle, then the h1 and the lead both render', () => {
    render(<PageTitle subtitle="Lead">Admin Shortlinks</PageTitle>);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Shortlinks' })).toBeTruthy();
    expect(screen.getByText('Lead')).toBeTruthy();
  });

  test('When a status panel stands for one area, then its heading is an h2 and actions render', () => {
    render(<StatusPanel title="Could not load" headingLevel={2} role="alert" actions={<Button>Try Again</Button>} note="Note" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Could not load' })).toBeTruthy();
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});

describe('IconButton', () => {
  test('When it shows only an icon, then its label is its accessible name and the icon is hidden', () => {
    const onClick = jest.fn();
    render(<IconButton label="Remove option B" icon={<svg />} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Remove option B' });
    expect(button.getAttribute('title')).toBe('Remove option B');
    expect(button.querySelector('[aria-hidden="true"] svg')).toBeTruthy();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
