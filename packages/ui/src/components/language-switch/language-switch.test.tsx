import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LanguageSwitch } from './language-switch';

const options = [
  { value: 'en', label: 'English' },
  { value: 'pt', label: 'Português' },
  { value: 'vi', label: 'Tiếng Việt' },
];

describe('LanguageSwitch', () => {
  it('is a labelled picker showing the current language', () => {
    render(<LanguageSwitch label="Language" value="pt" options={options} onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('pt');
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('reports the chosen language', async () => {
    const onChange = vi.fn();
    render(<LanguageSwitch label="Language" value="en" options={options} onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Tiếng Việt');
    expect(onChange).toHaveBeenCalledWith('vi');
  });
});
