import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCatalog } from '../../backend/src/content/courses/read-catalog';
import { type PromptTask, passes } from '../../backend/src/providers/evaluator/evaluator';
import { checkPrompt } from '../../backend/src/providers/evaluator/rubric-checks';
import { evaluateWithRubric } from '../../backend/src/providers/evaluator/rubric-evaluator';
import { detectLanguage, glossaryConceptsOf } from '../../backend/src/providers/evaluator/rubric-languages';
import { meaningIds } from '../../backend/src/providers/evaluator/rubric-meanings';
import { profileTask } from '../../backend/src/providers/evaluator/rubric-task';
import { normalize, wordsOf } from '../../backend/src/providers/evaluator/rubric-text';
import { glossaryConcepts } from '../../backend/src/providers/evaluator/rubric-words';
import { catalogPractices, practicePrompts } from './helpers/practice-prompts';

const CONTENT_DIR = fileURLToPath(new URL('../../content', import.meta.url));

// The real guides' prompt tasks, by title.
let tasks: PromptTask[] = [];
const task = (title: string): PromptTask => {
  const found = tasks.find((candidate) => candidate.title === title);
  if (!found) throw new Error(`No prompt task "${title}" in content/courses`);
  return found;
};
const evaluate = (title: string, prompt: string, lang = 'en') =>
  evaluateWithRubric({ task: task(title), prompt, lang });

beforeAll(async () => {
  const { courses, problems } = await readCatalog(CONTENT_DIR);
  expect(problems).toEqual([]);
  tasks = courses.flatMap((course) =>
    course.chapters.flatMap((chapter) =>
      chapter.lessons.flatMap((lesson) =>
        lesson.fragments.flatMap((fragment) =>
          fragment.practices.flatMap((practice) =>
            practice.practiceType === 'PROMPT_CREATION'
              ? [
                  {
                    practiceId: practice.id,
                    title: practice.title,
                    description: practice.description,
                    fullDescription: practice.fullDescription,
                    tip: practice.tip,
                    criteria: practice.criteria,
                    subject: practice.subject,
                  },
                ]
              : [],
          ),
        ),
      ),
    ),
  );
  expect(tasks.length).toBeGreaterThanOrEqual(8);
});

const DINNER = "Plan tonight's dinner";
const SUMMARY = 'Summarise your study notes';
const TRIP = 'Ask for a weekend trip plan';
const GOOD_DINNER =
  'I got home late and I only have eggs, spinach, rice and some cheese. Suggest one dinner recipe I can ' +
  "cook in under 30 minutes with just a frying pan. I'm vegetarian. Give me the ingredients and short " +
  'numbered steps.';
const GOOD_SUMMARY =
  'I took a page of notes in an online course about managing money and I have a short quiz next week. ' +
  'Summarise the notes below for my revision as 5 bullet points, each under 15 words, in plain language ' +
  'for a beginner.';
const GOOD_TRIP =
  'Plan a two-day trip to Lisbon for me and a friend. We love food and museums, have a budget of 300 euros ' +
  'each and will walk or use public transport. Give me a day-by-day plan as a table with morning, ' +
  'afternoon and evening.';

const LANGUAGES = ['en', 'uk', 'es', 'fr', 'tr', 'ja', 'ko', 'pt'];

interface LanguagePrompts {
  /** How the comment starts in the language ("Good: "). */
  good: string;
  /** Pleasantries a padded prompt wraps around a bare request: no context, audience, format or limit. */
  padding: [string, string];
}
type TaskPrompts = Record<typeof DINNER | typeof TRIP | typeof SUMMARY, { good: string; weak: string }>;

