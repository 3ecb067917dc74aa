// Runs before `npm start`: builds the site and widget when a build is missing, so `npm install && npm start` works.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const site = existsSync('site/index.html');
if (site && !existsSync('site/dist/index.html')) {
  const { status } = spawnSync('npm', ['run', 'build:site'], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
if (!existsSync('widget/dist/widget.js')) {
  const { status } = spawnSync('npm', ['run', 'build:widget'], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
