import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type MantineColorsTuple,
} from '@mantine/core';
import { UI_TEXT } from './components/messages.ts';

// Brand green-teal: money and clarity. Shade 8 is the main colour: white on it and it on its
// light tint reach WCAG AA's 4.5:1 (5.8 and 5.0; shade 7 gave 4.15 and 3.7, issue 30 item 6).
const brand: MantineColorsTuple = [
  '#e3f8f4',
  '#d2ede8',
  '#a8d9cf',
  '#7ac4b5',
  '#54b29f',
  '#3ba791',
  '#2ca189',
  '#1a8c76',
  '#0a735f',
  '#006b58',
];

/**
 * Mantine's palette of `name` with its shades 8 and 9 replaced: the theme's main shade is 8, and
 * Mantine's 8s of these colours gave white-on-colour or colour-on-tint below WCAG AA's 4.5:1
 * (orange 'Venta rápida' 3.0, red on a card 4.3, teal 3.5, green 3.1, yellow 2.3). Each 8 here
 * reaches 4.9:1 or more in both uses.
 */
const darkened = (name: 'orange' | 'red' | 'teal' | 'green' | 'blue' | 'yellow', s8: string, s9: string) =>
  [...DEFAULT_THEME.colors[name].slice(0, 8), s8, s9] as unknown as MantineColorsTuple;

/** Secondary ('dimmed') text at 6:1 on white instead of Mantine's gray 6 at 3.3:1. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a' },
  dark: {},
});

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 8, dark: 5 },
  colors: {
    brand,
    orange: darkened('orange', '#b33a0b', '#9a3209'),
    red: darkened('red', '#c92a2a', '#a61e1e'),
    teal: darkened('teal', '#087059', '#065e4b'),
    green: darkened('green', '#237032', '#1b5a28'),
    blue: darkened('blue', '#1864ab', '#155a96'),
    yellow: darkened('yellow', '#8a5a00', '#7a5000'),
  },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // People who ask their system for less motion get modals and menus without transitions.
  respectReducedMotion: true,
  // Mobile first; `sm` (48em = 768 px) is the one breakpoint the spec names.
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  components: {
    Button: { defaultProps: { radius: 'md' } },
    // Every modal's close icon gets a name (screen readers otherwise announce a bare button).
    Modal: {
      defaultProps: { centered: true, radius: 'lg', closeButtonProps: { 'aria-label': UI_TEXT.close } },
    },
    Select: { defaultProps: { checkIconPosition: 'right', comboboxProps: { shadow: 'md' } } },
  },
});
