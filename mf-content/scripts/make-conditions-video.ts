/**
 * Makes the conditions video (src/features/home/assets/conditions.webm): a 35-second animation,
 * without words, of how we grade a device – like new, very good, good, defective – timed to the
 * captions in the CMS (home data `video.captions`). Drawn on a canvas in Debian's Chromium and
 * recorded with MediaRecorder, so no video tool is needed. MediaRecorder writes no duration into the
 * file (browsers then show none and cannot seek before it has loaded): `fix-webm-duration` adds it.
 * Run: node scripts/run.mjs mf-content/scripts/make-conditions-video.ts
 *      node scripts/run.mjs mf-content/scripts/make-conditions-video.ts --fix-duration   (the file as it is, with its duration)
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';

const OUT = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'src',
  'features',
  'home',
  'assets',
  'conditions.webm',
);

/** Seconds of animation. */
const DURATION = 35;

/**
 * The recording with its duration written into its header (`fix-webm-duration`, in the page), checked
 * by loading it into a video element, which must then know how long it is.
 */
async function withDuration(page: Page, base64: string, seconds: number): Promise<string> {
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve('fix-webm-duration') });
  return page.evaluate(
    async ({ base64, seconds }) => {
      const raw = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const fix = (
        window as unknown as {
          ysFixWebmDuration: (blob: Blob, ms: number, options: { logger: false }) => Promise<Blob>;
        }
      ).ysFixWebmDuration;
      const fixed = await fix(new Blob([raw], { type: 'video/webm' }), seconds * 1000, { logger: false });
      const video = document.createElement('video');
      video.muted = true;
      video.src = URL.createObjectURL(fixed);
      await new Promise<void>((resolve, reject) => {
        video.onloadedmetadata = () => resolve();
        video.onerror = () => reject(new Error('the fixed video does not load'));
      });
      if (!Number.isFinite(video.duration) || Math.abs(video.duration - seconds) > 1)
        throw new Error(`the fixed video says ${video.duration} s`);
      const bytes = new Uint8Array(await fixed.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]!);
      return btoa(binary);
    },
    { base64, seconds },
  );
}

