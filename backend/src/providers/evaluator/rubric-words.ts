import { stem } from './rubric-text';

// Word lists of the rubric, English and Ukrainian side by side. Stop words and the words every task
// uses (prompt, assistant, asks...) never count as covering a task; the glossary lets a Ukrainian
// prompt meet an English task (and the other way round) on the words tasks are made of. The other
// languages give their words for the same concepts in languages/*.ts, each line named by the
// concept's English head word (the first word of its line here).

const STOP_WORDS = `
a an the and or but if then so to of in on at by for with about from into onto as is are was were be
been being it its this that these those there here i me my mine we us our you your yours he she they
them their his her what which who whom whose how when where why do does did doing done have has had
can could would should will shall may might must not no yes all any some each every more most much
many very just also too only than up down out over again get got make made please want need like let
am i'm it's don't doesn't can't i've i'll i'd you're we're they're that's there's what's let's one's
own same other another such via per etc ok okay hi hello hey thanks thank something anything
everything nothing someone anyone everyone thing things way really quite maybe even still yet ever
would've could've gonna wanna
і й та а але або чи що як це той ця ці цей то те ті в у на з із зі до від для про по при за над під
без через між я ти він вона воно ми ви вони мене мені мною тебе тобі тобою його йому ним її їй нею
їх їм ними нас нам нами вас вам вами мій моя моє мої мого моєї моїх моєму моїм мою твій твоя твоє
твої наш наша наше наші ваш ваша ваше ваші свій своя своє свої який яка яке які якого якої яких
якому так ні не вже ще теж також тільки лише дуже би б же ж бо коли де чому хто там тут є був була
було були буде будуть будь ласка можеш можете можна треба потрібно потрібен потрібна хочу хочеш
хочемо мати маю має щоб якщо але аби ось оце цього цієї цих цим цими того тому тої тих всі все весь
вся усі усе кожен кожна кожне інший інша інше інші привіт дякую
`;

/** Words of instructions about prompts, not of the task's subject. */
const GENERIC_WORDS = `
prompt prompts write writes writing ask asks asking asked assistant assistants chatgpt ai gpt answer
answers reply response say says said state states name names give gives mention mentions include
includes set sets tell tells use uses using used specific good better best clear kind type
example examples least something help helps send sent first message sure well want wants try
details detail info information requirements
several right useful model chatbot bot describe describes describing explain explains topic topics concept subject task tasks needs wants
промпт промпту промпті промпта промпти запит запиту асистент асистента асистенту штучний
штучного інтелект інтелекту ші чатгпт chatgpt відповідь відповіді напиши напишіть написати
просить попросити вказує вказати конкретний конкретну конкретне приклад наприклад хороший добрий
`;

const toSet = (list: string): Set<string> => new Set(list.split(/\s+/).filter(Boolean));

export const stopWords = toSet(STOP_WORDS);
export const genericWords = toSet(GENERIC_WORDS);

/** Concepts shared by both languages: each line is one concept, its words in English and Ukrainian. */
const GLOSSARY = `
recipe recipes рецепт рецепти
meal dinner supper lunch breakfast cook cooking dish вечеря вечерю вечері страва страви обід сніданок готувати приготувати їжа
ingredient ingredients product products інгредієнт інгредієнти продукти продукт
time minutes minute hours hour quick fast час хвилин хвилини година години швидко
equipment pan oven microwave stove kitchen обладнання сковорідка духовка мікрохвильовка плита кухня
diet vegetarian vegan allergy дієта вегетаріанський веганський алергія
summary summarise summarize summarising підсумок підсумуй підсумувати резюме стислий
notes note нотатки нотатками записи конспект
quiz test тест тести контрольна
exam exams examination іспит іспиту екзамен сесія
revise revision revising review повторення повторити повторювати
trip travel journey visit holiday подорож поїздка мандрівка відпустка
city town місто міста
weekend вихідні
day days daily день дні днів щодня
week weeks тиждень тижні тижнів
plan plans planning schedule itinerary план плани розклад маршрут спланувати
budget cost price money cheap бюджет кошти гроші ціна вартість дешево
transport car bus train walking транспорт автобус потяг пішки машина
interest interests enjoy hobby hobbies інтерес інтереси цікавить подобається хобі
friend friends друг подруга друзі
letter лист листа супровідний
job position vacancy робота роботу вакансія посада
bookshop bookstore books книгарня книгарні книжковий книжки
question questions питання запитання питань
presentation presentations talk slides презентація презентацію доповідь слайди
research researching дослідження досліджувати досліджую
topic topics subject тема теми
microplastics microplastic мікропластик мікропластику
water вода воді води
keyword keywords search synonyms пошук пошуку ключові синоніми
explain explanation explained поясни пояснення пояснити
concept idea поняття концепція ідея
analogy analogies аналогія аналогію
level beginner beginners newcomer рівень початківець початківця новачок
chemistry хімія хімії
mole моль
understand understanding understood check розумію зрозуміти зрозумів перевір перевірити
course courses курс курсу
statistics статистика статистики
probability ймовірність
hypothesis hypotheses гіпотеза гіпотези
regression регресія
weak weakest weakness слабкий слабка найслабший найслабша
economics економіка економіки
supply пропозиція
demand попит
elasticity еластичність
market markets ринок ринки
sheet cheatsheet шпаргалка аркуш
page pages сторінка сторінку
section sections розділ розділи
table tables таблиця таблицю
term terms термін терміни
gap gaps missing unclear прогалина прогалини бракує відсутнє незрозуміле
invent invented вигадувати вигадуй вигадане
packing pack luggage пакувати зібрати речі багаж
checklist чеклист чекліст
hiking hike trekking похід походу
mountain mountains гори горах гірський
october жовтень жовтні
list lists список перелік
email emails імейл
plain simple простий прості простими
practice practise вправа вправи тренування
flashcards flashcard картки картка
`;

const glossaryByStem = new Map<string, string>();
/** The glossary's concepts, by their English head words. */
export const glossaryConcepts = new Set<string>();
for (const line of GLOSSARY.trim().split('\n')) {
  const words = line.split(/\s+/).filter(Boolean);
  const concept = words[0] ?? '';
  glossaryConcepts.add(concept);
  for (const word of words) {
    const key = stem(word);
    if (!glossaryByStem.has(key)) glossaryByStem.set(key, concept);
  }
}

/** The shared concept of a stem, when the glossary knows it. */
export const conceptOf = (stemKey: string): string | undefined => glossaryByStem.get(stemKey);

/** Whether a word carries meaning for a task (not a stop word nor an instruction word). */
export const isContentWord = (word: string): boolean =>
  !stopWords.has(word) && !genericWords.has(word) && (word.length > 1 || /\d/.test(word));
