import type { LanguageLexicon } from '../language-lexicon';
import { fold, LETTERS as L, foldedWordsPattern as words } from '../rubric-text';

// Brazilian Portuguese, read word by word without accents ("você" as "voce"), with the informal
// forms learners type ("me dá", "pra", "vc").

const NUMBER = `(?:\\d+|dois|duas|três|quatro|cinco|seis|sete|oito|nove|dez|doze|quinze|vinte|trinta|cinquenta|alguns|algumas|poucos|poucas)`;
const UNITS = `(?:palavras?|frases?|linhas?|parágrafos?|pontos?|tópicos?|itens|item|ideias?|perguntas?|passos?|etapas?|minutos?|min|horas?|dias?|noites?|semanas?|meses|mês|páginas?|caracteres|opções|opção|exemplos?|dicas?|receitas?|reais|real|euros?|dólares|dólar|pessoas?|porções|porção|slides?|seções|seção|partes?|lugares|atividades|refeições|refeição|pratos?|termos?|temas?)`;

const pt: LanguageLexicon = {
  reads: 'words',
  commonWords: `
    a o as os ao aos à às de do da dos das em no na nos nas num numa por pelo pela para pra pro com
    sem sobre entre até um uma uns umas e ou mas nem que porque pois como quando onde se não sim já
    muito muita muitos muitas pouco pouca todo toda todos todas tudo outro outra outros outras este
    esta estes estas esse essa esses essas isso isto aquele aquela eu tu você vc vocês ele ela eles
    elas nós me te se nos lhe meu minha meus minhas seu sua seus suas nosso nossa é são sou somos
    está estão estou estamos era foi ser estar tem tenho temos têm ter há fazer faz pode posso podemos
    poderia quero queria gostaria preciso precisa favor obrigado obrigada olá oi também só apenas
    algo alguém nada cada algum alguma alguns algumas qual quais quem quanto então aqui hoje bem bom
    boa melhor coisa coisas tipo prompt assistente ia inteligência artificial chatgpt resposta
    respostas escreva escreve me dê dá ajude ajuda use inclua exemplo exemplos
  `,
  numbers: {
    dois: '2',
    duas: '2',
    três: '3',
    quatro: '4',
    cinco: '5',
    seis: '6',
    sete: '7',
    oito: '8',
    nove: '9',
    dez: '10',
    doze: '12',
    quinze: '15',
    vinte: '20',
    trinta: '30',
  },
  glossary: `
    recipe: receita*
    meal: jantar*, almoço*, café da manhã, refeição, refeições, comida*, cozinhar, cozinho, prato, pratos
    ingredient: ingrediente*, produto*, alimento*
    time: tempo, minuto*, hora, horas, rápid*, pressa
    equipment: frigideira*, forno*, micro-ondas, microondas, fogão*, panela*, equipamento*, cozinha
    diet: dieta*, vegetarian*, vegan*, alergi*
    summary: resum*, síntese*
    notes: anotaç*, nota, notas
    quiz: quiz, questionário*, teste, testes
    exam: prova*, exame*
    revise: revis*
    trip: viage*, viaj*, passeio*, visita*, férias
    city: cidade*
    weekend: fim de semana, fins de semana, finde
    day: dia, dias, diári*
    week: semana*
    plan: plano, planos, planej*, roteiro*, cronograma*
    budget: orçamento*, custo*, preço*, dinheiro, barat*, gasto*
    transport: transporte*, carro*, ônibus, trem, trens, metrô*, a pé, andando, caminhando
    interest: interesse*, interessa, interessam, interessad*, gost*, adoro, adoramos, curt*, hobby*, hobbies
    friend: amig*
    letter: carta*
    job: trabalho*, emprego*, vaga*, cargo*
    bookshop: livraria*, livro*
    question: pergunta*, questão, questões
    presentation: apresentaç*, slide*, palestra*, seminário*
    research: pesquis*
    topic: tema*, assunto*
    microplastics: microplástico*
    water: água*
    keyword: palavra-chave, palavras-chave, palavra chave, palavras chave, busca*, buscar, sinônimo*
    explain: explic*
    concept: conceito*, ideia*, noção, noções
    analogy: analogia*, comparaç*, metáfora*
    level: nível, níveis, iniciante*, novato*, leig*
    chemistry: química*
    mole: mol, mols
    understand: entend*, compreend*, verific*
    course: curso*, disciplina*
    statistics: estatística*
    probability: probabilidade*
    hypothesis: hipótese*
    regression: regressão, regressões
    weak: fraco*, fraca*, fraqueza*
    economics: economia*
    supply: oferta*
    demand: demanda*, procura
    elasticity: elasticidade*
    market: mercado*
    sheet: folha*, resumão, cola
    page: página*
    section: seção, seções, secção, parte*
    table: tabela*, quadro*
    term: termo*
    gap: lacuna*, falta*, faltando, ausente*, pouco claro
    invent: invent*
    packing: bagagem*, mala, malas
    checklist: checklist*, lista de verificação
    hiking: trilha*, caminhada*
    mountain: montanha*, serra*
    october: outubro
    list: lista*
    email: e-mail*, email*
    plain: simples
    practice: prática*, exercício*
    flashcards: flashcard*, cartão, cartões, cartõezinhos
  `,
  patterns: {
    context: [
      words(`
        tenho | eu tenho | só tenho | temos | estou | estamos | sou | somos | moro | trabalho (?:em|como|de|com)
        estudo | vou | vamos | acabei de | cheguei | (?:eu |nós |a gente )?(?:adoro|amo|gosto de|curto|adoramos|gostamos de|curtimos|gosta de)
        prefiro | preferimos | meu amigo e eu | minha amiga e eu | eu e (?:meu|minha) | porque | pois
        já que | como eu | para que | pra que | para poder | pra poder | meu objetivo | objetivo
        propósito | finalidade | contexto | situação | atualmente | agora | semana que vem
        próxima semana | amanhã | hoje à noite | hoje de noite | este fim de semana | esse fim de semana
        neste fim de semana | nesse fim de semana | no fim de semana
      `),
    ],
    audience: [
      words(`
        você é | vc é | aja como | atue como | finja (?:que é|ser) | imagine que você é | no papel de
        papel de | como (?:um|uma) (?:especialista|professor|professora|tutor|tutora|coach|chef|cozinheiro|cozinheira|guia|editor|editora|mentor|mentora|amigo|amiga|bibliotecário|bibliotecária|recrutador|recrutadora|consultor|consultora)${L}
        (?:para|pra) (?:um |uma |meu |minha |meus |minhas |o |a |os |as |nosso |nossa )?(?:iniciante|criança|crianças|aluno|aluna|estudante|equipe|time|chefe|gerente|colega|amigo|amiga|família|pais|leitor|público|cliente|adolescente|alguém|pessoas|leigo|leiga|turma|professor|vizinho|vizinhos|avó|avô|mãe|pai|irmão|irmã|iniciantes|leitores)${L}
        público | leitores | leitor | alguém que | no meu nível | meu nível
        nível (?:básico|iniciante|intermediário|avançado) | sou iniciante | sou novo | sou nova
        sou leigo | sou leiga | não sei nada | nunca (?:estudei|vi|fiz) | acabei de começar
        comecei agora | introdutóri${L} | introdução | não entendo | não entendi | tenho dificuldade
        estou perdido | estou perdida | como se eu fosse
      `),
    ],
    format: [
      words(`
        lista${L} | tópicos | em tópicos | marcadores | numerad${L} | tabela${L} | colunas? | linhas?
        passos | passo a passo | etapas | checklist | lista de verificação | parágrafos? | títulos?
        subtítulos? | seções | seção | esquema | json | markdown | csv | modelo | template
        (?<!(?:no|do|o) )dia a dia | dia por dia | por dia | semana a semana | por semana | cronograma | roteiro | agenda | calendário
        formato | cartões | flashcards? | perguntas e respostas | gráfico | itinerário
      `),
    ],
    constraints: [
      new RegExp(
        fold(`(?<![\\p{L}\\p{N}])${NUMBER}[\\s-]+(?:\\p{L}+[\\s-]+)?${UNITS}(?![\\p{L}\\p{N}])`),
        'u',
      ),
      /r\$\s?\d/u,
      words(`
        menos de | no máximo | máximo | até \\d+ | até (?:uma|um|no máximo) | pelo menos | no mínimo | mínimo | dentro de | em até
        orçamento | limite${L} | curt${L} | breve${L} | concis${L} | resumid${L} | evite | evitar | sem
        não use | não usar | não adicione | não invente | não inventar | não inclua | não coloque
        só | somente | apenas | exatamente | em vez de | ao invés de | uma página | uma só página
        uma de cada vez | um de cada vez | uma por vez | um por vez | comprimento | tamanho | extensão
      `),
    ],
    tone: [
      words(`
        tom | amigável | simpátic${L} | formal | informal | educad${L} | cordial | descontraíd${L}
        casual | calorosa | caloroso | acolhedor${L} | profissional
        (?:linguagem|palavras|termos|forma|jeito|maneira|explicação) (?:bem |mais )?(?:simples|clar${L})
        de (?:forma|jeito|maneira) (?:simples|clara|fácil) | fácil de (?:ler|entender|seguir) | encorajador${L}
        motivador${L} | engraçad${L} | com humor | sério | séria | respeitos${L} | gentil | neutro
        neutra | coloquial | sem jargão | jargão | calmo | honest${L} | persuasiv${L}
      `),
    ],
    examples: [
      words(`
        por exemplo | ex\\. | como este | como esta | exemplos? | amostra | aqui está | analogia${L}
        comparação | metáfora | tipo assim
      `),
    ],
  },
  request: words(`
    (?<=^|[.!?,;:\n]s{0,3})(?:você |vc |voce )?(?:pode|poderia|podia|consegue|conseguiria)
    pode me | poderia me | consegue me | me ajuda | me ajude
    ajude-me | preciso | eu preciso | quero | eu quero | queria | gostaria | por favor | pfv | pfvr
    me dê | me dá | me passa | me passe | me fala | me diga | me diz | me mostra | me mostre | me explica
    me explique | me sugere | me sugira | me recomenda | me recomende | me manda | me mande | me ensina
    me ensine | me faz | me faça | me cria | me crie | me monta | me monte | escreva | crie | faça | dê
    monte | planeje | sugira | recomende | explique | resuma | liste | compare | prepare | elabore
    ajude | organize | traduza | corrija | revise | proponha | indique | mostre | descreva | gere
    reescreva | aja | atue | finja | analise | identifique | escolha | calcule | classifique
    transforme | converta | inclua | utilize | mantenha | adicione | separe | divida | defina | avalie
  `),
  openingVerbs: `
    escreve cria faz dá monta planeja sugere recomenda explica resume lista compara prepara elabora
    ajuda organiza traduz corrige revisa propõe indica mostra descreve gera reescreve imagina age finge
    analisa identifica escolhe calcula classifica transforma converte inclui usa use utiliza mantém
    adiciona separa divide define avalia pergunta fala diz manda passa imagine
  `,
  openingFillers: 'olá oi ola bom dia boa tarde noite então agora também e por favor aí gente',
  question: words(`
    o que | que | qual | quais | como | onde | quando | quem | por que | por quê | quanto | quanta
    quantos | quantas | devo | deveria | vale a pena
  `),
  negation: {
    scope: 'after',
    // "não tenho forno", "não como carne" are about the learner; "não quero tabela" is a rule.
    cue: /(?<![\p{L}])(?:nao(?!\s+(?:tenho|temos|tem|ha|sei|sabemos|posso|podemos|pode|como|comemos|sou|somos|estou|estamos|conheco|uso|usamos|bebo|moro|vivo|trabalho|gosto|mais|importa|so|apenas)(?![\p{L}]))|sem|nenhum\p{L}*|nada de|evite|evitar|em vez de|ao inves de|em lugar de|nem|nunca|jamais)(?![\p{L}])/gu,
    stops: 'mas so apenas melhor depois tambem',
  },
  conjunctions: 'e ou',
};

export default pt;
