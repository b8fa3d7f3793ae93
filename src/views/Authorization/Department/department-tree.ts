import type { Department } from '@/api/sample-types';
import type { FieldOption } from '@/components/Form/types';

/** Every department with its depth, parents first. */
export function walkDepartments(
  tree: Department[],
  depth = 0,
): Array<{ department: Department; depth: number }> {
  return tree.flatMap((department) => [
    { department, depth },
    ...walkDepartments(department.children ?? [], depth + 1),
  ]);
}

/** The ids of a department and every department below it. */
export function subtreeIds(department: Department): Set<string> {
  return new Set(walkDepartments([department]).map(({ department: d }) => d.id));
}

/** Departments as choices, indented by depth; `exclude` leaves some out (a department cannot sit under itself). */
export function departmentOptions(
  tree: Department[],
  exclude: ReadonlySet<string> = new Set(),
): FieldOption[] {
  return walkDepartments(tree)
    .filter(({ department }) => !exclude.has(department.id))
    .map(({ department, depth }) => ({
      value: department.id,
      label: `${'\u2003'.repeat(depth)}${department.departmentName}`,
    }));
}

export function departmentName(tree: Department[], id: string): string {
  return (
    walkDepartments(tree).find(({ department }) => department.id === id)?.department.departmentName ?? ''
  );
}
