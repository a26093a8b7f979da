// The server's fixed English texts (error details, field messages) in Russian. English is the
// server's own language: a text missing here stays English (a test lists the ones that must be here).

/** Texts that never change, keyed by their exact English. */
export const ruExact: Readonly<Record<string, string>> = {
  // Field validation (contract schemas).
  'This field is required.': 'Обязательное поле.',
  // A failed generation's error (the generations module's runner).
  'The generator stopped unexpectedly.': 'Генератор неожиданно остановился.',
  'Enter a valid email address.': 'Введите правильный адрес электронной почты.',
  'This password is entirely numeric.': 'Пароль состоит только из цифр.',
  'This password is too common.': 'Этот пароль слишком распространён.',
  'The password is too similar to the email address.': 'Пароль слишком похож на адрес электронной почты.',
  'This link is invalid or has expired.': 'Ссылка недействительна или устарела.',
  'Not a valid string.': 'Это не строка.',
  // Auth answers.
  'Check your e-mail to confirm your address.': 'Проверьте почту, чтобы подтвердить адрес.',
  'If that address has an account waiting for confirmation, a new link is on its way.':
    'Если для этого адреса есть неподтверждённая учётная запись, новая ссылка уже в пути.',
  'If that address has an account, a link to reset the password is on its way.':
    'Если для этого адреса есть учётная запись, ссылка для смены пароля уже в пути.',
  'Authentication credentials were not provided.': 'Учётные данные не были предоставлены.',
  'Given token not valid for any token type': 'Токен недействителен.',
  'Token is invalid or expired': 'Токен недействителен или устарел.',
  'Authorization header must contain two space-delimited values':
    'Заголовок Authorization должен содержать два значения через пробел.',
  'No active account found with the given credentials':
    'Активная учётная запись с такими данными не найдена.',
  'Verify your e-mail address before signing in.': 'Подтвердите адрес электронной почты, прежде чем входить.',
  'We could not send the confirmation e-mail, so nothing was saved. Please try again in a few minutes.':
    'Не удалось отправить письмо с подтверждением, поэтому ничего не сохранено. Попробуйте через несколько минут.',
  // HTTP.
  'Not found.': 'Не найдено.',
  'Internal Server Error': 'Внутренняя ошибка сервера',
  'Request body is too large.': 'Тело запроса слишком велико.',
  'Unsupported media type in request.': 'Неподдерживаемый тип содержимого запроса.',
  'Invalid Content-Length.': 'Неверный Content-Length.',
  'Malformed URL.': 'Неверный адрес.',
  'Malformed HTTP request.': 'Неверный HTTP-запрос.',
  'Request headers are too large.': 'Заголовки запроса слишком велики.',
  'Request timed out.': 'Время ожидания запроса истекло.',
  'The server is restarting; nothing was done. Try again in a few seconds.':
    'Сервер перезапускается; ничего не изменено. Повторите через несколько секунд.',
  // Projects, generations, chat.
  'This project was changed by someone else. Reload it and try again.':
    'Проект изменён в другом месте. Загрузите его заново и повторите.',
  'There is no earlier plan version.': 'Более ранней версии плана нет.',
  'No such version.': 'Такой версии нет.',
  'Describe the plot before restoring a plan.': 'Опишите участок, прежде чем восстанавливать план.',
  'No finished generation with this id in this project.':
    'В этом проекте нет завершённой генерации с таким id.',
  'The assistant is still answering your previous message. Wait for it.':
    'Ассистент ещё отвечает на предыдущее сообщение. Подождите.',
  'Too many generations are running. Wait for them to finish.':
    'Выполняется слишком много генераций. Дождитесь их завершения.',
  'The plan generator is busy: too many generations are waiting to start. Try again in a minute.':
    'Генератор планов занят: слишком много генераций ждут запуска. Повторите через минуту.',
  'Describe the plot and choose objects first.': 'Сначала опишите участок и выберите объекты.',
};

/** Russian plural of a count: one, few or many form. */
export function ruPlural(n: number, one: string, few: string, many: string): string {
  const tens = Math.abs(n) % 100;
  const units = tens % 10;
  if (tens > 10 && tens < 20) return many;
  if (units === 1) return one;
  if (units >= 2 && units <= 4) return few;
  return many;
}

const num = (text: string) => Number(text.replace(/,/g, ''));

/** Texts with numbers or names in them: the English pattern and its Russian. */
export const ruPatterns: readonly (readonly [RegExp, (...groups: string[]) => string])[] = [
  [
    /^Ensure this field has no more than ([\d,]+) characters\.$/,
    (n = '') => `Не больше ${n} ${ruPlural(num(n), 'символа', 'символов', 'символов')}.`,
  ],
  [
    /^This password is too short\. It must contain at least (\d+) characters\.$/,
    (n = '') =>
      `Пароль слишком короткий: нужно не меньше ${n} ${ruPlural(num(n), 'символа', 'символов', 'символов')}.`,
  ],
  [
    /^Request was throttled\. Expected available in (\d+) seconds?\.$/,
    (n = '') =>
      `Слишком много запросов. Повторите через ${n} ${ruPlural(num(n), 'секунду', 'секунды', 'секунд')}.`,
  ],
  [/^JSON parse error - (.*)$/s, (why = '') => `Ошибка разбора JSON: ${why}`],
  [/^Method "(\w+)" not allowed\.$/, (method = '') => `Метод «${method}» не разрешён.`],
  [
    /^You can have at most ([\d,]+) projects\.$/,
    (n = '') => `Можно иметь не больше ${n} ${ruPlural(num(n), 'проекта', 'проектов', 'проектов')}.`,
  ],
  [/^Invalid pk "(.*)" - object does not exist\.$/, (id = '') => `Неверный id «${id}»: такого объекта нет.`],
  [
    /^This chat is full \(([\d,]+) messages\)\. Start a new chat\.$/,
    (n = '') =>
      `Чат заполнен (${n} ${ruPlural(num(n), 'сообщение', 'сообщения', 'сообщений')}). Начните новый чат.`,
  ],
  [
    /^You can have at most ([\d,]+) chats\. Delete some first\.$/,
    (n = '') =>
      `Можно иметь не больше ${n} ${ruPlural(num(n), 'чата', 'чатов', 'чатов')}. Сначала удалите лишние.`,
  ],
  [
    /^Generation took longer than ([\d.]+) s\.$/,
    (n = '') => `Генерация заняла больше ${n.replace('.', ',')} с.`,
  ],
];
