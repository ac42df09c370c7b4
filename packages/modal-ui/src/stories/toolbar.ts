/**
 * Accent colours of the toolbar's switch, set as `--agentry-accent`. The default entry sets nothing, so
 * the theme's own default (#45E3FF, spec section 9) shows. All are light enough for the dark text the
 * theme puts on the accent.
 */
export const ACCENTS: Readonly<Record<string, string | undefined>> = {
  'Cyan (default)': undefined,
  Orange: '#ff9f1c',
  Violet: '#b9a2ff',
  Green: '#3ddc84',
  Pink: '#ff8fc1',
}

/** Corner radii of the toolbar's switch, set as `--agentry-border-radius-master` (the default is 4px). */
export const RADII: Readonly<Record<string, string | undefined>> = {
  '0px (square)': '0px',
  '2px': '2px',
  '4px (default)': undefined,
  '6px': '6px',
  '8px (round)': '8px',
}

/** Sizes of the viewport switch: two phones (the modal's narrow layout), a tablet and a desktop. */
export const STORY_VIEWPORTS = {
  phoneSmall: { name: 'Phone, small (320×568)', styles: { width: '320px', height: '568px' }, type: 'mobile' },
  phone: { name: 'Phone (390×844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet (768×1024)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop (1280×800)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const