export async function main(args: string[] = process.argv.slice(2)): Promise<number> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--autoplay-policy=no-user-gesture-required'],
  });
  const page = await browser.newPage();
  await page.setContent('<canvas id="c" width="640" height="360"></canvas>');
  if (args.includes('--fix-duration')) {
    const fixed = Buffer.from(await withDuration(page, (await readFile(OUT)).toString('base64'), DURATION), 'base64');
    await browser.close();
    await writeFile(OUT, fixed);
    process.stdout.write(`wrote ${OUT} with its duration (${Math.round(fixed.length / 1024)} KB)\n`);
    return 0;
  }
  const recorded = await page.evaluate(async (DURATION: number) => {
    const canvas = document.getElementById('c') as HTMLCanvasElement;
    const ctx = canvas.getContext('2d')!;
    const grades = [
      { from: 5, color: '#095f44', scratches: 0, crack: false, stars: 4 },
      { from: 11, color: '#0b7352', scratches: 2, crack: false, stars: 3 },
      { from: 17, color: '#f2b01e', scratches: 7, crack: false, stars: 2 },
      { from: 23, color: '#b0261d', scratches: 4, crack: true, stars: 1 },
    ];
    function phone(x: number, y: number, scale: number, g: (typeof grades)[number] | null, t: number) {
      ctx.save();
      ctx.translate(x, y);
      ctx.scale(scale, scale);
      ctx.fillStyle = '#15202b';
      ctx.beginPath();
      ctx.roundRect(-50, -95, 100, 190, 16);
      ctx.fill();
      ctx.fillStyle = '#ffffff';
      ctx.beginPath();
      ctx.roundRect(-42, -83, 84, 160, 6);
      ctx.fill();
      if (g) {
        ctx.strokeStyle = '#8a9893';
        ctx.lineWidth = 2;
        for (let i = 0; i < g.scratches; i++) {
          const a = (i * 53) % 70;
          ctx.beginPath();
          ctx.moveTo(-40 + a, -70 + i * 19);
          ctx.lineTo(-25 + a, -62 + i * 19);
          ctx.stroke();
        }
        if (g.crack) {
          ctx.strokeStyle = '#b0261d';
          ctx.lineWidth = 3;
          ctx.beginPath();
          ctx.moveTo(-30, -80);
          ctx.lineTo(-5, -30);
          ctx.lineTo(-20, 0);
          ctx.lineTo(15, 50);
          ctx.moveTo(-5, -30);
          ctx.lineTo(30, -50);
          ctx.stroke();
        }
        // the magnifier sweeping over the device: the inspection
        const sweep = Math.sin(t * 2) * 30;
        ctx.strokeStyle = '#1d5fa6';
        ctx.lineWidth = 5;
        ctx.beginPath();
        ctx.arc(sweep, -10, 28, 0, Math.PI * 2);
        ctx.stroke();
        ctx.beginPath();
        ctx.moveTo(sweep + 20, 10);
        ctx.lineTo(sweep + 42, 32);
        ctx.stroke();
      }
      ctx.restore();
    }
    function stars(x: number, y: number, n: number, color: string) {
      for (let i = 0; i < 4; i++) {
        ctx.fillStyle = i < n ? color : '#cfd7d4';
        ctx.beginPath();
        const cx = x + i * 34;
        for (let k = 0; k < 10; k++) {
          const r = k % 2 ? 6 : 14;
          const a = (Math.PI / 5) * k - Math.PI / 2;
          ctx.lineTo(cx + r * Math.cos(a), y + r * Math.sin(a));
        }
        ctx.fill();
      }
    }
    function draw(t: number) {
      ctx.fillStyle = '#ecf7f2';
      ctx.fillRect(0, 0, 640, 360);
      const g = [...grades].reverse().find((x) => t >= x.from && t < 29) ?? null;
      if (t < 5) {
        // intro: four devices, one after another
        for (let i = 0; i < 4; i++) {
          const appear = Math.min(1, Math.max(0, t - i * 0.8));
          ctx.globalAlpha = appear;
          phone(110 + i * 140, 180, 0.8, null, t);
        }
        ctx.globalAlpha = 1;
      } else if (g) {
        const local = t - g.from;
        const slide = Math.min(1, local / 0.6);
        phone(220 - (1 - slide) * 200, 180, 1.2, g, t);
        ctx.fillStyle = g.color;
        ctx.beginPath();
        ctx.roundRect(380, 120, 200, 56, 28);
        ctx.fill();
        stars(410, 148, g.stars, '#ffffff');
        // progress of the four grades
        grades.forEach((x, i) => {
          ctx.fillStyle = x === g ? x.color : '#cfd7d4';
          ctx.beginPath();
          ctx.arc(420 + i * 40, 230, 10, 0, Math.PI * 2);
          ctx.fill();
        });
      } else {
        // outro: even a defective device gets a price – a coin lands on it
        phone(260, 180, 1.1, grades[3]!, t);
        const drop = Math.min(1, (t - 29) / 1.2);
        ctx.fillStyle = '#f2b01e';
        ctx.beginPath();
        ctx.arc(420, 60 + drop * 110, 42, 0, Math.PI * 2);
        ctx.fill();
        ctx.fillStyle = '#7a4f00';
        ctx.font = 'bold 44px system-ui, sans-serif';
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillText('€', 420, 62 + drop * 110);
      }
      // a thin progress bar at the bottom
      ctx.fillStyle = '#095f44';
      ctx.fillRect(0, 354, (t / DURATION) * 640, 6);
    }
    const stream = canvas.captureStream(30);
    const mime = MediaRecorder.isTypeSupported('video/webm;codecs=vp9') ? 'video/webm;codecs=vp9' : 'video/webm';
    const recorder = new MediaRecorder(stream, { mimeType: mime, videoBitsPerSecond: 350_000 });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const done = new Promise<void>((resolve) => (recorder.onstop = () => resolve()));
    const start = performance.now();
    recorder.start(1000);
    await new Promise<void>((resolve) => {
      const frame = () => {
        const t = (performance.now() - start) / 1000;
        draw(Math.min(t, DURATION));
        if (t < DURATION) requestAnimationFrame(frame);
        else resolve();
      };
      requestAnimationFrame(frame);
    });
    recorder.stop();
    await done;
    const buffer = await new Blob(chunks, { type: 'video/webm' }).arrayBuffer();
    let binary = '';
    const bytes = new Uint8Array(buffer);
    for (let i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]!);
    return btoa(binary);
  }, DURATION);
  const base64 = await withDuration(page, recorded, DURATION);
  await browser.close();
  const data = Buffer.from(base64, 'base64');
  await writeFile(OUT, data);
  process.stdout.write(`wrote ${OUT} (${Math.round(data.length / 1024)} KB)\n`);
  return 0;
}
