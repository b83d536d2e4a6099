import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * The container files an operator deploys (docs/operations.md, "Container image"): every image
 * is pinned to an exact release, so a rebuild next month runs what was tested, and the portal
 * logs in to PostgreSQL as its own role, never as the database's superuser.
 */
const read = (file: string) => readFileSync(new URL(`../../../../${file}`, import.meta.url), 'utf8');

// A release names every part of its project's version: PostgreSQL's are major.minor (16.10),
// the others' major.minor.patch. A variant (-bookworm-slim, -alpine) and a digest may follow;
// node:22, postgres:16 or :latest would move under the same file.
const VERSION_PARTS: Record<string, number> = { postgres: 2 };
const isPinned = (image: string) => {
  const [name = '', tag = ''] = image.split(':');
  const version = (tag.split(/[-@]/)[0] ?? '').split('.');
  const parts = VERSION_PARTS[name] ?? 3;
  return version.length === parts && version.every((part) => /^\d+$/.test(part));
};

interface Service {
  image?: string;
  environment?: Record<string, string>;
}
interface Compose {
  'x-portal': { environment: { DATABASE_URL: string } };
  services: Record<string, Service> & { postgres: Service };
  configs: Record<string, { content: string }> & { 'portico-role': { content: string } };
}

const dockerfileImages = () =>
  read('Dockerfile')
    .split('\n')
    .filter((line) => line.startsWith('FROM '))
    .map((line) => line.split(/\s+/)[1] ?? '');

describe('the container files', () => {
  const compose = parse(read('compose.yaml')) as Compose;

  it('build on exact releases of their base images', () => {
    const images = dockerfileImages();
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image, image).toSatisfy(isPinned);
  });

  it('run exact releases of every service image', () => {
    const images = Object.values(compose.services).flatMap((service) => service.image ?? []);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image, image).toSatisfy(isPinned);
  });

  it('let the portal log in as its own role, which the database makes without superuser rights', () => {
    const url = new URL(compose['x-portal'].environment.DATABASE_URL.replace(/\$\{[^}]*\}/g, 'x'));
    const postgres = compose.services.postgres.environment ?? {};
    // The image makes POSTGRES_USER (default 'postgres') a superuser.
    expect(url.username).not.toBe(postgres.POSTGRES_USER ?? 'postgres');
    const role = compose.configs['portico-role'].content;
    expect(role).toContain(`CREATE ROLE ${url.username} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE`);
    expect(role).toContain(`CREATE DATABASE ${url.pathname.slice(1)} OWNER ${url.username}`);
  });
});
