import { describe, expect, it } from '@jest/globals';
import { downloadErrorMessage, fileNameFromDisposition, slugify } from './download';
import { ApiError } from '@faithcraft/ui';

describe('file name from Content-Disposition', () => {
  it('reads a quoted file name', () => {
    expect(fileNameFromDisposition('attachment; filename="faith-flashcards.png"')).toBe('faith-flashcards.png');
  });

  it('prefers the RFC 5987 UTF-8 name', () => {
    expect(
      fileNameFromDisposition(`attachment; filename="plain.pdf"; filename*=UTF-8''Alma%2032%20%E2%80%93%20Faith.pdf`),
    ).toBe('Alma 32 – Faith.pdf');
  });

  it('reads an unquoted name and strips path separators', () => {
    expect(fileNameFromDisposition('attachment; filename=../../etc/x.jpg')).toBe('.._.._etc_x.jpg');
  });

  it('gives nothing without a header or a name', () => {
    expect(fileNameFromDisposition(null)).toBeUndefined();
    expect(fileNameFromDisposition('inline')).toBeUndefined();
  });
});

describe('fallback names and messages', () => {
  it('slugifies titles', () => {
    expect(slugify('Faith Like Nephi!')).toBe('faith-like-nephi');
    expect(slugify('***')).toBe('faithcraft-image');
  });

  it('uses the server message, else the status, else the generic text', () => {
    expect(downloadErrorMessage(new ApiError(403, '{"message":"You do not own this image"}', 'Forbidden'))).toBe(
      'You do not own this image',
    );
    expect(downloadErrorMessage(new ApiError(502, '<html>Bad gateway</html>', 'Bad Gateway'))).toBe(
      'Download Failed: 502',
    );
    expect(downloadErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to download image');
  });
});
