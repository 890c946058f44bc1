/** Times of day a session or an hour of availability can start or end at: every quarter hour, HH:MM. */
export const quarterHours: readonly string[] = Array.from({ length: 96 }, (_, index) => {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(index / 4))}:${pad((index % 4) * 15)}`;
});
