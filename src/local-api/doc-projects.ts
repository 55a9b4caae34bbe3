// Document localization projects, in memory: import creates one ("applying"), the translation
// runs in the background ("completed" | "error"), export hands out download URLs whose
// unguessable token is the only credential the download needs.
import { randomBytes, randomUUID } from 'node:crypto';

export type DocStatus = 'applying' | 'completed' | 'error';

export interface DocProject {
  id: string;
  owner: string;
  status: DocStatus;
  filename: string;
  sourceLanguage: string;
  /** lower-case language name, as imported */
  targetLanguage: string;
  targetCode: string;
  wordCount: { source: number; unique: number };
  createdAt: number;
  output?: { content: Buffer; filename: string };
  /** passages only sounded out in the target script (apiStatus 10), of all translated passages */
  soundedOut?: { passages: number; of: number };
  failure?: string;
  downloadToken?: string;
}

const KEEP_MS = 24 * 60 * 60 * 1000;
const MAX_PROJECTS = 1_000;

export class DocProjects {
  private readonly projects = new Map<string, DocProject>();
  private readonly byToken = new Map<string, DocProject>();

  create(init: Omit<DocProject, 'id' | 'status' | 'createdAt'>): DocProject {
    this.evict();
    const project: DocProject = { ...init, id: randomUUID(), status: 'applying', createdAt: Date.now() };
    this.projects.set(project.id, project);
    return project;
  }

  get(id: string, owner: string): DocProject | undefined {
    const project = this.projects.get(id);
    return project && project.owner === owner ? project : undefined;
  }

  /** The same token for every export of a project. */
  tokenFor(project: DocProject): string {
    if (!project.downloadToken) {
      project.downloadToken = randomBytes(24).toString('base64url');
      this.byToken.set(project.downloadToken, project);
    }
    return project.downloadToken;
  }

  fromToken(token: string): DocProject | undefined {
    return this.byToken.get(token);
  }

  private evict(now = Date.now()): void {
    for (const [id, project] of this.projects) {
      if (
        now - project.createdAt > KEEP_MS ||
        (this.projects.size >= MAX_PROJECTS && project.status !== 'applying')
      ) {
        this.projects.delete(id);
        if (project.downloadToken) this.byToken.delete(project.downloadToken);
      }
    }
  }
}
