import { CHANGE_CHANNELS, type ChangeBus } from '../../lib/change-bus';

/**
 * How long a directory page is kept without asking the database again. Every change to people
 * ends it sooner (below); this bounds what only the clock changes: a termination date passing
 * at a site's midnight.
 */
export const DIRECTORY_PAGE_MS = 60_000;

/** Pages kept at most: the first pages of each department's view, on each calendar day in use. */
const MAX_PAGES = 500;

interface KeptPage<Rows> {
  rows: Rows;
  freshUntil: number;
}

/**
 * The directory's first pages in celebration order, kept in this process (decision 072): what
 * everyone opening the directory asks for, the same answer for everyone on the same day, and
 * the dearest to read in a large organisation (a day's few hundred birthdays and anniversaries,
 * looked up and ordered). Dropped at once by every change the database announces about people
 * (an HR record, a profile, a site, someone joining: the identity channel's triggers, whoever
 * writes), and unused while the announcements may be missed. Each call first waits until
 * every change committed before it has been heard here (`settled`: one NOTIFY round trip), so
 * no one is shown a page from before a change they know of, whoever made it and however soon
 * after. A read that started before a change is not kept after it.
 */
export class DirectoryPageCache<Rows> {
  private readonly pages = new Map<string, KeptPage<Rows>>();
  private generation = 0;

  constructor(private readonly bus: ChangeBus | undefined) {
    bus?.subscribe(CHANGE_CHANNELS.identity, {
      // A session's end changes nothing in the directory; anything else may.
      onMessage: (payload) => {
        if (!payload.startsWith('session:')) this.clear();
      },
      onLost: () => this.clear(),
    });
  }

  /** The kept page, or one read by `read` and kept unless people changed meanwhile. */
  async page(key: string, now: number, read: () => Promise<Rows>): Promise<Rows> {
    if (!(await this.heardEverything())) return read();
    const kept = this.pages.get(key);
    if (kept && kept.freshUntil > now && this.bus?.live) return kept.rows;
    const generation = this.generation;
    const rows = await read();
    if (generation === this.generation && this.bus?.live) {
      if (this.pages.size >= MAX_PAGES) this.pages.clear();
      this.pages.set(key, { rows, freshUntil: now + DIRECTORY_PAGE_MS });
    }
    return rows;
  }

  /** False when the bus is down or does not confirm: the page is read, and not kept. */
  private async heardEverything(): Promise<boolean> {
    if (!this.bus?.live) return false;
    try {
      await this.bus.settled();
      return true;
    } catch {
      return false;
    }
  }

  private clear() {
    this.generation += 1;
    this.pages.clear();
  }
}
