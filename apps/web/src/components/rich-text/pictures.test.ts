import { describe, expect, it } from 'vitest';
import { acceptFor, keepOnlyCarriedPictures, pictureAsDataUrl, STORED_PICTURE_EXTENSIONS } from './pictures';

const CONTACT = ['gif', 'jpeg', 'jpg', 'png', 'svg'];
const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);

describe('pictures in rich text', () => {
  it('offers the chooser the extensions a form takes', () => {
    expect(acceptFor(CONTACT)).toBe('.gif,.jpeg,.jpg,.png,.svg');
  });

  it.each([
    ['photo.PNG', 'image/png', STORED_PICTURE_EXTENSIONS, 'data:image/png;base64,'],
    ['image', 'image/png', STORED_PICTURE_EXTENSIONS, 'data:image/png;base64,'],
    ['photo.webp', 'image/webp', STORED_PICTURE_EXTENSIONS, 'data:image/webp;base64,'],
  ])('reads %s (%s) into a data URL', async (name, type, extensions, prefix) => {
    const url = await pictureAsDataUrl(new File([pngBytes], name, { type }), extensions);
    expect(url.startsWith(prefix)).toBe(true);
  });

  it.each([
    ['photo.webp', 'image/webp', CONTACT],
    ['notes.pdf', 'application/pdf', STORED_PICTURE_EXTENSIONS],
    ['drawing.svg', 'image/svg+xml', STORED_PICTURE_EXTENSIONS],
  ])('refuses %s where the form does not take it', async (name, type, extensions) => {
    await expect(pictureAsDataUrl(new File([pngBytes], name, { type }), extensions)).rejects.toThrow(
      'is not a picture this form takes',
    );
  });

  it('keeps pasted pictures carried in the text and drops ones that point elsewhere', () => {
    const html = '<p>a</p><img src="https://example.com/x.png"><img src="data:image/png;base64,AAAA">';
    expect(keepOnlyCarriedPictures(html)).toBe('<p>a</p><img src="data:image/png;base64,AAAA">');
  });
});