// Prompts a native speaker would write, on three tasks of the catalog: a bare request, and one with
// the task, context, audience, format and limits.
const OTHER_LANGUAGES: Record<'es' | 'fr' | 'tr' | 'ja' | 'ko' | 'pt', LanguagePrompts & TaskPrompts> = {
  es: {
    good: 'Bien: ',
    padding: [
      'Hola, ¿qué tal? Espero que todo vaya muy bien por ahí y que la semana esté siendo buena. Quería ' +
        'escribirte por un asunto sencillo del día a día, de esos que parecen pequeños pero que al final ' +
        'importan, y del que se podría hablar durante mucho rato.',
      'Muchísimas gracias de antemano por la ayuda, de verdad que se agradece mucho. Es un tema que me ' +
        'parece interesante desde siempre, y seguro que la respuesta será útil. Un saludo muy grande, que ' +
        'tengas un día estupendo y hasta pronto.',
    ],
    [DINNER]: {
      good:
        'Llegué tarde a casa y solo tengo huevos, espinacas, arroz y un poco de queso. Sugiéreme una receta ' +
        'para cenar que pueda preparar en menos de 30 minutos con una sola sartén. Soy vegetariana y cocino ' +
        'fatal, así que explícamelo como a una principiante: dame la lista de ingredientes y los pasos ' +
        'numerados, cortos.',
      weak: 'Dame una receta para la cena.',
    },
    [TRIP]: {
      good:
        'Mi amiga y yo vamos a pasar dos días en Lisboa este fin de semana y nunca hemos estado allí. Nos ' +
        'encantan la comida y los museos, tenemos un presupuesto de 300 euros cada una y queremos movernos a ' +
        'pie o en transporte público. Actúa como un guía local y planifica el viaje: un plan día por día en ' +
        'una tabla con mañana, tarde y noche.',
      weak: 'Planifica un viaje a Lisboa.',
    },
    [SUMMARY]: {
      good:
        'Tomé una página de apuntes en un curso online sobre cómo manejar el dinero y la semana que viene ' +
        'tengo un cuestionario. Resume mis apuntes para repasar, en 5 viñetas de menos de 15 palabras cada ' +
        'una, con un lenguaje sencillo para principiantes.',
      weak: 'Resume mis apuntes.',
    },
  },
  fr: {
    good: 'Bien\u00a0: ',
    padding: [
      "Bonjour, j'espère que tout va bien de ton côté et que la semaine se passe tranquillement. Je " +
        "t'écris pour une petite question de la vie de tous les jours, une de ces choses qui paraissent " +
        'anodines mais qui comptent quand même, et dont on pourrait parler longtemps.',
      "Merci beaucoup d'avance pour ton aide, c'est vraiment apprécié. C'est un sujet qui m'a toujours " +
        'semblé intéressant et la réponse sera sûrement utile. Je te souhaite une très bonne journée, à ' +
        'bientôt et encore merci.',
    ],
    [DINNER]: {
      good:
        "Je rentre tard et je n'ai que des œufs, des épinards, du riz et un peu de fromage. Propose-moi une " +
        'recette pour le dîner que je peux faire en moins de 30 minutes avec une seule poêle. Je suis ' +
        'végétarien et je débute en cuisine : donne-moi la liste des ingrédients puis des étapes courtes et ' +
        'numérotées.',
      weak: 'Donne-moi une recette pour le dîner.',
    },
    [TRIP]: {
      good:
        "Avec une amie, nous partons deux jours à Lisbonne ce week-end et nous n'y sommes jamais allées. " +
        'Nous aimons la cuisine et les musées, nous avons un budget de 300 euros chacune et nous nous ' +
        'déplacerons à pied ou en transports en commun. Agis comme un guide local et propose-nous un ' +
        "programme jour par jour sous forme de tableau, avec le matin, l'après-midi et le soir.",
      weak: 'Planifie un voyage à Lisbonne.',
    },
    [SUMMARY]: {
      good:
        "J'ai pris une page de notes pendant un cours en ligne sur la gestion de l'argent et j'ai un petit " +
        'quiz la semaine prochaine. Résume mes notes pour mes révisions en 5 points de 15 mots maximum ' +
        'chacun, dans un langage simple, pour une débutante comme moi.',
      weak: 'Résume mes notes.',
    },
  },
  tr: {
    good: 'İyi: ',
    padding: [
      'Merhaba, nasılsın? Umarım her şey yolundadır ve haftan güzel geçiyordur. Sana günlük hayattan ' +
        'küçük bir konu hakkında yazmak istedim; ilk bakışta önemsiz görünen ama aslında insanın hayatını ' +
        'kolaylaştıran şeylerden biri, üzerine uzun uzun konuşulabilir.',
      'Şimdiden yardımın için çok teşekkür ederim, gerçekten çok makbule geçer. Bu konu bana hep ilginç ' +
        'gelmiştir, eminim cevabın işe yarayacaktır. Sevgiler, iyi günler dilerim ve tekrar teşekkürler.',
    ],
    [DINNER]: {
      good:
        'Eve geç geldim ve elimde sadece yumurta, ıspanak, pirinç ve biraz peynir var. Tek bir tavayla 30 ' +
        'dakikada yapabileceğim bir akşam yemeği tarifi önerir misin? Vejetaryenim. Yemek yapmayı yeni ' +
        'öğrenen biri için malzemeleri ve kısa, numaralı adımları yaz.',
      weak: 'Akşam yemeği için bir tarif öner.',
    },
    [TRIP]: {
      good:
        "Arkadaşımla bu hafta sonu iki günlüğüne Lizbon'a gidiyoruz, daha önce hiç gitmedik. Yemeği ve " +
        'müzeleri seviyoruz, kişi başı 300 euro bütçemiz var ve yürüyerek ya da toplu taşımayla gezeceğiz. ' +
        'Yerel bir rehber gibi davran ve bize sabah, öğleden sonra ve akşam sütunları olan gün gün bir tablo ' +
        'halinde plan hazırla.',
      weak: "Lizbon'a bir gezi planla.",
    },
    [SUMMARY]: {
      good:
        'Para yönetimiyle ilgili bir online kursta bir sayfa not aldım ve gelecek hafta kısa bir sınavım ' +
        'var. Tekrar yapabilmem için notlarımı özetle: her biri en fazla 15 kelime olan 5 madde halinde, ' +
        'yeni başlayan biri için sade bir dille yaz.',
      weak: 'Notlarımı özetle.',
    },
  },
  ja: {
    good: '良い点：',
    padding: [
      'こんにちは。いつもお世話になっております。最近はいかがお過ごしでしょうか。さて、今日は日常のちょっと' +
        'したことについて相談させていただきたいと思い、メッセージをお送りしました。小さなことのようで、実は' +
        '大切なことだと思っています。',
      'お忙しいところ大変恐縮ですが、どうぞよろしくお願いいたします。いつも本当に助かっており、心より感謝' +
        'しております。素敵な一日をお過ごしください。',
    ],
    [DINNER]: {
      good:
        '仕事で帰りが遅くなり、家には卵、ほうれん草、ご飯、チーズしかありません。フライパン1つで30分以内に' +
        '作れる夕食のレシピを1つ提案してください。私はベジタリアンです。料理初心者にもわかるように、材料の' +
        '一覧と短い手順を番号付きで書いてください。',
      weak: '夕食のレシピを教えてください。',
    },
    [TRIP]: {
      good:
        '今週末、友達と2日間リスボンに行きます。二人とも初めて行く街です。私たちは食べ物と美術館が好きで、' +
        '予算は1人300ユーロ、移動は徒歩か公共交通機関です。地元のガイドとして、朝・昼・夜に分けた1日ごと' +
        'の旅行プランを表にしてください。',
      weak: 'リスボン旅行の計画を立ててください。',
    },
    [SUMMARY]: {
      good:
        'お金の管理についてのオンライン講座でノートを1ページ分とりました。来週小テストがあるので、復習用に' +
        'このノートを要約してください。初心者にもわかるやさしい言葉で、1項目15字以内の箇条書き5つに' +
        'まとめてください。',
      weak: 'ノートを要約してください。',
    },
  },
  ko: {
    good: '좋은 점: ',
    padding: [
      '안녕하세요! 잘 지내고 계시죠? 이번 한 주도 좋은 일만 가득하길 바라요. 오늘은 일상 속에서 생기는 ' +
        '사소한 궁금증에 대해 여쭤보고 싶어서 이렇게 글을 남겨요. 별것 아닌 것 같아도 사실은 꽤 중요한 ' +
        '일이라고 생각해요.',
      '바쁘신데 늘 도와주셔서 정말 감사드려요. 덕분에 항상 큰 도움이 되고 있어요. 오늘도 즐거운 하루 ' +
        '보내시고 행복한 일만 가득하시길 바랄게요. 다시 한번 감사합니다!',
    ],
    [DINNER]: {
      good:
        '퇴근이 늦어서 집에 계란, 시금치, 밥, 치즈밖에 없어요. 프라이팬 하나로 30분 안에 만들 수 있는 ' +
        '저녁 레시피를 하나 추천해 주세요. 저는 채식주의자예요. 요리 초보자도 따라 할 수 있게 재료 목록과 ' +
        '짧은 조리 단계를 번호를 매겨서 알려 주세요.',
      weak: '저녁 레시피 추천해 주세요.',
    },
    [TRIP]: {
      good:
        '이번 주말에 친구랑 이틀 동안 리스본에 가요. 둘 다 처음 가 보는 도시예요. 저희는 음식이랑 ' +
        '박물관을 좋아하고, 예산은 1인당 300유로이며 걸어서나 대중교통으로 이동할 거예요. 리스본을 잘 ' +
        '아는 현지 가이드라고 생각하고 아침, 오후, 저녁으로 나눈 일별 여행 계획을 표로 만들어 주세요.',
      weak: '리스본 여행 계획 짜 줘.',
    },
    [SUMMARY]: {
      good:
        '온라인으로 돈 관리 강의를 듣고 노트를 한 페이지 정리했는데 다음 주에 쪽지 시험이 있어요. 복습할 ' +
        '수 있게 제 노트를 요약해 주세요. 초보자도 이해할 수 있는 쉬운 말로, 항목당 15자 이내의 글머리 ' +
        '기호 5개로 정리해 주세요.',
      weak: '노트 요약해 줘.',
    },
  },
  pt: {
    good: 'Bom: ',
    padding: [
      'Oi, tudo bem? Espero que esteja tudo ótimo por aí e que a semana esteja sendo boa. Resolvi escrever ' +
        'sobre uma coisa simples do dia a dia, daquelas que parecem pequenas mas que no fim fazem diferença, ' +
        'e que renderia uma conversa bem longa.',
      'Muito obrigada desde já pela ajuda, de verdade. É um assunto que sempre achei interessante e com ' +
        'certeza a resposta vai ser útil. Um grande abraço, tenha um ótimo dia e até mais.',
    ],
    [DINNER]: {
      good:
        'Cheguei tarde em casa e só tenho ovos, espinafre, arroz e um pouco de queijo. Me sugere uma receita ' +
        'de jantar que eu consiga fazer em até 30 minutos usando só uma frigideira? Sou vegetariana e ' +
        'iniciante na cozinha, então explique para uma iniciante: me dê a lista de ingredientes e o passo a ' +
        'passo numerado, com frases curtas.',
      weak: 'Me dá uma receita de jantar.',
    },
    [TRIP]: {
      good:
        'Eu e uma amiga vamos passar dois dias em Lisboa neste fim de semana e nunca fomos lá. A gente adora ' +
        'comida e museus, temos um orçamento de 300 euros cada e vamos andar a pé ou de transporte público. ' +
        'Aja como um guia local e monte um roteiro dia a dia em uma tabela, com manhã, tarde e noite.',
      weak: 'Planeje uma viagem para Lisboa.',
    },
    [SUMMARY]: {
      good:
        'Fiz uma página de anotações num curso online sobre como administrar dinheiro e tenho um quiz na ' +
        'semana que vem. Resuma minhas anotações para eu revisar, em 5 tópicos de no máximo 15 palavras ' +
        'cada, com linguagem simples para iniciantes.',
      weak: 'Resuma minhas anotações.',
    },
  },
};

