import { expect, type Locator, type Page, type Response } from '@playwright/test';

/**
 * Solving the server's challenges in a browser journey. The server runs with
 * CHALLENGE_TEST_PEEK, which serves the answer of each challenge it issued on
 * /testing/challenges/:id; the journey still types or drags like a person would.
 */
export class Challenges {
  private captchaIds: string[] = [];
  private sliderIds: string[] = [];
  /** Puzzles already dragged: a later solve waits for a puzzle of its own. */
  private solvedSliders = new Set<string>();

  constructor(private readonly page: Page) {
    page.on('response', (response) => void this.record(response));
  }

  private async record(response: Response): Promise<void> {
    const path = new URL(response.url()).pathname;
    const list =
      path === '/wps/captcha'
        ? this.captchaIds
        : path === '/wps/botcheck/slider'
          ? this.sliderIds
          : null;
    if (!list || !response.ok()) return;
    const body = (await response.json().catch(() => null)) as {
      value?: { captchaId?: string; challengeId?: string };
    } | null;
    const id = body?.value?.captchaId ?? body?.value?.challengeId;
    if (id) list.push(id);
  }

  private async answerOf(id: string): Promise<string | number> {
    const response = await this.page.request.get(`/testing/challenges/${encodeURIComponent(id)}`);
    const body = (await response.json()) as { value: { answer: string | number } };
    return body.value.answer;
  }

  /** The text of the captcha picture shown last. */
  async captchaText(): Promise<string> {
    await expect
      .poll(() => this.captchaIds.length, { message: 'a captcha was loaded' })
      .toBeGreaterThan(0);
    return String(await this.answerOf(this.captchaIds.at(-1)!));
  }

  /**
   * Drags the slider of the puzzle shown last to the hole, with a person's uneven pace and
   * a small overshoot, and waits until the puzzle says it is solved.
   */
  async solveSlider(
    puzzle: Locator = this.page.getByTestId('slider-puzzle').last(),
  ): Promise<void> {
    const unsolved = () => {
      const last = this.sliderIds.at(-1);
      return last !== undefined && !this.solvedSliders.has(last) ? last : null;
    };
    await expect.poll(unsolved, { message: 'a new puzzle was loaded' }).not.toBeNull();
    const challengeId = unsolved()!;
    this.solvedSliders.add(challengeId);
    const holeX = Number(await this.answerOf(challengeId));
    const handle = puzzle.getByRole('slider');
    await expect(handle).toBeVisible();
    const max = Number(await handle.getAttribute('aria-valuemax'));
    const track = await puzzle.locator('.slider-puzzle__track').boundingBox();
    const box = await handle.boundingBox();
    if (!track || !box) throw new Error('slider not laid out');
    // The track shows the puzzle's width in units; the handle is the piece's width.
    const unitsPerPixel = max / (track.width - box.width);
    const targetPx = holeX / unitsPerPixel;
    const startX = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await this.page.mouse.move(startX, y);
    await this.page.mouse.down();
    const steps = 28;
    for (let i = 1; i <= steps; i++) {
      const p = i / steps;
      const eased = p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2;
      await this.page.mouse.move(startX + targetPx * 1.04 * eased, y + Math.sin(i) * 1.5);
      await this.page.waitForTimeout(12 + ((i * 7) % 23));
    }
    await this.page.mouse.move(startX + targetPx + 1, y);
    await this.page.waitForTimeout(60);
    await this.page.mouse.move(startX + targetPx, y);
    await this.page.waitForTimeout(90);
    await this.page.mouse.up();
  }
}
