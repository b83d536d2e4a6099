/** Everything one run measured; the report is written from this alone. */
import type { SignInBytes } from './browser-bytes';
import type { Endpoint } from './endpoints';
import type { LoadFigures } from './load';
import type { SeededDatabase } from './seed';
import type { StartUpFigures } from './start-up';
import type { WriteMixFigures } from './write-mix';

export interface Machine {
  cpus: string;
  memoryGb: number;
  loadAverage: string;
  loadAverageAtEnd?: string;
  node: string;
  postgres: string;
  os: string;
}

export interface EndpointResult {
  endpoint: Endpoint;
  load: LoadFigures;
  /** Set when the endpoint was loaded for this many calls instead of for the run's seconds. */
  calls?: number;
  /** For CSV exports: the data rows of one answer. */
  csvRows?: number;
  responseKb: number;
  /** The portal's CPU time per answer during the load (Linux), in milliseconds. */
  cpuMsPerRequest: number | null;
  /** The database server's CPU time per answer, when it runs on this machine (reports before 12-06: none). */
  databaseCpuMsPerRequest?: number | null;
}

export interface RouteSize {
  route: string;
  /** The reader's language, whose catalogue the first load includes (reports before it: none). */
  language?: string;
  jsKb: number;
  cssKb: number;
}

export interface BenchResults {
  date: string;
  machine: Machine;
  settings: {
    durationSeconds: number;
    connections: number;
    environment: Record<string, string>;
    note?: string;
  };
  startUp: StartUpFigures;
  seeds: { demo: SeededDatabase; large: SeededDatabase };
  portalOnPostgresReadyMs: number;
  firstLoad: RouteSize[];
  signInBytes: { demo: SignInBytes; large: SignInBytes };
  helloWorld: { load: LoadFigures; cpuMsPerRequest: number | null }[];
  endpoints: EndpointResult[];
  writeMix: WriteMixFigures;
  memoryMb: { idle: number | null; afterLoad: number | null };
  /** The read endpoints again on a larger organisation (issue 31; reports before 12-06: none). */
  scale?: ScaleResults;
}

export interface ScaleResults {
  seed: SeededDatabase;
  helloWorld: BenchResults['helloWorld'];
  endpoints: EndpointResult[];
}