// The rubric's texts, so tests name what it says without copying its sentences.
const english = JSON.parse(
  readFileSync(new URL('../../backend/src/providers/evaluator/texts/en.json', import.meta.url), 'utf8'),
);
const ukrainian = JSON.parse(
  readFileSync(new URL('../../backend/src/providers/evaluator/texts/uk.json', import.meta.url), 'utf8'),
);
/** Every [placeholder] of a better prompt is a question to the learner, or a parameter's value. */
const placeholders = (text: string) => text.match(/\[[^\]]+\]/g) ?? [];

describe('the rubric evaluator', () => {
  it('answers the same for the same prompt, every time', () => {
    const first = evaluate(TRIP, 'Plan a trip to Lisbon.');
    for (let i = 0; i < 5; i++) expect(evaluate(TRIP, 'Plan a trip to Lisbon.')).toEqual(first);
    expect(first.evaluator).toBe('rubric');
    expect(Number.isInteger(first.score)).toBe(true);
  });

  it('scores a vague prompt 2 or less and says in plain words what the task still needs', () => {
    for (const title of [DINNER, SUMMARY, TRIP]) {
      const result = evaluate(title, 'write about AI');
      expect(result.score, title).toBeLessThanOrEqual(1);
      expect(passes(result.score)).toBe(false);
    }
    const weak = evaluate(SUMMARY, 'Summarise my notes.');
    expect(weak.score).toBeLessThanOrEqual(2);
    expect(weak.comment).toContain('a clear task');
    expect(weak.comment).toContain(english.meanings.purpose.missing);
    expect(weak.comment).not.toContain('such as');
  });

  it('scores a prompt with a task, context, audience, format and limits 4 or more', () => {
    for (const [title, prompt] of [
      [DINNER, GOOD_DINNER],
      [SUMMARY, GOOD_SUMMARY],
      [TRIP, GOOD_TRIP],
    ] as const) {
      const result = evaluate(title, prompt);
      expect(result.score, `${title}: ${result.comment}`).toBeGreaterThanOrEqual(4);
      expect(result.comment).toMatch(/^Good: /);
    }
  });

  it('scores a prompt that covers only some of the task in between, naming what is missing', () => {
    const result = evaluate(SUMMARY, 'Summarise my notes as bullet points, I have a quiz next week.');
    expect(result.score).toBeGreaterThanOrEqual(3);
    expect(result.score).toBeLessThanOrEqual(4);
    expect(result.comment).toContain(english.meanings.length.missing);
    expect(result.recommendedPrompt).toContain(english.meanings.length.add);
  });

  it('never rewards length alone: a 2000-character repetition scores low', () => {
    const vague = 'write about AI '.repeat(140).slice(0, 2000);
    expect(evaluate(DINNER, vague).score).toBeLessThanOrEqual(1);
    const repeatedGood = `${GOOD_TRIP} `.repeat(10).slice(0, 2000);
    const repeated = evaluate(TRIP, repeatedGood);
    expect(repeated.score).toBeLessThanOrEqual(2);
    expect(repeated.comment).toContain("doesn't make a prompt better");
    // The suggestion says it once.
    expect(repeated.recommendedPrompt.split(GOOD_TRIP)).toHaveLength(2);
  });

  it('does not pass a long ramble that never asks for anything', () => {
    const ramble =
      'I really love travelling and I think that travelling is one of the best things in the world because ' +
      'you can see new places and meet new people and eat new food, and I have always wanted to go to many ' +
      'places like Paris and Rome and Tokyo, and when I was a child my family went to the seaside every ' +
      'summer and it was great and we had a lot of fun, and my friends also like travel and we often talk ' +
      'about where we want to go next and what we want to see there and how much it will cost.';
    const result = evaluate(TRIP, ramble);
    expect(passes(result.score)).toBe(false);
    expect(result.comment).toContain('Say clearly what you want done');
  });

  it('does not pass the task text pasted as the prompt', () => {
    for (const title of [DINNER, SUMMARY, TRIP]) {
      const pasted = evaluate(title, task(title).fullDescription);
      expect(pasted.score, title).toBeLessThanOrEqual(1);
      expect(pasted.comment).toContain('mostly repeats the task');
    }
  });

  it('does not take a prompt that restates the task’s situation in its own words for a paste', () => {
    const restated = evaluate(
      'Plan the weeks before an exam',
      'I have a statistics exam in three weeks. I can study about one hour on weekdays and two hours on ' +
        'Saturdays. The topics are descriptive statistics, probability, hypothesis testing and regression, ' +
        'and hypothesis testing is my weakest. Make a realistic day-by-day plan with concrete tasks, review ' +
        'sessions and at least one practice test.',
    );
    expect(restated.score).toBeGreaterThanOrEqual(4);
    expect(restated.comment).not.toContain('repeats the task');
  });

  it('scores gibberish 0 or 1', () => {
    expect(evaluate(DINNER, 'asdkjh qwpoeiru zxmcnvb lkjsdf').score).toBe(0);
    expect(evaluate(DINNER, 'фівафіва йцукен ячсмит').score).toBe(0);
    expect(evaluate(DINNER, '!!! ??? 123').score).toBeLessThanOrEqual(1);
  });

  it("keeps the learner's own prompt whole and adds what is missing as sentences, asking for what only they know", () => {
    const result = evaluate(TRIP, 'Plan a trip to Lisbon for my birthday.');
    expect(result.recommendedPrompt.startsWith('Plan a trip to Lisbon for my birthday.\n\n')).toBe(true);
    expect(result.recommendedPrompt).toContain(english.meanings.interests.add);
    const asked = placeholders(result.recommendedPrompt);
    expect(asked.length).toBeGreaterThan(0);
    for (const placeholder of asked) expect(placeholder, result.recommendedPrompt).toMatch(/\?\]$/);
    // Never the criterion's own text in brackets.
    for (const criterion of task(TRIP).criteria)
      expect(result.recommendedPrompt.toLowerCase()).not.toContain(criterion.slice(0, 20).toLowerCase());
  });

  it('writes the comment and the suggestion in Ukrainian for Ukrainian learners', () => {
    const weak = evaluate(TRIP, 'Сплануй поїздку до Львова.', 'uk');
    expect(weak.score).toBeLessThanOrEqual(2);
    expect(weak.comment.startsWith('Добре: чітке завдання.')).toBe(true);
    expect(weak.comment).toContain(ukrainian.meanings.interests.missing);
    expect(weak.recommendedPrompt.startsWith('Сплануй поїздку до Львова.')).toBe(true);
    expect(weak.recommendedPrompt).toContain(ukrainian.meanings.interests.add);

    const good = evaluate(
      DINNER,
      'Я пізно прийшов додому, і в мене є лише яйця, шпинат, рис і сир. Запропонуй рецепт вечері, який можна ' +
        'приготувати за 20 хвилин на сковорідці. Я вегетаріанець. Дай список інгредієнтів і короткі кроки.',
      'uk',
    );
    expect(good.score).toBeGreaterThanOrEqual(4);
    expect(good.comment.startsWith('Добре: ')).toBe(true);
    expect(evaluate(DINNER, 'Напиши про штучний інтелект', 'uk').comment).toContain(
      '«a dinner idea from the ingredients you already have at home»',
    );
  });

  it('writes in the learner’s language, quoting an English task', () => {
    for (const [lang, prompts] of Object.entries(OTHER_LANGUAGES)) {
      const texts = JSON.parse(
        readFileSync(
          new URL(`../../backend/src/providers/evaluator/texts/${lang}.json`, import.meta.url),
          'utf8',
        ),
      );
      const weak = evaluate(TRIP, 'Plan a trip to Lisbon.', lang);
      expect(weak.comment.startsWith(prompts.good), `${lang}: ${weak.comment}`).toBe(true);
      expect(weak.recommendedPrompt).toContain(texts.meanings.interests.add);
      expect(weak.comment).not.toMatch(/Still to say|such as/);
    }
  });

  it('reads an edited task afresh, though the one before was kept', () => {
    const prompt = 'Plan a two-day trip to Lisbon for me. Give me a day-by-day plan as a table.';
    const before = evaluate(TRIP, prompt);
    const edited = {
      ...task(TRIP),
      criteria: [...task(TRIP).criteria, 'sets a length limit, such as a number of words'],
    };
    const after = evaluateWithRubric({ task: edited, prompt, lang: 'en' });
    expect(after.comment).toContain(english.meanings.length.missing);
    expect(before.comment).not.toContain(english.meanings.length.missing);
  });

  it('writes in English for a language it has no texts for', () => {
    const result = evaluate(TRIP, 'Plan a trip to Lisbon.', 'de');
    expect(result.comment).toMatch(/^Good: /);
  });

  it('grades 2000-character prompts in every language it reads', () => {
    const bases = [
      GOOD_DINNER,
      GOOD_SUMMARY,
      GOOD_TRIP,
      'write about AI',
      'Я пізно прийшов додому, і в мене є лише яйця, шпинат, рис і сир. Запропонуй рецепт вечері.',
      'asdkjh qwpoeiru zxmcnvb lkjsdf',
      ...Object.values(OTHER_LANGUAGES).map((prompts) => prompts[DINNER].good),
    ];
    const prompts = Array.from({ length: 200 }, (_, i) => {
      const base = bases[i % bases.length] ?? '';
      let prompt = `${i}. ${base}`;
      while (prompt.length < 2000) prompt += ` ${base} (${prompt.length})`;
      return prompt.slice(0, 2000);
    });
    for (let i = 0; i < prompts.length; i++) {
      const result = evaluateWithRubric({
        task: tasks[i % tasks.length] as PromptTask,
        prompt: prompts[i] ?? '',
        lang: LANGUAGES[i % LANGUAGES.length] ?? 'en',
      });
      expect(Number.isInteger(result.score) && result.score >= 0 && result.score <= 5).toBe(true);
      expect(result.comment.length).toBeGreaterThan(0);
      expect(result.recommendedPrompt.length).toBeGreaterThan(0);
    }
  });
});

