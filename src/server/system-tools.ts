// System tools the local Language Services API uses, and the Debian package that provides each,
// so a missing one is reported in one line that says what to install.
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

export const SYSTEM_TOOLS: readonly { command: string; debianPackage: string; usedFor: string }[] = [
  { command: 'espeak-ng', debianPackage: 'espeak-ng', usedFor: 'text-to-speech' },
  { command: 'ffmpeg', debianPackage: 'ffmpeg', usedFor: 'audio conversion' },
  { command: 'tesseract', debianPackage: 'tesseract-ocr', usedFor: 'OCR' },
  { command: 'pdftoppm', debianPackage: 'poppler-utils', usedFor: 'OCR of PDFs' },
  { command: 'pocketsphinx_continuous', debianPackage: 'pocketsphinx', usedFor: 'speech-to-text' },
];

export function onPath(command: string, path = process.env.PATH ?? ''): boolean {
  return path
    .split(delimiter)
    .filter(Boolean)
    .some((dir) => {
      try {
        accessSync(join(dir, command), constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
}

/** One line per missing tool, e.g. "ffmpeg is missing (audio conversion will fail): apt-get install ffmpeg". */
export function missingToolLines(path?: string): string[] {
  return SYSTEM_TOOLS.filter((t) => !onPath(t.command, path)).map(
    (t) =>
      `${t.command} is missing (${t.usedFor} will not work): install the Debian package ${t.debianPackage} (apt-get install ${t.debianPackage})`,
  );
}
