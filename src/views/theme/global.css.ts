import { globalStyle } from '@vanilla-extract/css';
import { font, vars } from './vars.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { colorScheme: 'light', WebkitTextSizeAdjust: '100%' });
globalStyle('html.dark', { colorScheme: 'dark' });
globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  fontFamily: font.body,
  fontSize: '16px',
  lineHeight: 1.5,
  background: vars.color.page,
  color: vars.color.text,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('a', { color: 'inherit' });
globalStyle('h1, h2, h3, p', { marginTop: 0 });
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('button, input', { font: 'inherit' });

globalStyle('.visually-hidden', {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