describe('what a prompt says, not the words it shares with the task', () => {
  const SCRIPT = 'Ask for a safe reminder script';
  const SERIES = 'Make the second image of a series';
  const MOLE = 'Get a concept explained at your level';
  const HAT = 'Write an honest product description';
  const LATE = 'Reply to a late-order complaint';

  it('scores labels followed by category names at most 1, and says what to put in instead', () => {
    const result = evaluate(
      TRIP,
      'Task: plan, two-day city trip. Context: interests, budget, transport. Format: day-by-day list, table.',
    );
    expect(result.score).toBeLessThanOrEqual(1);
    expect(result.comment).toContain('says nothing of your own');
    expect(result.comment).toContain(english.meanings.interests.missing);
  });

  it('scores a list of the task’s nouns at most 1, request verb or not', () => {
    expect(
      evaluate(
        SCRIPT,
        'Write: Google Apps Script, sheet, columns A to C, bills due in 3 days, email, explanation, test',
      ).score,
    ).toBeLessThanOrEqual(1);
  });

  it('scores the criteria said back at most 1', () => {
    expect(
      evaluate(SERIES, 'Repeat the same style words. Keep the same aspect ratio.').score,
    ).toBeLessThanOrEqual(1);
    expect(
      evaluate(
        'Plan two weeks of posts',
        'Name the business and one platform. Say how often you can post. Give themes or topics for the posts. Ask for a table or day-by-day format.',
      ).score,
    ).toBeLessThanOrEqual(1);
  });

  it('reads an image prompt as one: descriptions and parameters, no request verb needed', () => {
    const excellent = evaluate(
      SERIES,
      'a ginger cat stretching lazily on a round woven rug beside a sunny window, flat vector illustration, pastel colours, soft shadows --ar 4:5 --sref [link to image 1]',
    );
    expect(excellent.score).toBeGreaterThanOrEqual(4);
    // A parameter meets the criterion it serves, and only with the value it asks for.
    const otherRatio = checkPrompt(
      'a ginger cat stretching on a rug, flat vector illustration, pastel colours, soft shadows --ar 16:9 --sref [link to image 1]',
      profileTask(task(SERIES)),
    );
    expect(otherRatio.unmet.map((requirement) => requirement.text)).toEqual([
      'keeps the same aspect ratio, --ar 4:5',
    ]);
    // What is missing from the series' style comes back as the first prompt wrote it.
    const thin = evaluate(SERIES, 'a cat stretching on a rug, flat vector illustration');
    expect(thin.recommendedPrompt).toBe(
      'a cat stretching on a rug, flat vector illustration, pastel colours, soft shadows --ar 4:5 --sref [link to the first image]',
    );
  });

  it('takes a paraphrase for what a criterion asks', () => {
    const mole = checkPrompt(
      "I've just started chemistry at school and the mole confuses me. Explain it in plain words with a comparison from everyday life, like eggs by the dozen, then quiz me with one question.",
      profileTask(task(MOLE)),
    );
    expect(mole.unmet).toEqual([]);
    const hat = checkPrompt(
      "What's true: 100% merino wool, one size for adults, in grey or mustard, hand wash cold. Write a description of this hat for my Etsy shop, under 80 words, and don't add claims I haven't given you.",
      profileTask(task(HAT)),
    );
    expect(hat.unmet).toEqual([]);
  });

  it('scores a prompt that refuses or negates the task 0', () => {
    expect(
      evaluate(LATE, 'Do not write a reply to the customer. Do not mention the necklace or a refund.').score,
    ).toBe(0);
    expect(evaluate(TRIP, 'Never mind, do not plan any trip.').score).toBe(0);
    expect(evaluate(DINNER, 'Не пиши рецепт вечері. Мені нічого не треба.', 'uk').score).toBe(0);
  });
});

