/**
 * On every static island's element (StaticIsland.tsx): a behaviour finds the island an
 * element is in by it (VariableFilter.behaviour.ts filters the tables of the filter's island).
 */
export const ISLAND = 'data-island';
