import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { PlainTextField, type PlainTextFieldProps } from '../../../src/ui/inputs';

/** The markup, with the app's field defaults (filled, small, full width) in the theme. */
function markup(props: PlainTextFieldProps): string {
  const theme = createTheme({ components: { MuiTextField: { defaultProps: { variant: 'filled', size: 'small', fullWidth: true } } } });
  const html = renderToStaticMarkup(createElement(ThemeProvider, { theme }, createElement(PlainTextField, props)));
  return html.replace(/<style[^>]*>.*?<\/style>/gs, '');
}

const attr = (html: string, tag: string, name: string) => new RegExp(`<${tag}[^>]* ${name}="([^"]*)"`, 'i').exec(html)?.[1];

describe('PlainTextField', () => {
  it('links the label and the helper text to the input, as TextField does', () => {
    const html = markup({ id: 'f', label: 'Name', helperText: 'Hilfe', value: '', onChange: () => undefined });
    expect(attr(html, 'label', 'for')).toBe('f');
    expect(attr(html, 'label', 'id')).toBe('f-label');
    expect(attr(html, 'input', 'id')).toBe('f');
    expect(attr(html, 'input', 'aria-describedby')).toBe('f-helper-text');
    expect(attr(html, 'p', 'id')).toBe('f-helper-text');
    expect(html).toContain('MuiFilledInput-root');
    expect(html).toContain('MuiInputBase-sizeSmall');
    expect(html).toContain('MuiInputBase-fullWidth');
  });

  it('gives the input an id of its own when the caller names none', () => {
    const html = markup({ label: 'Name' });
    const id = attr(html, 'input', 'id');
    expect(id).toBeTruthy();
    expect(attr(html, 'label', 'for')).toBe(id);
    expect(attr(html, 'input', 'aria-describedby')).toBeUndefined();
  });

  it('marks a required field and an error as TextField does', () => {
    const html = markup({ id: 'r', label: 'Text', required: true, error: true, helperText: 'Fehlt', multiline: true, minRows: 2 });
    expect(html).toMatch(/<textarea[^>]* required=""/);
    expect(html).toMatch(/<textarea[^>]* aria-invalid="true"/);
    expect(html).toContain('MuiFormLabel-asterisk');
    expect(html).toMatch(/<label[^>]*class="[^"]*Mui-error/);
    expect(html).toMatch(/<p[^>]*class="[^"]*Mui-error/);
  });

  it('passes the attributes of slotProps.htmlInput and slotProps.input on', () => {
    const html = markup({ id: 's', label: 'L', slotProps: { htmlInput: { maxLength: 20, lang: 'it' }, input: { readOnly: true } } });
    expect(attr(html, 'input', 'maxlength')).toBe('20');
    expect(attr(html, 'input', 'lang')).toBe('it');
    expect(html).toMatch(/<input[^>]* readonly=""/i);
  });
});