describe('prompts in Spanish, French, Turkish, Japanese, Korean and Portuguese', () => {
  for (const [lang, prompts] of Object.entries(OTHER_LANGUAGES)) {
    describe(lang, () => {
      for (const title of [DINNER, TRIP, SUMMARY] as const) {
        it(`scores a bare request below 3, in the learner's language: ${title}`, () => {
          const weak = evaluate(title, prompts[title].weak, lang);
          expect(weak.score, weak.comment).toBeLessThan(3);
          expect(weak.recommendedPrompt.startsWith(prompts[title].weak)).toBe(true);
        });

        it(`passes a prompt with the task, context, audience, format and limits: ${title}`, () => {
          const good = evaluate(title, prompts[title].good, lang);
          expect(passes(good.score), `${good.score}: ${good.comment}`).toBe(true);
          expect(good.score).toBeGreaterThan(evaluate(title, prompts[title].weak, lang).score);
          expect(good.comment.startsWith(prompts.good), good.comment).toBe(true);
        });

        it(`does not pass a long prompt padded around a bare request: ${title}`, () => {
          const [before, after] = prompts.padding;
          const padded = `${before} ${prompts[title].weak} ${after}`;
          // Longer than the good prompt, with nothing of what makes it good.
          expect(padded.length).toBeGreaterThan(prompts[title].good.length);
          const result = evaluate(title, padded, lang);
          expect(passes(result.score), result.comment).toBe(false);
        });
      }
    });
  }

  it('reads the prompt’s language from its text, and writes in the learner’s', () => {
    const { good } = OTHER_LANGUAGES.es[TRIP];
    const forEnglishLearner = evaluate(TRIP, good, 'en');
    expect(forEnglishLearner.score).toBe(evaluate(TRIP, good, 'es').score);
    expect(forEnglishLearner.comment).toMatch(/^Good: /);
    const forKoreanLearner = evaluate(DINNER, OTHER_LANGUAGES.ja[DINNER].good, 'ko');
    expect(passes(forKoreanLearner.score)).toBe(true);
    expect(forKoreanLearner.comment.startsWith(OTHER_LANGUAGES.ko.good)).toBe(true);
  });

  it('tells the eight languages apart, short prompts included', () => {
    const language = (text: string) => detectLanguage(normalize(text), wordsOf(normalize(text)));
    expect(language('Plan a trip to Lisbon.')).toBe('en');
    expect(language('Сплануй поїздку до Львова.')).toBe('uk');
    expect(language('Receta de cena')).toBe('es');
    expect(language('receita jantar ovos')).toBe('pt');
    expect(language('Résume mes notes.')).toBe('fr');
    expect(language('Notlarımı özetle.')).toBe('tr');
    expect(language('ノートを要約してください。')).toBe('ja');
    expect(language('노트 요약해 줘.')).toBe('ko');
    for (const [code, prompts] of Object.entries(OTHER_LANGUAGES))
      for (const title of [DINNER, TRIP, SUMMARY] as const) {
        expect(language(prompts[title].good), prompts[title].good).toBe(code);
        expect(language(prompts[title].weak), prompts[title].weak).toBe(code);
      }
  });

  it('scores gibberish in any script 0 or 1', () => {
    expect(evaluate(TRIP, 'ㅁㄴㅇㄹ ㅁㄴㅇㄹ ㅋㅋㅋ', 'ko').score).toBeLessThanOrEqual(1);
    expect(evaluate(TRIP, 'asdf qwer zxcv', 'es').score).toBeLessThanOrEqual(1);
  });

  it('gives each language’s words only for concepts of the shared glossary, and its phrasings only for known meanings', () => {
    for (const code of ['es', 'fr', 'tr', 'ja', 'ko', 'pt'] as const) {
      const concepts = glossaryConceptsOf(code);
      expect(
        concepts.filter((concept) => !glossaryConcepts.has(concept)),
        code,
      ).toEqual([]);
      expect(new Set(concepts).size, code).toBe(concepts.length);
    }
  });

  it('has the comment’s words for every meaning a criterion can ask for, in every language', () => {
    for (const lang of LANGUAGES) {
      const texts = JSON.parse(
        readFileSync(
          new URL(`../../backend/src/providers/evaluator/texts/${lang}.json`, import.meta.url),
          'utf8',
        ),
      );
      for (const meaning of meaningIds) {
        expect(texts.meanings[meaning]?.missing, `${lang} ${meaning}`).toBeTruthy();
        expect(texts.meanings[meaning]?.add, `${lang} ${meaning}`).toBeTruthy();
        // A question to the learner; an example placeholder to copy ([customer name]) and a parameter's value are not.
        if (meaning === 'noPersonal' || meaning === 'styleRef') continue;
        for (const placeholder of placeholders(texts.meanings[meaning].add))
          expect(placeholder, `${lang} ${meaning}`).toMatch(/[?？]\s*\]$/);
      }
    }
  });
});

