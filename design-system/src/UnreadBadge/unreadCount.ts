/** The unread badge is capped: nothing at 0, the count up to 20, then "20+". */
export const unreadCap = 20;

export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > unreadCap ? `${unreadCap}+` : String(count);
}
