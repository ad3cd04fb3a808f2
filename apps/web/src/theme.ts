import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { UI_TEXT } from './components/messages.ts';

// Brand green-teal: money and clarity. Shade 7 is the main colour.
const brand: MantineColorsTuple = [
  '#e3f8f4',
  '#d2ede8',
  '#a8d9cf',
  '#7ac4b5',
  '#54b29f',
  '#3ba791',
  '#2ca189',
  '#1a8c76',
  '#0b7c68',
  '#006b58',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
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