describe('a task the learner read in translation', () => {
  // ChatGPT basics is translated into Ukrainian: the weekend trip task as a Ukrainian learner reads it.
  let translated: PromptTask;
  beforeAll(async () => {
    const { courses } = await readCatalog(CONTENT_DIR);
    const original = task(TRIP);
    const asRead = courses
      .flatMap((course) => course.chapters.flatMap((chapter) => chapter.lessons))
      .flatMap((lesson) => lesson.translations.uk?.fragments ?? [])
      .flatMap((fragment) => fragment.practices)
      .find((practice) => practice.id === original.practiceId);
    if (asRead?.practiceType !== 'PROMPT_CREATION') throw new Error('No Ukrainian weekend trip task');
    const { title, description, fullDescription, tip, criteria } = asRead;
    translated = {
      ...original,
      asRead: { title, description, fullDescription, tip, criteria, asks: asRead.subject.asks },
    };
  });
  const grade = (prompt: string) => evaluateWithRubric({ task: translated, prompt, lang: 'uk' });

  it('scores as against the original, and writes only Ukrainian', () => {
    const weak = grade('Сплануй поїздку.');
    expect(weak.score).toBeLessThan(3);
    expect(`${weak.comment}\n${weak.recommendedPrompt}`).not.toMatch(/[A-Za-z]{4,}/);

    const prompt =
      'Ми з подругою їдемо на два дні до Львова. Любимо каву, музеї й прогулянки, бюджет — 3000 гривень ' +
      'на двох, пересуватимемося пішки. Склади план поїздки по днях у вигляді таблиці: ранок, день, вечір.';
    const good = grade(prompt);
    expect(good.score).toBeGreaterThanOrEqual(4);
    expect(good.score).toBe(evaluateWithRubric({ task: task(TRIP), prompt, lang: 'uk' }).score);
  });

  it('takes a pasted translation of the task for a copy, as it does the original', () => {
    const pasted = grade(translated.asRead?.fullDescription ?? '');
    expect(pasted.score).toBeLessThan(2);
    expect(pasted.comment).toMatch(/повторює умову завдання/);
  });
});

