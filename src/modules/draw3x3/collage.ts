import { CANVAS_HEIGHT, CANVAS_WIDTH, CELL_HEIGHT, CELL_WIDTH, COLUMNS } from './strings';

export interface CollagePick {
  title: string;
  /** null when no cover could be found */
  cover: string | null;
}

/**
 * AniList's CDN names cover sizes in the path (`cover/medium/…`, `cover/large/…`); a list row
 * shows the small one, the collage wants the large one.
 */
export function largeCover(url: string): string {
  return url.replace('/cover/medium/', '/cover/large/').replace('/cover/small/', '/cover/large/');
}

function loadImage(url: string, crossOrigin: boolean): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const image = new Image();
    if (crossOrigin) image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = url;
  });
}

/** With CORS first (a clean canvas can be copied); a CDN that refuses CORS still gets drawn. */
async function coverImage(url: string): Promise<HTMLImageElement | null> {
  return (await loadImage(url, true)) ?? loadImage(url, false);
}

/** Draws the image over the cell like `background-size: cover`: filled, centred, cropped. */
function drawCover(context: CanvasRenderingContext2D, image: HTMLImageElement, x: number, y: number): void {
  const width = image.naturalWidth;
  const height = image.naturalHeight;
  if (!width || !height) {
    context.drawImage(image, x, y, CELL_WIDTH, CELL_HEIGHT);
    return;
  }
  const scale = Math.max(CELL_WIDTH / width, CELL_HEIGHT / height);
  const sw = CELL_WIDTH / scale;
  const sh = CELL_HEIGHT / scale;
  context.drawImage(image, (width - sw) / 2, (height - sh) / 2, sw, sh, x, y, CELL_WIDTH, CELL_HEIGHT);
}

/** A cell without a cover: the title on the theme's foreground, so the gap says what belongs there. */
function drawMissing(context: CanvasRenderingContext2D, title: string, x: number, y: number, colours: { back: string; text: string }): void {
  context.fillStyle = colours.back;
  context.fillRect(x, y, CELL_WIDTH, CELL_HEIGHT);
  context.fillStyle = colours.text;
  context.font = '20px sans-serif';
  context.textAlign = 'center';
  const words = title.split(/\s+/);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.length - 1;
    if (last >= 0 && context.measureText(`${lines[last]} ${word}`).width < CELL_WIDTH - 20) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  lines.slice(0, 8).forEach((line, i) => context.fillText(line, x + CELL_WIDTH / 2, y + 40 + i * 26, CELL_WIDTH - 20));
}

/** Draws the nine picks, row by row, onto a 690x1035 canvas. */
export async function drawCollage(canvas: HTMLCanvasElement, picks: readonly CollagePick[], colours: { back: string; text: string }): Promise<void> {
  canvas.width = CANVAS_WIDTH;
  canvas.height = CANVAS_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) return;
  const images = await Promise.all(picks.map((pick) => (pick.cover ? coverImage(pick.cover) : Promise.resolve(null))));
  picks.forEach((pick, i) => {
    const x = (i % COLUMNS) * CELL_WIDTH;
    const y = Math.floor(i / COLUMNS) * CELL_HEIGHT;
    const image = images[i];
    if (image) drawCover(context, image, x, y);
    else drawMissing(context, pick.title, x, y, colours);
  });
}
