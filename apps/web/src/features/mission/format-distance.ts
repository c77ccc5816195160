/** Under a kilometre in metres, else one decimal: '800米', '2.3公里'. */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(1, Math.round(km * 1000))}米`;
  return `${km < 100 ? km.toFixed(1) : Math.round(km)}公里`;
}