// The catalog is read before the tests are collected: one group of tests per task and language.
const practices = await catalogPractices(CONTENT_DIR);

describe('every prompt practice of the catalog, in each language the catalog has it', () => {
  it('has every prompt practice, with a subject and a model prompt, and the Ukrainian ones', () => {
    expect(practices.filter((practice) => practice.lang === 'en').length).toBe(32);
    expect(practices.filter((practice) => practice.lang === 'uk').length).toBe(4);
    for (const { task, modelPrompt, name } of practices) {
      expect(task.subject?.asks, name).toBeTruthy();
      expect(modelPrompt.length, name).toBeGreaterThan(80);
    }
  });

  for (const { name, lang, task, modelPrompt } of practices) {
    describe(name, () => {
      const prompts = practicePrompts(task, lang);
      const grade = (prompt: string) => evaluateWithRubric({ task, prompt, lang });

      it('scores the criteria said back at most 1', () => {
        const result = grade(prompts.echo);
        expect(result.score, `${prompts.echo}\n${result.comment}`).toBeLessThanOrEqual(1);
      });

      it('scores labels followed by the criteria’s category names at most 1', () => {
        const result = grade(prompts.labels);
        expect(result.score, `${prompts.labels}\n${result.comment}`).toBeLessThanOrEqual(1);
      });

      it('scores a well-made prompt about something else at most 1, names the task and suggests one on it', () => {
        const result = grade(prompts.offTopic);
        expect(result.score, result.comment).toBeLessThanOrEqual(1);
        expect(result.comment).toContain(prompts.asks);
        expect(result.recommendedPrompt).not.toContain(prompts.offTopic.slice(0, 30));
        expect(checkPrompt(result.recommendedPrompt, profileTask(task)).onTopic).toBe(true);
      });

      it('scores a refusal of the task 0', () => {
        const result = grade(prompts.negated);
        expect(result.score, `${prompts.negated}\n${result.comment}`).toBe(0);
      });

      it('scores the author’s model prompt 4 or more', () => {
        const result = grade(modelPrompt);
        expect(result.score, `${modelPrompt}\n${result.comment}`).toBeGreaterThanOrEqual(4);
      });
    });
  }
});

