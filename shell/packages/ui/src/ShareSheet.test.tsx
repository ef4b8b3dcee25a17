/// <reference types="node" />
import { TextEncoder } from 'node:util';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ShareSheet, type ShareSheetTexts } from './index.ts';

// jsdom lacks the TextEncoder every browser has (qrcode encodes the link with it).
Object.assign(globalThis, { TextEncoder });

const texts: ShareSheetTexts = {
  codeLabel: 'Access code',
  qrLabel: 'QR code of the quiz link for Ana',
  qrLoading: 'Drawing...',
  qrFailed: 'No QR',
  qrHint: 'Scan it',
  nativeShare: 'Share...',
  targetsLabel: 'Share the quiz on',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  x: 'X',
  email: 'Email',
};
const props = { link: 'https://quizlink.test/quiz/ana-x1y2', code: 'AB12CD', message: 'Take it here: https://quizlink.test/quiz/ana-x1y2', subject: 'Ana', texts };

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

describe('ShareSheet', () => {
  it('When shown, then the code is spelled out, the QR code is an image named for the quiz, and each app has its link', async () => {
    render(<ShareSheet {...props} />);
    expect(screen.getByText('A B 1 2 C D')).toBeTruthy();
    const qr = await screen.findByRole('img', { name: 'QR code of the quiz link for Ana' });
    const svg = decodeURIComponent(qr.getAttribute('src')!.split(',')[1]!);
    expect(svg).toContain('<svg');
    const group = screen.getByRole('list', { name: 'Share the quiz on' });
    expect(group.querySelectorAll('a')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toContain('https://wa.me/?text=Take%20it%20here');
    expect(screen.getByRole('link', { name: 'Email' }).getAttribute('href')).toMatch(/^mailto:\?subject=Ana&body=/);
    expect(screen.getByRole('link', { name: 'X' }).getAttribute('rel')).toBe('noopener noreferrer');
    // No native share in this browser: no button that would do nothing.
    expect(screen.queryByRole('button', { name: 'Share...' })).toBeNull();
  });

  it('When the browser can share, then the share button hands it the invitation, and a cancel is quiet', async () => {
    const share = jest.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<ShareSheet {...props} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Share...' }));
    expect(share).toHaveBeenCalledWith({ title: 'Ana', text: props.message });
    await act(async () => undefined);
  });

  it('When the link changes, then the QR code is drawn again for the new link', async () => {
    const { rerender } = render(<ShareSheet {...props} />);
    const first = (await screen.findByRole('img')).getAttribute('src');
    rerender(<ShareSheet {...props} link="https://quizlink.test/quiz/other-1234" />);
    await waitFor(() => expect(screen.getByRole('img').getAttribute('src')).not.toBe(first));
  });
});
