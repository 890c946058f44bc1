export function childrenCpuSeconds(): number | null;
export function machineBusySeconds(): number | null;