describe('negated requirements, in each language the rubric reads', () => {
  const FORMAT = 'asks for a specific format, such as bullet points';
  const unmetOf = (prompt: string) =>
    checkPrompt(prompt, profileTask(task(SUMMARY))).unmet.map((requirement) => requirement.text);
  // A summary asked for with bullet points, then with the bullet points refused in common ways.
  const cases: Record<string, { asked: string; refused: string[] }> = {
    en: {
      asked: 'Summarise my notes for my quiz as bullet points.',
      refused: [
        "Summarise my notes for my quiz. Don't use bullet points.",
        'Summarise my notes for my quiz. No bullet points or lists.',
        'Summarise my notes for my quiz, without bullet points.',
        'Summarise my notes for my quiz. I do not want a list or bullet points.',
        'Summarise my notes for my quiz in prose instead of bullet points.',
      ],
    },
    uk: {
      asked: 'Підсумуй мої нотатки для тесту маркованим списком.',
      refused: [
        'Підсумуй мої нотатки для тесту. Не використовуй маркований список.',
        'Підсумуй мої нотатки для тесту без списків і пунктів.',
        'Підсумуй мої нотатки для тесту. Мені не треба списку.',
      ],
    },
    es: {
      asked: 'Resume mis apuntes para el examen en una lista de viñetas.',
      refused: [
        'Resume mis apuntes para el examen. No uses viñetas ni listas.',
        'Resume mis apuntes para el examen, sin viñetas.',
        'Resume mis apuntes para el examen. No quiero una lista.',
      ],
    },
    fr: {
      asked: 'Résume mes notes pour le quiz sous forme de liste à puces.',
      refused: [
        "Résume mes notes pour le quiz. N'utilise pas de liste à puces.",
        'Résume mes notes pour le quiz, sans liste ni puces.',
        'Résume mes notes pour le quiz. Pas de liste.',
      ],
    },
    pt: {
      asked: 'Resuma minhas anotações para o quiz em uma lista com marcadores.',
      refused: [
        'Resuma minhas anotações para o quiz. Não use lista nem marcadores.',
        'Resuma minhas anotações para o quiz, sem lista.',
        'Resuma minhas anotações para o quiz. Não quero uma lista.',
      ],
    },
    tr: {
      asked: 'Notlarımı sınav için madde işaretli bir liste olarak özetle.',
      refused: [
        'Notlarımı sınav için özetle. Madde işaretli liste kullanma.',
        'Notlarımı sınav için özetle, liste istemiyorum.',
        'Notlarımı sınav için özetle. Listeye gerek yok.',
      ],
    },
    ja: {
      asked: '小テストの復習用に、ノートを箇条書きで要約してください。',
      refused: [
        '小テストの復習用に、ノートを要約してください。箇条書きは使わないでください。',
        '小テストの復習用に、ノートを要約してください。箇条書きは不要です。',
        '小テストの復習用に、ノートを箇条書きではなく文章で要約してください。',
      ],
    },
    ko: {
      asked: '퀴즈 복습용으로 노트를 글머리 기호 목록으로 요약해 주세요.',
      refused: [
        '퀴즈 복습용으로 노트를 요약해 주세요. 글머리 기호 목록은 쓰지 마세요.',
        '퀴즈 복습용으로 노트를 목록 없이 요약해 주세요.',
        '퀴즈 복습용으로 노트를 목록 말고 그냥 요약해 주세요.',
      ],
    },
  };

  for (const [lang, { asked, refused }] of Object.entries(cases)) {
    it(`does not take a refused format for the format asked for: ${lang}`, () => {
      expect(unmetOf(asked), asked).not.toContain(FORMAT);
      for (const prompt of refused) expect(unmetOf(prompt), prompt).toContain(FORMAT);
    });
  }

  it('reads a fact about the learner as context, not as a refusal', () => {
    const limit = 'mentions at least one limit, such as time, equipment or a diet';
    const dinnerUnmet = (prompt: string) =>
      checkPrompt(prompt, profileTask(task(DINNER))).unmet.map((requirement) => requirement.text);
    for (const prompt of [
      "I have eggs, rice and spinach, and I don't have an oven. What can I cook for dinner?",
      'Tengo huevos, arroz y espinacas, y no tengo horno. ¿Qué puedo cocinar para cenar?',
      "J'ai des œufs, du riz et des épinards, mais je n'ai pas de four. Que puis-je cuisiner pour le dîner ?",
      'У мене є яйця, рис і шпинат, а духовки немає. Що приготувати на вечерю?',
    ])
      expect(dinnerUnmet(prompt), prompt).not.toContain(limit);
  });

  it('still takes a limit written as a negation for a limit', () => {
    const result = evaluate(
      SUMMARY,
      'Summarise my notes for my quiz as bullet points. Do not write more than 100 words.',
    );
    expect(result.comment).not.toContain(english.meanings.length.missing);
  });
});
