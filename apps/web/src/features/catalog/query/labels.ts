import type { AttributeLabel } from './types';

/** Labels by alias, built once per catalogue from the attribute list (GetAttributes). */
export type LabelIndex = ReadonlyMap<string, AttributeLabel>;

export function indexLabels(attributes: readonly AttributeLabel[]): LabelIndex {
  return new Map(attributes.map((a) => [a.Alias, a]));
}

/** CAT-LABELS: DisplayName, else the alias in brackets; an alias with no attribute shows "Alias (missing)". */
export function labelFor(labels: LabelIndex, alias: string): string {
  const attribute = labels.get(alias);
  if (!attribute) return `${alias} (missing)`;
  return attribute.DisplayName && attribute.DisplayName.trim() !== '' ? attribute.DisplayName : `[${attribute.Alias}]`;
}
