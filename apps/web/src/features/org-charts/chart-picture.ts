import { getNodesBounds, type Node } from '@xyflow/react';
import { toPng } from 'html-to-image';
import { trimOf } from '@portico/domain/shared/trim-characters';

/** White space around the cards in the picture, in pixels. */
const PADDING = 32;
/** The longest side a picture may have; browsers refuse bigger canvases. A wider chart is scaled down. */
const MAX_SIDE = 8000;

/**
 * A PNG of the shown cards — the chart as folded and unfolded now, whole, at full size (each
 * card 180 px wide) unless that would pass `MAX_SIDE` — drawn from the chart's own elements, as
 * React Flow's documentation does it with html-to-image. The controls are outside what is drawn.
 */
export async function chartPicture(viewport: HTMLElement, nodes: Node[]): Promise<string> {
  const bounds = getNodesBounds(nodes);
  const room = MAX_SIDE - 2 * PADDING;
  const scale = Math.min(1, room / Math.max(bounds.width, 1), room / Math.max(bounds.height, 1));
  const width = Math.ceil(bounds.width * scale + 2 * PADDING);
  const height = Math.ceil(bounds.height * scale + 2 * PADDING);
  // A CSS transform, not a text anyone reads.
  const TRANSFORM = `translate(${PADDING - bounds.x * scale}px, ${PADDING - bounds.y * scale}px) scale(${scale})`;
  return toPng(viewport, {
    backgroundColor: '#ffffff',
    width,
    height,
    pixelRatio: 1,
    style: {
      width: `${width}px`,
      height: `${height}px`,
      transform: TRANSFORM,
    },
  });
}

/** "C&L" → "org-chart-c-l.png". */
export function pictureFileName(department: string): string {
  const slug = trimOf(department.toLowerCase().replace(/[^a-z0-9]+/g, '-'), '-');
  return `org-chart-${slug || 'department'}.png`;
}

/** Hands the picture to the browser as a download. */
export function saveDataUrl(dataUrl: string, fileName: string) {
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = fileName;
  link.click();
}
