/** The records of the seed's sample endpoints (seed §3 "Entities seen in the sample data"), /mock/*. */

/** 0 or 1; the seed does not say what each means. */
export type SampleStatus = 0 | 1;

export interface AnalysisTotal {
  users: number;
  messages: number;
  moneys: number;
  shoppings: number;
}

/** A chart point; `name` is a console translation key (`analysis.directAccess`, `analysis.monday`). */
export interface SeriesItem {
  value: number;
  name: string;
}

/** `name` is a console translation key (`analysis.january`). */
export interface MonthlySalesItem {
  estimate: number;
  actual: number;
  name: string;
}

export interface Department {
  id: string;
  departmentName: string;
  /** ISO 8601, UTC */
  createTime: string;
  status: SampleStatus;
  remark: string;
  /** null for a top-level department */
  parentId: string | null;
  /** left out on a leaf */
  children?: Department[];
}

/** A department as a table row: the tree flattened, parents before their children. */
export type DepartmentRow = Omit<Department, 'children'>;

export interface DepartmentSaveBody {
  /** with an id the department is updated, without one it is created first among its siblings */
  id?: string;
  departmentName: string;
  status?: SampleStatus;
  remark?: string;
  parentId?: string | null;
}

export interface DepartmentUser {
  id: string;
  username: string;
  account: string;
  email: string;
  /** ISO 8601, UTC */
  createTime: string;
  departmentId: string;
}

export interface DepartmentUserQuery {
  pageIndex: number;
  pageSize: number;
  /** a department: its users and those of the departments below it */
  id?: string;
  /** part of the username, any case */
  username?: string;
}

export interface DepartmentUserSaveBody {
  id?: string;
  username: string;
  account: string;
  email: string;
  departmentId: string;
}

export interface DictEntry {
  label: string;
  value: number;
}

/** 1 to 3 (seed §3), unlike the importance dict's values 0 to 2. */
export type ExampleImportance = 1 | 2 | 3;

export interface ExampleRecord {
  id: string;
  author: string;
  title: string;
  /** HTML paragraphs */
  content: string;
  importance: ExampleImportance;
  /** ISO 8601, UTC */
  display_time: string;
  pageviews: number;
  image_uri: string;
  video_uri: string;
}

/** The tree variant: up to 3 levels, children left out on a leaf. */
export interface ExampleTreeNode extends ExampleRecord {
  children?: ExampleTreeNode[];
}

export interface ExampleQuery {
  pageIndex: number;
  pageSize: number;
  /** part of the title, any case */
  title?: string;
  /** importances to keep, comma-separated ("1,3") */
  importance?: string;
  /** title, author, importance, display_time or pageviews; ties keep the stored order */
  sortField?: string;
  sortOrder?: 'asc' | 'desc';
}

export interface ExampleSaveBody {
  id?: string;
  author: string;
  title: string;
  content?: string;
  importance: number;
  display_time?: string;
  pageviews?: number;
  image_uri?: string;
  video_uri?: string;
}

export interface Card {
  logo: string;
  name: string;
  desc: string;
}

export interface CardQuery {
  pageIndex: number;
  pageSize: number;
  /** part of the name, any case */
  name?: string;
}

export interface WorkplaceTotal {
  project: number;
  access: number;
  todo: number;
}

export interface WorkplaceProject {
  name: string;
  /** a `vi-` icon name */
  icon: string;
  /** a console translation key */
  message: string;
  personal: string;
  /** ISO 8601, UTC */
  time: string;
}

export interface WorkplaceDynamic {
  /** a console translation key, then the names it mentions */
  keys: string[];
  /** ISO 8601, UTC */
  time: string;
}

export interface WorkplaceTeam {
  name: string;
  icon: string;
}

/** `name` is a console translation key; `personal` and `team` never exceed `max`. */
export interface RadarItem {
  name: string;
  max: number;
  personal: number;
  team: number;
}
