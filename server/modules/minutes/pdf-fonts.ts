import { createRequire } from 'node:module';

/**
 * Roboto as TrueType files from an npm package, embedded (as subsets) in every PDF. The 14 standard PDF
 * fonts only encode WinAnsi, which loses names such as "Łukasz", "Ngô" or Cyrillic ones; these files
 * cover Latin, Latin Extended, Greek, Cyrillic and Vietnamese.
 */
const require = createRequire(import.meta.url);
const fontFile = (path: string) => require.resolve(`@expo-google-fonts/roboto/${path}`);

export const FONT_FILES = {
  regular: fontFile('400Regular/Roboto_400Regular.ttf'),
  bold: fontFile('700Bold/Roboto_700Bold.ttf'),
  italic: fontFile('400Regular_Italic/Roboto_400Regular_Italic.ttf'),
  boldItalic: fontFile('700Bold_Italic/Roboto_700Bold_Italic.ttf'),
} as const;

export type FontFace = keyof typeof FONT_FILES;

export const faceOf = (bold: boolean, italic: boolean): FontFace =>
  bold ? (italic ? 'boldItalic' : 'bold') : italic ? 'italic' : 'regular';
