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
  // How a Brazilian Portuguese prompt says each meaning a criterion can ask for (rubric-meanings.ts), folded as the text is.
  meanings: {
    purpose: `para que | pra que | para poder | pra poder | (?:para|pra) (?:revisar|estudar|passar|lembrar|memorizar|me preparar) | porque | pois | já que
      meu objetivo | o objetivo | objetivo | propósito | finalidade | minha meta | revis* | me preparar | me preparando | estudar (?:para|pra)
      (?:para|pra) (?:a|o|minha|meu|uma) (?:prova|teste|exame|vestibular|enem|avaliação|concurso) | antes d[ao] (?:prova|avaliação|teste|exame|enem|vestibular)
      preciso disso (?:para|pra) | serve (?:para|pra)`,
    reason: `porque | por causa d(?:e|o|a|os|as) | devido (?:a|à|ao) | já que | pois | uma vez que | visto que | o motivo | motivo | a razão | razão
      por conta d(?:e|o|a) | por causa da obra`,
    interests: `(?:eu |nós |a gente )?(?:adoro|amo|gosto de|gosto muito de|curto|adoramos|amamos|gostamos de|curtimos) | a gente (?:gosta|ama|adora|curte)
      (?:sou|somos) (?:fã|fãs|apaixonad\\p{L}*) | fãs? de | apaixonad\\p{L}* por | interessad\\p{L}* em | me interesso | nos interessamos | hobby*
      passatempo* | favorit* | preferid* | prefiro | preferimos | odeio | odiamos | não curto | não gosto`,
    budget: `orçamento* | gastar | gasto | gastos | gastamos | gastaria | barat* | caro | caros | custa* | custo* | preço* | dinheiro | reais | r\\$ ?\\d+
      euros? | dólar* | grana | grátis | gratuit* | de graça | em conta`,
    transport: `a pé | andando | caminhando | caminhar | metrô | ônibus | bus | bonde | vlt | trem | trens | de carro | carro | dirigir | dirigindo | bike
      bicicleta* | táxi* | uber | transporte* | nos locomover | se locomover | locomoção | balsa | barco | patinete*`,
    time: `${NUMBER}[\\s-]*(?:minutos?|min|horas?|h|dias?|semanas?|meses|mês) | meia hora | uma hora | rápid* | com pressa
      (?:para|pra) (?:segunda|terça|quarta|quinta|sexta|sábado|domingo|amanhã)
      daqui a (?:uma|duas|três|\\d+) semanas?
      à tarde | de manhã | por dia | ao dia | por semana | prazo | data limite
      \\d+ de (?:janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)`,
    equipment: `frigideira* | panela* | forno* | micro-ondas | microondas | fogão | cooktop | airfryer | air fryer | fritadeira* | chaleira* | liquidificador*
      mixer | grill | churrasqueira | sanduicheira | torradeira* | uma (?:só|única) (?:panela|frigideira) | só (?:uma|um) (?:panela|frigideira|micro-ondas)`,
    diet: `vegetarian* | vegan* | glúten | celíac* | alergi* | alérgic* | laticínios | lactose | halal | kosher | keto | low carb | sem carne
      não (?:como|comemos) (?:carne|peixe|porco|laticínios|glúten|ovo|ovos|frutos do mar|pimenta) | intoleran* | diabétic* | diabetes`,
    available: `tenho | temos | eu tenho | só tenho | o que tenho | (?:me|nos) (?:sobrou|sobraram|resta|restam) | na (?:minha )?(?:geladeira|despensa)
      no (?:congelador|freezer|armário) | sobras | tem (?:aqui|em casa) | aqui em casa tem`,
    audience: `(?:para|pra) (?:meus |minhas |nossos |nossas |os |as |o |a |um |uma |meu |minha )?(?:leitores|leitor|leitoras|vizinh\\p{L}*|moradores|clientes?|compradores?|pais|equipe|time|colegas|grupo|membros|sócios|voluntári\\p{L}*|alunos|alunas|estudantes|crianças|filh\\p{L}*|família|amig\\p{L}*|iniciantes?|funcionários|usuári\\p{L}*|pessoas|gente|público)
      (?:os |as |meus |minhas |nossos )?(?:leitores|vizinhos|moradores|clientes|compradores|destinatários) (?:são|serão|têm|que|leem|costumam)
      idos[oa]s? | pessoas mais velhas | terceira idade | aposentad* | adolescentes | turistas | leig[oa]s | não técnic* | com mais de \\d+ anos
      destinatári* | (?<!transporte )público
      (?:a|à|pra|para) (?:minha|meu|minhas|meus|nossa|nosso|nossas|nossos) (?:equipe|time|chefe|clientes|colegas|vizinh\\p{L}*|alunos|seguidores|leitores)`,
    level: `iniciante* | novat* | leig[oa] | nunca (?:estudei|usei|fiz|vi|aprendi|programei) | primeiro ano | primeiro período | introdutóri* | introdução
      sem (?:base|conhecimento|experiência) | acabei de começar | comecei agora | (?:estou|tô) começando | meu nível | no meu nível
      nível (?:básico|iniciante|intermediário|avançado|médio) | ensino médio | ensino fundamental | intermediário | sou (?:péssim[oa]|ruim|fraco|fraca) em
      tenho dificuldade | me confund* | confus* | (?:estou|tô) perdid[oa] | (?:tenho|tem) \\d+ anos | de \\d+ anos | para leigos`,
    role: `você é | vc é | seja (?:um|uma) | aja como | atue como | finja (?:que é|ser) | imagine que você é | no papel de | seu papel | sua função
      seu trabalho é | sua tarefa é | papel(?: e função)?(?= ?:) | função(?= ?:)
      como (?:um |uma )?(?:assistente|especialista|professor|professora|tutor|tutora|coach|guia|editor|editora|agente|recepcionista|consultor|consultora|bibliotecári[oa]|escritor|escritora|redator|redatora|atendente)`,
    rules: `sempre | nunca | jamais | deve | devem | você deve | tem que | só | somente | apenas | regras? | normas? | no máximo | máximo
      não (?:invente|confirme|prometa|use|adicione|inclua|responda|fale|compartilhe|aceite|faça|mencione|escreva|coloque|ofereça|mude|dê|passe)
      não mais (?:de|que) | se (?:o|a|um|uma|alguém|você|o cliente|não|houver|faltar|for) | a menos que | exceto | salvo`,
    refuse: `recus* | negue | diga não | dizer não | redirecion* | encaminh* | educadamente | com educação | gentilmente | com gentileza | não responda
      fora d(?:o|e) (?:escopo|seu papel|assunto) | não (?:pode|posso|podemos) ajudar | não é (?:seu|o seu) trabalho | envie(?:-os)? para
      conselho (?:médico|jurídico|financeiro) | orientação (?:médica|jurídica|financeira) | reembols* | devoluç*`,
    tone: `tom | amigável | simpátic* | cordial* | formal | formais | informal | educad* | gentil | descontraíd* | casual | caloros[oa] | acolhedor*
      profissional | calm[oa] | tranquil* | seren[oa] | suave | positiv* | alegre | animad* | tranquilizador* | pedindo desculpas | desculp* | empátic*
      compreensiv* | encorajador* | motivador* | respeitos* | neutr[oa] | coloquial | direto | direta | que soe | sem parecer | linguagem simples
      palavras simples`,
    length: `${NUMBER}[\\s-]+(?:\\p{L}+[\\s-]+)?(?:palavras?|frases?|linhas?|parágrafos?|tópicos?|pontos?|itens|item|páginas?|caracteres|tweets?|emojis?)
      menos de ${NUMBER} | no máximo ${NUMBER} | máximo (?:de )?${NUMBER} | máx\\.? ${NUMBER} | até ${NUMBER} | não mais (?:de|que) ${NUMBER}
      uma página | uma só página | meia página | poucas linhas | algumas linhas | curt[oa]s? | mais curt[oa] | breve* | concis[oa]s? | resumid[oa]
      um parágrafo | uma frase | uma só frase`,
    format: `formato* | estrutur* | lista* | tópicos | em tópicos | marcadores | numerad* | tabela* | colunas? | linhas? | títulos? | subtítulos? | seções
      seção | esquema | checklist | passos | parágrafos? | json | csv | modelo | template | cronograma | calendário | agenda`,
    table: 'tabela* | colunas? | linhas? | planilha | lado a lado | quadro comparativo | comparativo',
    list: 'lista* | tópicos | em tópicos | marcadores | numerad* | checklist* | lista de verificação | pontos | enumer*',
    schedule: `dia a dia | dia por dia | semana a semana | semana por semana | por dia | cada dia | todo dia | todos os dias | dia ${NUMBER} | semana ${NUMBER}
      diári* | semanal* | cronograma | calendário | agenda | roteiro | itinerário | segunda(?:-feira)? | terça(?:-feira)? | quarta(?:-feira)?
      quinta(?:-feira)? | sexta(?:-feira)? | sábado | domingo | manhã,? tarde | primeira semana`,
    shortMessage: `curt[oa] | breve | poucas linhas | algumas linhas | ${NUMBER} (?:linhas|frases) | um parágrafo | whatsapp | zap | zapzap | mensagem de texto
      sms | grupo (?:do|de|da) (?:whatsapp|zap|condomínio|família|prédio|clube) | chat | telegram | menos de ${NUMBER} palavras`,
    steps:
      'passo a passo | passos | etapas | por etapas | um passo de cada vez | me guie | primeiro.{1,40}(?:depois|em seguida)',
    sections: `seções | seção | partes | títulos? | subtítulos? | termos-chave | termos principais | conceitos-chave | glossário | definições | autoavaliação
      perguntas de revisão | quadro resumo | tabela comparativa | fórmulas`,
    placeholder: '\\[[^\\]\\n]{1,60}\\] | \\{\\{[^}\\n]{1,60}\\}\\} | \\{[^}\\n]{1,60}\\} | <[^>\\n]{1,60}>',
    exact: `exat* | literalmente | palavra por palavra | como (?:está|estão|aparece|aparecem) | do jeito que (?:está|estão) | sem (?:mudar|alterar|mudança|alteração)
      não (?:mude|altere|modifique|mexa) | não arredonde | sem arredondar | idêntic*
      mantenha (?:a |as |o |os )?(?:data|datas|hora|horário|horários|números?|preços?|valores|nomes)(?: \\p{L}+)? (?:iguais?|exatamente|como (?:está|estão)|sem (?:mudar|alteração))
      copie (?:os |as )?(?:números|preços|valores|datas)`,
    notStated: `não (?:informado|especificado|mencionado|citado|consta|indicado)\\p{L}* | sem (?:informação|dados) | desconhecido | n/a | falt*
      se (?:algum|alguma|o|a|um|uma) (?:orçamento|dado|preço|data|detalhe|resposta)\\p{L}* não (?:falar|disser|mencionar|informar|tiver|trouxer)
      se (?:faltar|não tiver|não houver) | deixe (?:a célula |o campo )?(?:em branco|vazi[oa])
      escreva (?:um )?(?:traço|ponto de interrogação|"?desconhecido"?|"?não informado"?)`,
    noInvention: `não invente | não inventar | nunca invente | sem inventar | nada inventado | não chute | sem chutar | nem chutar | não adivinhe | não suponha
      não presuma | não adicione (?:nada|dados|informaç\\p{L}*|detalhes|afirmações|fatos) | não acrescente (?:nada|dados|informaç\\p{L}*|detalhes)
      (?:use|usar|usando|com|baseado em) (?:só|somente|apenas|unicamente) | (?:só|somente|apenas) (?:use|usar|com|o que|os dados|as informações|meus|minhas|estes|estas|esses|essas|a tabela)
      limite-se a | se limite a | nada além | nada que não esteja | se não tiver certeza | se não souber | baseado (?:só|somente|apenas) em | não exagere`,
    flag: `sinaliz* | marqu* | marcar | indique (?:se|o que|onde|qual) | me avise | avise(?:-me)? | me diga (?:se|o que|quando|onde|qual) | me pergunte
      pergunte (?:a|ao|para) | pouco clar* | não está clar* | lacunas? | dúvidas? | não tiver certeza | ponto de interrogação | para revisar | a revisar
      a conferir | para conferir | para (?:a pessoa|a equipe|o atendente|o funcionário) | destaque | destacar`,
    questionsFirst: `me (?:faça|faz|fazer) (?:algumas |umas |${NUMBER} )?(?:\\p{L}+ )?perguntas | faça(?:-me)? (?:algumas |umas |${NUMBER} )?(?:\\p{L}+ )?perguntas
      me pergunte | me entreviste | antes de (?:escrever|redigir|começar|fazer)\\p{L}* | primeiro (?:me pergunte|me faça|pergunte) | pergunte primeiro
      perguntas (?:primeiro|antes) | não escreva (?:nada|a carta) (?:ainda|antes)`,
    oneAtATime: `uma (?:pergunta )?(?:de cada vez|por vez) | um (?:de cada vez|por vez) | uma por uma | um por um | uma a uma
      (?:no máximo|máximo|até|só|apenas|não mais (?:de|que)) ${NUMBER} (?:\\p{L}+ )?perguntas? | ${NUMBER} (?:\\p{L}+ )?perguntas
      espere (?:a |as )?(?:minha|minhas) respostas? | depois de cada (?:resposta|pergunta)`,
    analogy: `analogi* | comparaç* | compar\\p{L}* (?:com|a) | como se | metáfora* | do dia a dia | da vida (?:real|cotidiana) | cotidian* | exemplos?
      por exemplo | ex\\. | parecid[oa] com | semelhante a | dúzia*`,
    plainLanguage: `(?:palavras|linguagem|termos) (?:simples|fáceis|do dia a dia|claros?) | de (?:forma|jeito|maneira) (?:simples|clara|fácil)
      sem (?:jargão|termos técnicos|tecnicismo) | fácil de entender | explique como se (?:eu )?(?:fosse|tivesse)
      como se eu (?:fosse|tivesse) (?:\\d+|cinco|uma criança|criança) | (?:para|pra) (?:um |uma )?(?:iniciantes?|leig[oa]s?)
      (?:sou|somos) (?:um |uma )?(?:iniciantes?|leig[oa]s?|novat[oa])`,
    checkUnderstanding: `me teste | me (?:faça|faz) (?:um )?(?:teste|quiz) | me avalie | (?:verifique|veja|confira) se (?:eu )?(?:entendi|aprendi|compreendi)
      verifique (?:meu|o meu) entendimento | me (?:faça|faz) (?:uma |umas |algumas |${NUMBER} )?(?:\\p{L}+ )?perguntas? | com (?:as )?minhas (?:próprias )?palavras
      explicar de volta | te explicar | garanta que (?:eu )?entendi | (?:exercícios?|perguntas?) (?:de|para) (?:praticar|prática|fixação)
      uma pergunta para (?:checar|verificar|ver) | ver se (?:eu )?entendi`,
    lineByLine:
      'linha por linha | linha a linha | cada linha | passo a passo | o que cada (?:linha|parte|passo|trecho) faz | cada (?:parte|passo|trecho|seção)',
    changesData: `apag* | delet* | exclu* | remov* | sobrescrev* | sobrescrit* | perd* | alter\\p{L}* (?:os |meus |as )?(?:dados|células|linhas|valores|planilha|algo)
      mud\\p{L}* (?:os |meus |as )?(?:dados|células|linhas|valores|planilha|algo) | modific* | é seguro (?:rodar|executar|usar) | estrag* | danific*
      quebrar | desfazer | backup | cópia de segurança`,
    testSafely: `test* | testar | em uma cópia | numa cópia | cópia da planilha | dados (?:de teste|fictícios|de exemplo) | planilha de teste | com segurança
      de forma segura | sem risco | antes de (?:rodar|usar|ativar|confiar|depender|agendar)\\p{L}* | (?:mande|envie)(?:-me)? (?:primeiro )?para mim
      primeiro para mim`,
    rank: `orden* | classifi* | ranque* | ranking | hierarquiz* | filtr* | selecion* | escolh* | reduz\\p{L}* (?:a lista|para) | melhores | a melhor | o melhor
      mais (?:úteis|relevantes|interessantes|importantes|promissoras|adequadas|viáveis) | qua(?:l|is) (?:se encaixa|se encaixam|funciona|funcionam|serve|servem) melhor
      prioriz* | top ${NUMBER} | por que (?:cada uma|ela) (?:se encaixa|funciona)`,
    searchTerms: `termos de (?:busca|pesquisa) | palavras-chave | palavras chave | palavra-chave | buscas | sinônimos? | subperguntas? | perguntas menores
      termos relacionados | o que (?:pesquisar|buscar|jogar no google) | google | google (?:acadêmico|scholar) | bases? de dados`,
    notAnswers: `não (?:responda|dê as respostas|me dê (?:as )?respostas|pesquise|escreva a apresentação) | sem (?:responder|as respostas|respostas)
      (?:só|somente|apenas) (?:as )?perguntas | eu (?:vou )?(?:pesquiso|pesquisar|pesquisarei|busco|procuro) | não (?:quero|preciso) (?:das |as )?respostas`,
    humanJudgement: `human* | uma pessoa | pessoas | à mão | manualmente | julgamento | critério | avaliação humana | eu (?:mesm[oa] )?(?:decido|reviso|confiro)
      (?:preciso|tenho que|devo) (?:revisar|decidir|conferir|fazer) eu | não dá (?:pra|para) automatizar | não (?:deve|deveria) ser automatizad\\p{L}*
      não automatizar`,
    problems: `o que (?:pode|poderia) dar errado | dar errado | problemas? | falhas? | erros? | casos (?:difíceis|estranhos|extremos|limite|especiais) | riscos?
      falh* | duplicad* | erros? de digitação | digitad[oa] errad[oa] | errad[oa] | inválid* | campos? vazi[oa]s? | linhas? vazias? | spam`,
    handle: `como (?:lidar|resolver|corrigir|evitar|prevenir|tratar|contornar)\\p{L}* | soluç* | corrig* | o que fazer | lidar com | prevenir | evitar
      contornar`,
    triggerAction: `quando\\b.{1,80}\\b(?:então|aí|depois) | se\\b.{1,80}\\bentão | gatilho* | disparador* | trigger* | → | -> | sempre que | assim que
      toda vez que`,
    labels: 'rótulos? | etiquetas? | categori* | tags? | uma (?:das|destas|dessas) | opções | classes',
    fallback:
      'outr[oa]s? | nenhuma (?:das|destas|dessas) | qualquer outra coisa | não se encaixa | não (?:tiver|tem) certeza | diversos',
    oneLabelOnly: `(?:só|somente|apenas) (?:o |a |um |uma )?(?:rótulo|etiqueta|palavra|categoria|nome da categoria) | nada mais
      sem (?:texto|palavras|explicação|explicações) | sem explica* | uma (?:só |única )?palavra | exatamente (?:uma|um)
      responda (?:só |somente |apenas )?com (?:o|a|um|uma) (?:rótulo|etiqueta|palavra|categoria)`,
    facts: `fatos? | dados? | detalhes? | feit[oa] (?:de|com|à mão|a mão) | \\d+ ?% | tamanhos? | cores? | materia(?:l|is) | lavagem | lavar | cuidados
      preços? | horários? | abrimos | aberto (?:de|até) | lugares | mesas? (?:de|para) | capacidade | até \\d+ | \\d+ ?(?:cm|mm|ml|g|kg|h)`,
    frequency: `${NUMBER} (?:vezes|posts?|publicações|postagens) (?:por|na|a cada|toda) (?:semana|dia) | uma vez por (?:semana|dia) | dia sim,? dia não
      todo dia | todos os dias | diariamente | ${NUMBER} (?:posts?|publicações|postagens) | por semana | na semana`,
    platform:
      'instagram | insta | tiktok | facebook | pinterest | twitter | threads | youtube | linkedin | whatsapp | zap | telegram | etsy | bluesky | snapchat',
    themes: `temas? | tópicos? | assuntos? | sobre | bastidores | receitas? | dicas | histórias | como (?:fazemos|faço|preparamos|preparo) | novos sabores
      sabores novos | feira* | mercado* | da estação | sazona* | clientes`,
    offer: `reembols* | devolução do dinheiro | devolver o dinheiro | dinheiro de volta | descontos? | cupom | cupons | código de desconto | rastreio
      rastreamento | código de rastreio | link de rastreio | vale-compra | frete grátis | envio grátis | troca | substituiç* | reenvi* | \\d+ ?%
      expresso | crédito | política`,
    noPersonal: `\\[[^\\]\\n]{1,40}\\] | \\{[^}\\n]{1,40}\\} | <[^>\\n]{1,40}> | \\S+@example\\.(?:com|org|net) | o cliente | a cliente | um cliente
      uma cliente | nome do cliente | sem (?:o |os |seu |seus )?(?:nome|nomes|dados pessoais|dados reais) | anônim*
      (?:tirei|removi|apaguei) (?:os )?(?:nomes|telefones|endereços|dados|e-mails)`,
    program:
      'google sheets | planilhas google | planilhas do google | sheets | excel | libreoffice | numbers | calc | openoffice | microsoft 365 | office 365',
    columns: `colunas? [a-z](?![\\p{L}]) | colunas? [a-z] (?:a|-|até|e) [a-z] | da [a-z] até a [a-z] | linhas? ${NUMBER} | linhas? \\d+ (?:a|-|até) \\d+
      da linha \\d+ (?:à|a|até a) \\d+ | cabeçalhos? na (?:primeira )?linha | linha de cabeçalho | primeira linha | linha 1 | [a-z]\\d+:[a-z]\\d+`,
    cell: `célula [a-z]+\\d+ | na [a-z]\\d+ | em [a-z]\\d+ | [a-z]\\d+ | (?:embaixo|abaixo|no final|ao lado) d(?:a|o) (?:tabela|coluna|linha)
      em uma (?:célula|coluna|linha) nova | numa nova (?:célula|coluna|linha) | linha de total`,
    explainPlainly: `expliq* | explica* | explicação | o que (?:cada parte|a fórmula|o script|o código|isso) faz | como funciona | me guie | destrinch*
      em palavras simples | de forma simples`,
    error:
      '#[a-z]+[?!/0]* | (?:o )?erro (?:diz|mostra|aparece|fala) | (?:diz|mostra|aparece|dá) "[^"]+" | "[^"\\n]{2,60}" | mensagem de erro | dá erro',
    expected: `esperav* | esperad[oa] | espero (?:que|ver) | deveria (?:mostrar|dar|retornar|ser|aparecer|contar|somar) | queria (?:ver|que)
      era (?:pra|para) (?:dar|aparecer|mostrar) | o certo seria | um número | o total | a soma | a contagem | preciso (?:de )?(?:um|o|a) (?:número|total|soma)`,
    whatWasDone:
      'coloquei | colei | digitei | inseri | adicionei | usei | rodei | executei | copiei | escrevi | tentei | cliquei | apertei',
    review: `revis* | recapitul* | simulado* | provas? antigas? | provas anteriores | testes? (?:de prática|práticos) | exercícios de fixação | autoavaliaç*
      repetição espaçada | me testar`,
    weakest: `frac[oa]s? | ponto fraco | mais difícil | tenho (?:mais )?dificuldade | vou mal | pior | menos confiante | me confund* | confus*`,
    updateFiles: `atualiz* | substitu* | troc\\p{L}* (?:o|os|a|as) (?:arquivo|arquivos|pdf|tabela|documento) | desatualizad* | antig[oa]s? | nov[oa]s? vers*
      última versão | subir de novo | reenviar | subir (?:o|os|a|as) nov\\p{L}*`,
    rerunTests: `rodar (?:de novo|novamente) | rode (?:de novo|novamente) | refa\\p{L}* (?:os )?testes | testar (?:de novo|novamente) | teste (?:de novo|novamente)
      repet\\p{L}* (?:os )?testes | reexecut* | retest*`,
    recordChanges: `registr* | histórico | anot* | log | changelog | document* | lista de (?:mudanças|alterações) | diário de (?:mudanças|alterações)
      manter (?:um )?controle`,
    testCases: `falta de (?:informação|dados|detalhes) | informaç\\p{L}* faltando | faltando (?:informação|dados) | incomplet* | fora do (?:escopo|assunto|tema)
      fora de contexto | não tem (?:nada )?a ver | sem relação | não (?:dá|consegue|pode) (?:para |pra )?responder | sem resposta
      impossíve(?:l|is) de responder | não (?:está|consta) n(?:o|a|os|as) (?:arquivo|arquivos|guia|faq|documento|documentos) | vag[oa]s? | não sabe`,
    goodAnswer: `boa resposta | resposta (?:ideal|correta|esperada|certa|adequada) | o que (?:ele|ela|o assistente) (?:deveria|deve) (?:dizer|responder|fazer)
      como (?:ele|ela|o assistente) deveria responder | deveria (?:dizer|responder)`,
    oneSentenceJob: `uma (?:só |única )?frase | em uma frase | numa frase | em uma linha | a quem (?:ele )?ajuda | quem (?:ele )?ajuda | entrada | saída
      o que recebe | o que (?:devolve|retorna|entrega)`,
    whoUses: `(?:para|pra) (?:minha |nossa |meus |nossos |minhas |nossas |a |o )?(?:equipe|time|funcionários|clientes|colegas|alunos|família|membros|sócios|voluntári\\p{L}*|pais|leitores|loja|empresa|negócio|café|padaria|turma)
      (?:vai|vão|vou|vamos) usar | usad[oa] por | quem (?:vai )?usa(?:r)? | usuári\\p{L}* (?:são|serão)
      eu e (?:meu|minha) (?:marido|esposa|mulher|namorad\\p{L}*|parceir\\p{L}*|sóci\\p{L}*) | (?:meu|minha) (?:marido|esposa|mulher) e eu`,
    repeated: `todos os (?:dias|meses|domingos|sábados) | todas as (?:semanas|manhãs|noites|segundas|sextas) | todo (?:dia|mês|domingo|sábado|fim de semana)
      toda (?:semana|segunda|sexta|manhã|noite|vez) | cada (?:dia|semana|mês|vez) | semanalmente | diariamente | mensalmente | frequentemente
      com frequência | regularmente | sempre | rotina | repet* | normalmente | geralmente | costumo | costumamos`,
    apps: `gmail | outlook | google (?:sheets|forms|calendar|drive|docs|agenda) | excel | calendly | trello | notion | slack | whatsapp | zapier | make | n8n
      airtable | mailchimp | shopify | etsy | stripe | paypal | typeform | jotform | planilha* | formulário* | caixa de entrada | agenda | calendário
      app | apps | aplicativo* | ferramentas?`,
    formFields:
      'campos? | nome | e-mail | email | telefone | celular | data de nascimento | endereço | cpf | coleta | pede | sobrenome | caixa de seleção | lista suspensa',
    order: `primeiro | depois | em seguida | então | por fim | finalmente | passo ${NUMBER} | \\d[.)] | quando\\b.{1,80}\\b(?:então|aí) | → | -> | em ordem
      na ordem`,
    avoid: `não (?:me |lhe |o |a |os |as |se )?(?:mencione|diga|prometa|inclua|use|usar|adicione|coloque|culpe|escreva|fale|invente|mude|dê|faça|confirme)
      nunca | jamais | evit* | sem (?:\\p{L}+ )?(?:emojis?|exclamações|pontos de exclamação|jargão|gírias?|piadas|hashtags|desculpas|promessas|links)
      sem | deixe de fora | não quero`,
    action: `precisam | têm que | devem | deveriam | certifique-se | lembre(?:-os)? de | não esqueçam | guardem | guardar | estocar | encham | encher | ação
      o que fazer | o que (?:eles|os moradores|as pessoas) (?:devem|precisam|têm que) fazer | no início | no começo | comece (?:com|por) | primeira linha
      em negrito | chamada para ação`,
    skills: `sou (?:bom|boa|ótim[oa]) (?:em|com|de) | mando bem (?:em|com|no|na) | sei (?:fazer|cozinhar|programar|desenhar|costurar|tricotar|falar|editar|escrever|tocar|consertar)
      posso | consigo | habilidades? | experiência (?:em|com|como) | já trabalhei | trabalho (?:como|com|de) | minha profissão | formad[oa] em
      sou (?:um |uma )?\\p{L}+(?:or|ora|ista|eiro|eira|ente|ante|ico|ica|ogo|oga)(?![\\p{L}]) | falo \\p{L}+ | bilíngue | hobbies | hobby`,
    assistantJob: `(?:assistente|bot|gpt|chatbot|robô)(?: \\p{L}+)?(?: d[aoe] [\\p{L} ]{1,40})? (?:que|para|pra)
      (?:o assistente|meu assistente|o bot|o gpt|esse gpt|este gpt) (?:\\p{L}+ )?(?:responde|escreve|ajuda|redige|planeja|explica|classifica|sugere|revisa|cuida|transforma|resume|cria|faz|dá|diz|deve|vai)
      (?:sua|seu|a) (?:função|tarefa|trabalho) (?:é|será) | você (?:responde|escreve|ajuda|redige|planeja|explica|classifica|sugere|revisa|resume)`,
    files: `arquivos? | faq | perguntas frequentes | lista de preços | tabela de preços | preços | cardápio | guia | documentos? | pdf | planilha | menu
      anexad[oa] | carregad[oa] | base de conhecimento | horário de funcionamento | política | catálogo`,
    setting: `em (?:um|uma|cima de) | num | numa | sobre (?:um|uma|o|a) | ao lado de | perto de | junto (?:a|de) | embaixo de | debaixo de
      na frente de | em frente (?:a|ao|à) | atrás de | ao longo de | cercad[oa] de | ao (?:pôr do sol|entardecer|amanhecer|anoitecer) | à noite | à beira
      fundo | primeiro plano | cena | paisagem | praia | porto | jardim | quarto | sala | mesa | janela`,
    style: `foto* | fotografi* | fotográfic* | ilustraç* | ilustrad* | vetorial* | vetor | plana | flat | aquarela | pintura a óleo | óleo | pintura | acrílic*
      lápis | esboço* | desenho* | nanquim | pastel | 3d | render* | cartoon | desenho animado | anime | mangá | quadrinhos | pixel art | arte digital
      cinematográfic* | minimalis* | realista* | fotorrealista* | hiper-realista* | hiperrealista* | pôster | editorial | escandinav* | nórdic*
      mid-century | boho | boêmi* | japandi | industrial | rústic* | art déco | vintage | retrô | moderno | moderna | (?:no |de )?estilo (?!e |ou )\\p{L}{3,}
      ghibli | livro infantil | papel recortado | colagem | xilogravura | isométric* | low poly | massinha`,
    colours: `cores (?:quentes|frias|vivas|suaves|pastel|neutras|naturais|terrosas|claras|escuras|vibrantes) | paleta (?:de cores )?(?:quente|fria|suave|pastel|neutra|de \\p{L}+)
      tons (?:quentes|frios|pastel|terrosos|suaves|neutros|de \\p{L}+) | pastel* | vermelh* | laranja* | amarel* | verde* | azul | azuis | roxo* | roxa* | lilás
      rosa | rosas | branc* | pret[oa]s? | cinza* | dourad* | prateado* | turquesa | azul-marinho | bege | creme | marrom | marrons | terracota | sálvia
      mostarda | vibrantes? | monocromátic* | neon`,
    light: `luz (?:quente|suave|natural|dourada|fraca|fria|difusa|dramática|lateral|baixa|do (?:sol|dia|entardecer|amanhecer|pôr do sol)|da (?:manhã|tarde|janela|lua|vela)|de (?:fim de tarde|inverno|estúdio|neon|velas?))
      iluminação (?:quente|suave|natural|dramática|de estúdio|cinematográfica|lateral|baixa|aconchegante) | iluminad* | ensolarad* | pôr do sol
      pôr-do-sol | nascer do sol | entardecer | amanhecer | hora dourada | golden hour | hora azul | crepúsculo | velas? | contraluz
      sombras? (?:suaves|longas|marcadas) | sombras | brilho (?:suave|quente) | neon | luar | nublado | luz do dia | luminárias? | abajur
      cordão de luz | pisca-pisca`,
    mood: `clima (?:aconchegante|acolhedor|tranquilo|festivo|alegre|romântico|mágico|nostálgico|misterioso|calmo|relaxante|de \\p{L}+)
      atmosfera (?:aconchegante|acolhedora|tranquila|festiva|alegre|romântica|mágica|nostálgica|misteriosa|calma|relaxante) | aconchegante | acolhedor*
      tranquil* | seren[oa] | calm[oa] | sonhador* | onírico | brincalh* | alegre | feliz | festiv* | romântic* | misterios* | relaxante | relaxad*
      nostálgic* | enérgic* | melancólic* | sombri[oa] | mágic* | caprichos* | hygge | sensação de (?:calma|aconchego|paz)`,
    composition: `close | close-up | plano (?:geral|aberto|médio|detalhe|fechado) | vista (?:aérea|de cima|superior) | de cima | visto de cima
      de baixo | flat lay | centralizad[oa] | no centro | descentralizad[oa] | regra dos terços | à (?:esquerda|direita)
      (?:lado|terço|metade|canto|parte) (?:esquerd[oa]|direit[oa]|superior|inferior) | no canto | em primeiro plano | no fundo | ao fundo | retrato
      horizontal | vertical | corpo inteiro | enquadr* | simétric* | ângulo (?:baixo|alto) | na altura dos olhos | macro | grande angular`,
    emptySpace: `espaço (?:vazio|livre|em branco|negativo) | espaço para (?:o |um )?(?:texto|título|chamada|slogan) | lugar para (?:o )?texto
      área (?:vazia|livre|limpa) | fundo (?:liso|limpo|simples|neutro|vazio|uniforme) | céu (?:limpo|liso) | parede lisa
      (?:lado|terço|metade|parte) (?:esquerd[oa]|direit[oa]|superior|inferior) (?:vazi[oa]|livre|limp[oa])
      (?:a xícara|a caneca|o objeto|a bebida) (?:à|no|na) (?:esquerda|direita|canto|parte de baixo)`,
    features: `móveis | mobília | cama | cabeceira | guarda-roupa | armário | prateleiras? | estante | escrivaninha | mesa | cadeira | poltrona | tapete
      cortinas? | luminária | plantas? | madeira | carvalho | pinho | linho | algodão | lã | veludo | rattan | vime | bambu | mármore | latão | metal
      parede* | piso | chão | teto | papel de parede | pintura | sálvia | terracota | creme | branc* | bege | verde | azul`,
    aspectRatio: '--ar \\d+:\\d+ | --aspect \\d+:\\d+ | proporção (?:de )?\\d+:\\d+ | formato \\d+:\\d+',
    styleRef: '--sref\\s+(?:\\S+) | referência de estilo',
    parameter: '--[a-z]+(?:\\s+(?!-)\\S+)?',
  },
};

export default pt;
