/*
 * Pictures travel inside rich text as data URLs. The server's sanitiser keeps gif, jpeg, png and
 * webp only (docs/decisions/023-rich-text-sanitiser.md); an SVG, where a form accepts one, is
 * drawn into a PNG here, because an image element never runs an SVG's scripts.
 */

/** The file extensions one editor accepts, e.g. the contact form's gif, jpeg, jpg, png, svg. */
export type PictureExtensions = readonly string[];

/** The news editor's pictures: what the server keeps. */
export const STORED_PICTURE_EXTENSIONS: PictureExtensions = ['png', 'jpg', 'jpeg', 'gif', 'webp'];

/** The file chooser's `accept` for a list of extensions. */
export const acceptFor = (extensions: PictureExtensions) =>
  extensions.map((extension) => `.${extension}`).join(',');

const readAsDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The picture could not be read.'));
    reader.readAsDataURL(file);
  });

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

/** The file's extension, or its type's for a pasted picture whose name has none. */
function extensionOf(file: File) {
  const named = /\.([a-z0-9]+)$/i.exec(file.name)?.[1];
  if (named) return named.toLowerCase();
  return (/^image\/([a-z]+)/i.exec(file.type)?.[1] ?? '').toLowerCase();
}

/**
 * The chosen picture as a data URL. A file of another kind is refused (the promise rejects, and
 * the editor drops its placeholder), whether it came from the chooser, a drop or a paste.
 */
export async function pictureAsDataUrl(file: File, extensions: PictureExtensions): Promise<string> {
  const extension = extensionOf(file);
  if (!extensions.includes(extension))
    throw new Error(`A .${extension} file is not a picture this form takes.`);
  return extension === 'svg' ? svgAsPng(file) : readAsDataUrl(file);
}

/**
 * Pasted HTML keeps only pictures carried inside it: one that points elsewhere would be dropped
 * by the server anyway (its allowlist keeps uploaded pictures only), so the editor never shows it.
 */
export function keepOnlyCarriedPictures(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  for (const picture of document.querySelectorAll('img')) {
    if (!/^data:image\//i.test(picture.getAttribute('src') ?? '')) picture.remove();
  }
  return document.body.innerHTML;
}
