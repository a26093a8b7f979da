/** A short built-in list for the location picker (lat, lon in degrees). */
export const cities = [
  { name: 'Moscow', lat: 55.7558, lon: 37.6173 },
  { name: 'Saint Petersburg', lat: 59.9343, lon: 30.3351 },
  { name: 'Novosibirsk', lat: 55.0084, lon: 82.9357 },
  { name: 'Yekaterinburg', lat: 56.8389, lon: 60.6057 },
  { name: 'Kazan', lat: 55.7963, lon: 49.1088 },
  { name: 'Nizhny Novgorod', lat: 56.2965, lon: 43.9361 },
  { name: 'Krasnodar', lat: 45.0355, lon: 38.9753 },
  { name: 'Sochi', lat: 43.6028, lon: 39.7342 },
  { name: 'Minsk', lat: 53.9006, lon: 27.559 },
  { name: 'Almaty', lat: 43.222, lon: 76.8512 },
  { name: 'Helsinki', lat: 60.1699, lon: 24.9384 },
  { name: 'Berlin', lat: 52.52, lon: 13.405 },
  { name: 'London', lat: 51.5074, lon: -0.1278 },
  { name: 'New York', lat: 40.7128, lon: -74.006 },
  { name: 'Denver', lat: 39.7392, lon: -104.9903 },
  { name: 'Seattle', lat: 47.6062, lon: -122.3321 },
] as const;
