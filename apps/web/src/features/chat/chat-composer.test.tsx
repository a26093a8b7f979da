import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChatComposer } from './chat-composer';

function Harness({ onSend, pending = false }: { onSend: (content: string) => void; pending?: boolean }) {
  const [value, setValue] = useState('');
  return <ChatComposer value={value} onChange={setValue} onSend={onSend} pending={pending} />;
}

const box = () => screen.getByLabelText('Message to the assistant') as HTMLTextAreaElement;
const sendButton = () => screen.getByRole('button', { name: /^(Send|Sending…)$/ }) as HTMLButtonElement;

describe('ChatComposer', () => {
  it('sends the trimmed text on Enter', async () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} />);
    await userEvent.type(box(), '  add a greenhouse {Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('add a greenhouse');
  });

  it('inserts a new line on Shift+Enter without sending', async () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} />);
    await userEvent.type(box(), 'first{Shift>}{Enter}{/Shift}second');
    expect(box().value).toBe('first\nsecond');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.click(sendButton());
    expect(onSend).toHaveBeenCalledExactlyOnceWith('first\nsecond');
  });

  it('refuses a blank message with a message tied to the box', async () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} />);
    expect(sendButton().disabled).toBe(true);
    await userEvent.type(box(), '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Type a message first.');
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(box().getAttribute('aria-describedby')).toContain(alert.id);
    expect(sendButton().disabled).toBe(true);
  });

  it('counts characters near the limit and refuses more than 2,000', async () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} />);
    await userEvent.click(box());
    await userEvent.paste('a'.repeat(1799));
    expect(screen.queryByText(/characters$/)).toBeNull();
    await userEvent.paste('a');
    expect(screen.getByText('1,800 / 2,000 characters')).toBeTruthy();
    await userEvent.paste('a'.repeat(201));
    expect(screen.getByText('2,001 / 2,000 characters').getAttribute('data-over')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(
      'A message can have at most 2,000 characters; this one has 2,001.',
    );
    await userEvent.keyboard('{Backspace}{Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('a'.repeat(2000));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps typing possible but does not send while a message is pending', async () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} pending />);
    await userEvent.type(box(), 'next one{Enter}');
    expect(box().value).toBe('next one');
    expect(onSend).not.toHaveBeenCalled();
    expect(sendButton().textContent).toBe('Sending…');
    expect(sendButton().disabled).toBe(true);
  });
});
