import { CONTACT_IMAGE_EXTENSIONS } from '@portico/domain/contact/contact-message';

/** What the editor's image button accepts (spec §5 Contact form). */
export const IMAGE_ACCEPT = CONTACT_IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

const readAsDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read'));
    reader.readAsDataURL(file);
  });

/**
 * An SVG is drawn into a PNG here: an image element never runs an SVG's scripts, and the
 * server stores only gif, jpeg and png (docs/decisions/023-rich-text-sanitiser.md).
 */
async function svgAsPng(file: File) {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth || 300;
    canvas.height = image.naturalHeight || 150;
    canvas.getContext('2d')!.drawImage(image, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/png');
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The chosen image as an embedded data URL, or null for a file of another kind. */
export async function imageAsDataUrl(file: File): Promise<string | null> {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(CONTACT_IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return null;
  if (extension === 'svg') return svgAsPng(file);
  return readAsDataUrl(file);
}
