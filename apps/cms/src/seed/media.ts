/** Seed media: files of apps/cms/seed/media uploaded once through the upload plugin, reused by name. */
import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';

const MIME: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.pdf': 'application/pdf',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
};

/** The upload plugin's service, as the seed calls it (plugin services are untyped). */
interface UploadService {
  upload(input: {
    data: { fileInfo: { name: string; alternativeText: string | null; caption: string | null } };
    files: { filepath: string; originalFilename: string; mimetype: string; size: number };
  }): Promise<unknown>;
}

interface MediaMeta {
  alternativeText?: string;
  caption?: string;
}

/** Alt texts and captions written by scripts/generate-media.mjs next to the files. */
function readMeta(mediaDir: string): Record<string, MediaMeta> {
  const file = path.join(mediaDir, 'index.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, MediaMeta>) : {};
}

export function mediaExists(mediaDir: string, fileName: string): boolean {
  return !fileName.includes('/') && fs.existsSync(path.join(mediaDir, fileName));
}

export function createMediaUploader(strapi: Core.Strapi, mediaDir: string) {
  const meta = readMeta(mediaDir);
  const ids = new Map<string, Promise<number>>();

  const uploadOne = async (fileName: string): Promise<number> => {
    const existing = (await strapi.db
      .query('plugin::upload.file')
      .findOne({ where: { name: fileName }, select: ['id'] })) as { id: number } | null;
    if (existing) return existing.id;
    const filepath = path.join(mediaDir, fileName);
    const info = meta[fileName] ?? {};
    const uploadService = strapi.plugin('upload').service<UploadService>('upload');
    const [uploaded] = (await uploadService.upload({
      data: {
        fileInfo: { name: fileName, alternativeText: info.alternativeText ?? null, caption: info.caption ?? null },
      },
      files: {
        filepath,
        originalFilename: fileName,
        mimetype: MIME[path.extname(fileName).toLowerCase()] ?? 'application/octet-stream',
        size: fs.statSync(filepath).size,
      },
    })) as { id: number }[];
    return uploaded.id;
  };

  /** Upload id of a seed file; concurrent callers share one upload. */
  return (fileName: string): Promise<number> => {
    let id = ids.get(fileName);
    if (!id) {
      id = uploadOne(fileName);
      ids.set(fileName, id);
    }
    return id;
  };
}
