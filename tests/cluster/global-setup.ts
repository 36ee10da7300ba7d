import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ProvidedContext } from 'vitest';
import type { TestProject } from 'vitest/node';
import { startCluster } from '../../scripts/lib/cluster.mjs';
import { ephemeralSecrets } from '../../scripts/lib/secrets.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    cluster: {
      varnish: string;
      web1: string;
      web2: string;
      cms: string;
      pim: string;
      postgres: string;
      redis: string;
      metrics: { web1: string; web2: string; pim: string };
    };
    /** The product service's SQLite file (edit-product writes it, as an editor's tool would). */
    clusterPimDb: string;
    clusterSecrets: Record<string, string>;
    clusterAdmin: { email: string; password: string };
    /** Process id of web instance 1, which the failover test stops. */
    clusterWeb1Pid: number;
  }
}

interface ClusterHandle {
  urls: ProvidedContext['cluster'];
  webs: { children: Map<string, { pid: number }> }[];
  stopAll(): Promise<void>;
}

let cluster: ClusterHandle | undefined;
let dir: string | undefined;

export async function setup(project: TestProject) {
  dir = mkdtempSync(path.join(os.tmpdir(), 'qilak-cluster-test-'));
  const secrets = ephemeralSecrets() as Record<string, string>;
  const admin = { email: 'cluster@qilakseafood.example', password: 'Cluster-Password-1' };
  cluster = (await startCluster({
    dir,
    logDir: path.join(dir, 'logs'),
    log: () => undefined,
    sharedEnv: {
      ...secrets,
      APP_ENV: 'test',
      SERVE_ADMIN: 'false',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      PIM_DB_FILE: path.join(dir, 'pim.db'),
      PUBLIC_DIR: path.join(dir, 'cms-public'),
    },
  })) as ClusterHandle;
  project.provide('cluster', cluster.urls);
  project.provide('clusterSecrets', secrets);
  project.provide('clusterPimDb', path.join(dir, 'pim.db'));
  project.provide('clusterAdmin', admin);
  project.provide('clusterWeb1Pid', cluster.webs[0]!.children.get('web')!.pid);
}

export async function teardown() {
  await cluster?.stopAll();
  if (dir && !process.env.KEEP_CLUSTER_DATA) rmSync(dir, { recursive: true, force: true });
}
