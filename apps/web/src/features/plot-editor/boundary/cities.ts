/** A short built-in list for the location picker (lat, lon in degrees; `ru`: the name in Russian). */
export const cities = [
  { name: 'Moscow', ru: 'Москва', lat: 55.7558, lon: 37.6173 },
  { name: 'Saint Petersburg', ru: 'Санкт-Петербург', lat: 59.9343, lon: 30.3351 },
  { name: 'Novosibirsk', ru: 'Новосибирск', lat: 55.0084, lon: 82.9357 },
  { name: 'Yekaterinburg', ru: 'Екатеринбург', lat: 56.8389, lon: 60.6057 },
  { name: 'Kazan', ru: 'Казань', lat: 55.7963, lon: 49.1088 },
  { name: 'Nizhny Novgorod', ru: 'Нижний Новгород', lat: 56.2965, lon: 43.9361 },
  { name: 'Krasnodar', ru: 'Краснодар', lat: 45.0355, lon: 38.9753 },
  { name: 'Sochi', ru: 'Сочи', lat: 43.6028, lon: 39.7342 },
  { name: 'Minsk', ru: 'Минск', lat: 53.9006, lon: 27.559 },
  { name: 'Almaty', ru: 'Алматы', lat: 43.222, lon: 76.8512 },
  { name: 'Helsinki', ru: 'Хельсинки', lat: 60.1699, lon: 24.9384 },
  { name: 'Berlin', ru: 'Берлин', lat: 52.52, lon: 13.405 },
  { name: 'London', ru: 'Лондон', lat: 51.5074, lon: -0.1278 },
  { name: 'New York', ru: 'Нью-Йорк', lat: 40.7128, lon: -74.006 },
  { name: 'Denver', ru: 'Денвер', lat: 39.7392, lon: -104.9903 },
  { name: 'Seattle', ru: 'Сиэтл', lat: 47.6062, lon: -122.3321 },
] as const;
