import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import MenuItem from '@mui/material/MenuItem';
import { LazySelect } from '../../../src/ui/inputs/LazySelect';

const strip = (html: string) => html.replace(/<style[^>]*>.*?<\/style>/gs, '');
const options = [createElement(MenuItem, { key: 'a', value: 'a' }, 'Alpha'), createElement(MenuItem, { key: 'b', value: 'b' }, 'Beta')];

describe('LazySelect stand-in (before the Select is loaded)', () => {
  it('is a combobox named by the label, showing the chosen option', () => {
    const html = strip(renderToStaticMarkup(createElement(LazySelect<string>, { labelId: 'l', value: 'b', onChange: () => undefined }, options)));
    expect(html).toMatch(/<div[^>]* role="combobox"[^>]* aria-expanded="false" aria-haspopup="listbox"[^>]* aria-labelledby="l"[^>]*>Beta<\/div>/);
    expect(html).toContain('MuiSelect-icon');
  });

  it('joins several chosen options, or shows renderValue', () => {
    const many = strip(renderToStaticMarkup(createElement(LazySelect<string[]>, { labelId: 'l', multiple: true, value: ['a', 'b'], onChange: () => undefined }, options)));
    expect(many).toContain('>Alpha, Beta</div>');
    const rendered = strip(renderToStaticMarkup(createElement(LazySelect<string[]>, { labelId: 'l', multiple: true, value: ['a'], renderValue: (v: string[]) => `${v.length} gewählt`, onChange: () => undefined }, options)));
    expect(rendered).toContain('>1 gewählt</div>');
  });

  it('keeps its height with no value', () => {
    const html = strip(renderToStaticMarkup(createElement(LazySelect<string>, { labelId: 'l', value: '', onChange: () => undefined }, options)));
    expect(html).toMatch(/<span class="notranslate" aria-hidden="true">\u200b<\/span>/);
  });
});
