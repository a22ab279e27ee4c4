import { describe, expect, it } from 'vitest';
import { addFiles, commentError, fileError, toBase64 } from './apply-validation';

/** comment <= 140; png or jpg only; <= 5 MB each; at most 3. */
const file = (name: string, type: string, size = 100) => ({ name, type, size });

describe('activity application rules (A-166)', () => {
  it('accepts 140 characters and refuses 141', () => {
    expect(commentError('x'.repeat(140))).toBeNull();
    expect(commentError('x'.repeat(141))).toBe('commentTooLong');
  });

  it('accepts png and jpg up to 5 MB, refuses other types and bigger files', () => {
    expect(fileError(file('a.png', 'image/png', 5 * 1024 * 1024))).toBeNull();
    expect(fileError(file('a.JPG', 'image/jpeg'))).toBeNull();
    expect(fileError(file('a.gif', 'image/gif'))).toBe('wrongType');
    expect(fileError(file('a.pdf', 'image/png'))).toBe('wrongType');
    expect(fileError(file('a.png', 'image/png', 5 * 1024 * 1024 + 1))).toBe('tooLarge');
  });

  it('keeps at most three files and reports the first problem', () => {
    const one = addFiles([], [file('1.png', 'image/png'), file('x.gif', 'image/gif'), file('2.jpg', 'image/jpeg')]);
    expect(one.files.map((f) => f.name)).toEqual(['1.png', '2.jpg']);
    expect(one.error).toBe('wrongType');
    const two = addFiles(one.files, [file('3.png', 'image/png'), file('4.png', 'image/png')]);
    expect(two.files).toHaveLength(3);
    expect(two.error).toBe('tooManyImages');
  });

  it('encodes a file as base64', async () => {
    expect(await toBase64(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])]))).toBe('iVBORw==');
  });
});
