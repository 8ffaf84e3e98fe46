// The topic dictionary's entries, one topic a line: head | synonyms | broader | definition (topic-dictionary.ts reads them).
// Written for this product across the areas people ask classes in, never from the development or probe sets; sorted by head.
export const TOPIC_DICTIONARY = String.raw`
2d animation | | animation | animation made from flat drawings, by hand or in software such as toon boom or adobe animate, using keyframes, in betweens and timing
3d animation | cgi animation | animation | animating three dimensional computer models with rigs and keyframes in software such as blender or maya, then lighting and rendering them
3d modeling | 3d modelling, 3d design | design | creating three dimensional digital objects with software like blender, maya or fusion 360, using meshes, vertices, textures and materials
3d modeling | 3d modelling | design | creating three dimensional digital objects and characters in software such as blender or maya, using meshes, sculpting, textures and rendering
3d printing | additive manufacturing | manufacturing, hobby | making physical objects layer by layer from digital 3d models, using printers with plastic filament or resin, slicer software and print settings
401k | 401 k, 401k plan | retirement plan, account | a US employer sponsored retirement savings plan where workers invest part of their pay before tax, often with employer matching contributions
a b testing | ab testing, split testing | experiment, method | comparing two versions of a web page, email or ad by showing each to different users and measuring which one performs better
a cappella | acapella | singing | vocal music performed without instruments, where singers cover the melody, harmony, bass and vocal percussion, as in choirs and college groups
abacus math | abacus arithmetic, soroban math | arithmetic | doing arithmetic by sliding beads on the rods of an abacus, and later by picturing the abacus in the mind for fast calculation
ableton live | ableton | software | a digital audio workstation with a session view of clips and an arrangement view, used for electronic music production, live performance and djing
abnormal psychology | psychopathology | psychology | the study of mental disorders such as anxiety, depression, schizophrenia and personality disorders, their causes, diagnosis and treatment
abrsm | abrsm exams, abrsm grades | music exam | graded music exams from the associated board of the royal schools of music, testing pieces, scales, sight reading and aural tests from grade 1 to 8
abstract art | abstract painting | art | art that uses shapes, colors, lines, marks and textures rather than realistic pictures of things, to express ideas and feelings
academic writing | | writing | formal writing for school and university, such as essays, reports and research papers, with clear arguments, evidence and citations
accent reduction | accent training, accent modification | speech training | training to change a foreign or regional accent through practice with vowels, consonants, stress, rhythm and intonation for clearer speech
accordion | | musical instrument | a portable free reed instrument with bellows, a keyboard or buttons for melody and bass buttons for chords, used in folk, tango and polka
accounting | accountancy | business, profession | recording, summarizing and reporting a business's financial transactions, including ledgers, financial statements, budgets, audits and tax
acids and bases | | chemistry | the chemistry of acidic and basic substances, with the pH scale, neutralization, indicators, buffers, titration and strong and weak acids
acne | pimples, breakouts | condition | a common skin condition with pimples, blackheads, whiteheads and cysts caused by blocked pores, oil and bacteria, treated with skincare and medicines
acoustic guitar | | guitar | a hollow bodied guitar that sounds without an amplifier, used for strumming chords, fingerpicking and singing along in folk, pop and country music
acrylic painting | acrylics | painting | painting with fast drying water based acrylic paints on canvas, paper or wood, using brushes, palette knives, layering and mixed media
acrylic pouring | paint pouring, fluid art, pour painting | painting | an abstract painting method where thinned acrylic paints are poured onto a canvas and tilted to make cells, swirls and marbled patterns
acting | | performing art | portraying a character in theatre, film or tv, using voice, body, emotion, script analysis, memorization and techniques to act truthfully
active directory | microsoft active directory | software | microsoft's directory service for managing users, computers, groups, passwords and permissions across a windows network, using domain controllers and group policy
active listening | listening skills | skill, communication | listening with full attention, showing understanding, asking questions and summarizing what the speaker said, used at work, in sales and in relationships
active listening | | listening | listening with full attention, eye contact and nods, asking questions, reflecting and summarising what the speaker says to show understanding
active recall | retrieval practice | study method | learning by testing yourself to pull information from memory, with flashcards, practice questions and blank page recall, instead of rereading
acupuncture | | therapy, traditional medicine | inserting thin needles into specific points on the body, based on traditional chinese medicine, to relieve pain and treat various conditions
addiction | | condition | a compulsive need to use a substance or do an activity despite harm, such as alcohol, drugs or gambling, treated with therapy, support groups and medicine
adhd | attention deficit disorder, add | condition | a neurodevelopmental condition affecting attention, impulsivity and activity levels, managed with medication, coaching, routines and support at school and work
adobe after effects | after effects | software | adobe software for motion graphics, visual effects and compositing, animating layers with keyframes, masks and effects
adobe illustrator | illustrator | software | adobe's vector graphics program for drawing logos, icons, illustrations and lettering with paths, the pen tool, shapes and artboards
adobe illustrator | | software | adobe vector drawing software used to create logos, icons, illustrations and typography with paths, the pen tool and shapes
adobe lightroom | lightroom | software | adobe photo editing and organizing software for adjusting exposure, color and tone, applying presets and managing large photo libraries
adobe photoshop | photoshop | software | adobe image editing software used for retouching photos, compositing, digital painting and graphics, using layers, masks, selections and filters
adobe premiere pro | premiere pro | software | adobe video editing software used for cutting footage on a timeline, adding effects, audio, titles and color for film, television and online video
adulting | | life skills | handling grown up tasks such as paying bills, budgeting, doing taxes, cooking, cleaning, renting, booking appointments and looking after a car
advertising | ads | marketing, promotion | paying to promote products or ideas through media such as TV, radio, print, billboards and online ads, using creative messages and targeting
aerial silks | aerial fabric, aerial tissue, silks | circus, acrobatics | a circus art where performers climb, wrap, hang and drop on long fabric hung from the ceiling, building strength and flexibility
aerobics | aerobic dance | exercise | rhythmic exercise to music, often in group classes, with steps, kicks, arm movements and jumps to raise the heart rate and build stamina
affiliate marketing | affiliate programs | marketing | earning commissions by promoting other companies' products through special links on blogs, videos or social media, paid per sale or lead
afrobeats | | music genre | a modern popular music style from nigeria and ghana mixing west african rhythms with hip hop, dancehall and pop, with percussive grooves and catchy vocals
after effects | adobe after effects | software | adobe's program for motion graphics and visual effects, animating text, shapes and layers with keyframes, masks, tracking and compositing
ageing | aging, growing older | process, life stage | the gradual changes in body and mind with age, including effects on muscles, bones, skin and memory, and ways to stay healthy in later life
agile | agile methodology, agile development | method | a way of running software projects in short iterations with frequent feedback, working software, collaboration and adapting to change, as in scrum and kanban
agile | agile methodology, agile project management | method, management | a flexible way of managing projects in short cycles called iterations or sprints, with frequent feedback, close teamwork and changing plans
ai agents | ai agent, agentic ai | software | ai systems built on language models that plan steps, use tools like search, browsers and code, and act on their own to complete tasks
ai art | ai generated art, ai image generation | art | making images from written text prompts with artificial intelligence tools such as midjourney, stable diffusion and dall e, then refining and editing them
ai ethics | responsible ai | ethics | the study of moral questions raised by artificial intelligence, including bias, fairness, privacy, transparency, accountability, job loss and safety
ai for business | ai at work, chatgpt for work | technology, tool | using artificial intelligence tools such as ChatGPT at work to draft emails, summarize documents, analyze data, write marketing copy and automate tasks
ai image generation | ai art, text to image | generative ai | creating pictures from text prompts with ai models like midjourney, dall e and stable diffusion, adjusting prompts, styles and settings
ai tools | ai apps | software | using ai applications like chatgpt, copilot, gemini and image generators for everyday tasks such as writing, research, summarizing, design and coding
air dry clay | | craft | a modeling clay that hardens in air without a kiln, used for small sculptures, dishes, ornaments and decorations that are then painted
air fryer cooking | air fryer, air frying | cooking | cooking food in a countertop appliance that blows hot air around a basket to crisp chips, chicken wings and vegetables with little oil
airbnb | | website | an online platform for booking short stays in private homes, rooms and apartments from hosts, with reviews, messaging and local experiences
albert einstein | einstein | physicist | the German born physicist who developed special and general relativity, explained the photoelectric effect and wrote E equals mc squared
alchemy | | protoscience, occultism | the medieval and early modern practice of seeking to turn base metals into gold and find an elixir of life, mixing chemistry, symbols and mysticism
alexander technique | | method | a method for improving posture, balance and ease of movement by unlearning habits of tension, widely taught to musicians, actors and singers
alexander technique | | method | a method of learning to notice and release unnecessary tension in posture and movement, taught with gentle hands on guidance from a teacher
algebra | | mathematics | the branch of mathematics that uses letters for unknown numbers, with expressions, equations, inequalities, functions, graphs and rules for solving them
algorithms | algorithm design | subject | step by step procedures for solving problems with computers, including sorting, searching, recursion, dynamic programming, graph algorithms and big o analysis
allergies | allergy | condition | immune reactions to usually harmless things like pollen, dust, pet dander and foods, causing sneezing, itching and rashes, treated with antihistamines
alterations | clothing alterations, clothes alterations | sewing | changing the fit of existing clothes by hemming, taking in or letting out seams, shortening sleeves and adjusting waists
alternative medicine | complementary medicine, holistic medicine | medicine | health practices used outside mainstream medicine, such as acupuncture, homeopathy, herbalism and energy healing, with varying scientific evidence
alzheimers disease | alzheimers | disease | the most common cause of dementia, a progressive brain disease causing memory loss, confusion and changes in behavior over years
amazon fba | fulfillment by amazon, selling on amazon | ecommerce | selling products on Amazon while Amazon stores, packs and ships them, involving product research, sourcing, listings, reviews, advertising and fees
american civil war | us civil war | war | the war from 1861 to 1865 between the Union and the Confederate states over slavery and secession, with Lincoln, Gettysburg and emancipation
american football | gridiron football, gridiron | sport, team sport | a team sport of eleven players a side who run, pass and kick an oval ball to score touchdowns and field goals, with tackling, downs and helmets
american literature | | literature | literature written in the united states from colonial times to today, including twain, melville, hemingway, fitzgerald and toni morrison
american revolution | revolutionary war | revolution | the war and political revolution from 1765 to 1783 in which thirteen British colonies won independence and formed the United States
american sign language | asl | sign language | the sign language of deaf communities in the united states and english canada, with handshapes, fingerspelling and facial grammar, related to french sign language
amigurumi | | crochet | crocheting or knitting small stuffed toys and animals, worked in spirals of single crochet with yarn, stuffing and safety eyes
anaphylaxis | anaphylactic shock | condition, emergency | a severe, fast allergic reaction causing swelling, breathing problems and low blood pressure, treated with an epinephrine auto injector and emergency care
anatomy | human anatomy | science, biology | the study of the structure of the human body, including bones, muscles, organs, nerves and blood vessels and how they fit together
ancient egypt | | civilization | the civilization along the Nile ruled by pharaohs for about three thousand years, with pyramids, mummies, hieroglyphs, temples and gods
ancient greece | | civilization | the Greek city states such as Athens and Sparta, with democracy, philosophy, the Olympic games, myths, theater and the Persian and Peloponnesian wars
ancient greek | classical greek | language | the Greek language of ancient times, with its alphabet, grammar and texts by Homer, Plato and the New Testament writers
ancient greek | classical greek | language | the language of ancient athens and the greek world, read in homer, plato and the new testament, studied for grammar, translation and classics
ancient philosophy | | philosophy | the philosophy of ancient Greece and Rome, from the Presocratics through Socrates, Plato and Aristotle to the Stoics and Epicureans
ancient rome | | civilization | the Roman civilization from the founding of Rome through the republic and empire, with senators, legions, roads, aqueducts, law and Latin
android | android os | operating system | google's operating system for smartphones and tablets, with the play store, home screen widgets, google apps and settings customized by phone makers
android development | android app development | mobile app development | building apps for android phones and tablets with kotlin or java in android studio, using layouts, jetpack compose and the play store
angel investing | angel investment, angel investors | investment | wealthy individuals putting their own money into early stage startups in exchange for shares, often also giving advice and business contacts
anger management | | skill | learning to recognise triggers and control anger through pausing, breathing, calm communication and changing angry thoughts
angular | angular framework | framework | a typescript web framework from google for building single page applications, with components, modules, services, dependency injection and routing
animal shelter volunteering | shelter volunteering | volunteering | helping at animal shelters by walking dogs, feeding animals, cleaning kennels, socialising cats and supporting adoptions
animation | | art | making moving pictures from a series of drawings, models or computer images shown quickly in sequence, using timing, keyframes and motion
anime | japanese animation | animation | japanese style animated television series and films with distinctive character designs and many genres, often adapted from manga
anki | | software | a free flashcard program using spaced repetition to review cards for languages, medicine and exams, with shared decks and custom card types
anthropology | | social science | the study of humans, their cultures, societies, languages, biology and evolution, using fieldwork, observation and comparison
anti aging skincare | anti ageing skincare | skincare | skincare aimed at reducing signs of ageing such as wrinkles, fine lines and dark spots, using retinoids, sunscreen, antioxidants and moisturizers
anxiety | anxiety disorder | condition, emotion | excessive worry, fear and nervousness, with symptoms like a racing heart and tension, managed with therapy, coping skills and sometimes medication
apache spark | spark | software | a distributed engine for processing big data across clusters, with dataframes, sql queries, streaming and machine learning in python, scala or java
api | application programming interface, apis | interface | a defined way for programs to talk to each other, with endpoints, requests, responses and data formats, letting apps use other services
appliance repair | | repair | finding and fixing faults in household machines such as washing machines, fridges, dishwashers and ovens, replacing parts like belts, seals, pumps and heating elements
aquarium keeping | fishkeeping, fish keeping, aquariums | hobby | keeping fish and water plants in tanks, including cycling the tank, filters, heaters, water testing, feeding and regular water changes
arabic | | language | the semitic language of the middle east and north africa, spoken in cairo, riyadh, dubai and casablanca, written right to left, with modern standard arabic and spoken dialects
archaeology | archeology | science | the study of the human past through material remains, with excavation, survey, artifacts, dating methods, sites and museums
archery | | sport | the sport of shooting arrows with a bow at a target, involving stance, drawing, aiming and release, using recurve, compound or traditional bows
arduino | | computer | an open source microcontroller board and coding environment used by makers to read sensors and control leds, motors and displays with simple c plus plus sketches
aristotle | | philosopher | the Greek philosopher, student of Plato and tutor of Alexander the Great, who wrote on logic, ethics, politics, biology and poetics
arithmetic | | mathematics | basic calculation with numbers: addition, subtraction, multiplication and division, plus fractions, decimals, percentages, ratios and order of operations
aromatherapy | essential oil therapy | alternative medicine | using scented essential oils from plants such as lavender and peppermint, through inhaling, diffusers, baths or massage, to promote relaxation and mood
arranging | music arranging | composition | adapting an existing song or piece for different instruments, voices or styles, writing new parts, voicings, intros and harmonies
art appreciation | | study | learning to look at, understand and enjoy works of art, discussing subject, style, technique, meaning and context in museums and galleries
art history | | history | the study of painting, sculpture, architecture and other visual art over time, its styles, movements, famous artists and historical context
art of war | | treatise | the ancient Chinese book on military strategy attributed to Sun Tzu, with lessons on planning, deception and terrain, also applied to business
art therapy | | therapy | a form of therapy that uses drawing, painting, sculpting and other art making to help people express feelings, reduce stress and heal
arthritis | | condition | inflammation and pain in the joints, including osteoarthritis and rheumatoid arthritis, causing stiffness and swelling, managed with exercise, medicines and surgery
artificial intelligence | ai | technology | making computers perform tasks that need human like intelligence, such as learning, reasoning, understanding language, recognizing images and making decisions
arts and crafts | crafts, crafting | hobby | making decorative and useful things by hand from materials such as paper, fabric, yarn, clay, wood and paint
ashtanga yoga | ashtanga | yoga | a vigorous style of yoga following a set series of postures in the same order, linked by steady breathing and flowing movements
assembly language | assembly, asm | programming language | low level programming in processor instructions, using registers, memory addresses, jumps and the stack, for x86, arm and embedded chips
assertiveness | assertive communication, being assertive | skill, communication | stating your needs, opinions and boundaries clearly and respectfully, without being passive or aggressive, including saying no and making requests
assertiveness | being assertive, assertiveness training | social skill | stating your needs, opinions and limits clearly and respectfully, saying no and standing up for yourself without aggression or passivity
asset allocation | | strategy | dividing investments among asset classes such as stocks, bonds, cash and property according to goals, time horizon and tolerance for risk
asthma | | condition | a long term lung condition in which airways narrow and swell, causing wheezing, coughing and breathlessness, controlled with inhalers and avoiding triggers
astrology | | divination | the belief that positions of the Sun, Moon and planets affect human life, with zodiac signs, houses, aspects, horoscopes and birth charts
astrology | horoscopes | divination | the belief that positions of the sun, moon and planets at birth shape personality and events, with zodiac signs, birth charts and houses
astronomy | | science | the study of stars, planets, moons, galaxies and the universe, using telescopes, observation, physics and mathematics
astrophotography | | photography | photographing the night sky, stars, the milky way, the moon and planets, using long exposures, tripods, star trackers and telescopes
astrophotography | | photography | photographing the night sky, stars, planets, the Milky Way and deep sky objects using cameras, telescopes, tracking mounts and long exposures
athletics | track and field | sport | a group of sports including sprints, distance running, hurdles, relays, jumps and throws such as long jump, high jump, shot put and javelin
atomic habits | | book | james clear's book on building good habits and breaking bad ones through small changes, habit stacking, cues, cravings, responses and rewards
attachment parenting | | parenting | a parenting style aiming for close bonding with babies through babywearing, breastfeeding, co sleeping and quick response to crying
attachment styles | attachment theory | theory | patterns of relating in close relationships, secure, anxious, avoidant and disorganized, that begin in childhood and shape adult love and friendship
attachment theory | attachment styles | theory | the theory from Bowlby and Ainsworth that early bonds with caregivers shape relationships, with secure, anxious and avoidant styles
audio engineering | sound engineering, recording engineering | engineering, audio | the technical work of recording, mixing and reproducing sound with microphones, mixing consoles, daws, speakers and room acoustics in studios and venues
auditing | audit, financial audit | examination, accounting | independently examining an organization's financial records and controls to check that they are accurate, complete and follow the rules
audition | auditioning, audition technique | performance | a tryout for a role in theatre, film, music or dance, preparing monologues, songs, self tapes and cold reads to impress casting directors
augmented reality | ar | technology | technology that places digital images and information on top of the real world through phone cameras or smart glasses, used in games, shopping and training
auslan | australian sign language | sign language | the sign language of the deaf community in australia, used in sydney and melbourne, related to british sign language with two handed fingerspelling
autism | autism spectrum disorder, asd, autism spectrum | condition | a lifelong neurodevelopmental difference affecting social communication, sensory processing and behavior, supported through understanding, therapies and adjustments
autocad | | software | autodesk's computer aided design program for precise 2d drafting and 3d modeling, used for architectural plans, engineering drawings and layouts
aws | amazon web services | platform | amazon's cloud computing platform offering services like ec2 virtual servers, s3 storage, lambda functions, databases, networking and machine learning
ayurveda | ayurvedic medicine | traditional medicine | a traditional indian system of medicine using diet, herbs, massage, yoga and cleansing, based on balancing three body energies called doshas
b2b sales | b2b selling, enterprise sales | sales | selling products or services to other companies, involving long sales cycles, several decision makers, demos, proposals and account relationships
baby led weaning | blw | weaning | starting babies on solid food by letting them feed themselves soft finger foods instead of purees, with advice on safety and gagging
baby sign language | baby signing | sign language, parenting | simple hand signs taught to babies and toddlers before they can talk, for words such as milk, more, eat and all done
babysitting | | child care | looking after children while parents are out, with feeding, play, bedtime, safety, first aid and babysitter courses
bach | johann sebastian bach, js bach | composer | the german baroque composer and organist known for fugues, the well tempered clavier, brandenburg concertos, cantatas and passions
bachata | bachata dance | latin dance | a latin partner dance from the dominican republic with a side to side step and a hip tap on four, danced close or with turns
back end development | backend development, back end, backend | web development | building the server side of apps, including apis, databases, authentication, business logic and hosting, with languages like node, python, java or php
back pain | | condition | pain in the back, often the lower back, from muscle strain, posture or disc problems, managed with movement, exercise, physiotherapy and pain relief
backgammon | | board game | a two player race game with dice where each player moves fifteen checkers around a board of 24 points to bear them off first, with a doubling cube
backpacking | backpacker travel | travel | low cost independent travel with a backpack, staying in hostels, using buses and trains and exploring several countries over weeks or months
backyard chickens | keeping chickens, raising chickens | animal husbandry | keeping a small flock of hens at home for eggs, with a coop, run, nest boxes, feed, water, predator protection and health care
badminton | | sport | a racket sport in which players hit a feathered shuttlecock over a high net, with serves, clears, drop shots, smashes and quick footwork on a court
baking | | cooking | cooking food such as bread, cakes, pastries and cookies with dry heat in an oven, using flour, sugar, eggs, butter and yeast or baking powder
ballet | classical ballet | dance | a classical theatre dance with turnout, five positions, barre exercises, pointe work, jumps and turns, performed in works like swan lake and the nutcracker
balloon twisting | balloon modelling, balloon art, balloon animals | craft, entertainment | shaping long modeling balloons into animals, hats and figures by twisting and locking them, performed at parties and events
ballroom dance | ballroom dancing | dance | formal partner dances such as waltz, foxtrot, tango and quickstep plus latin dances, taught in studios and performed in dancesport competitions
banjo | | string instrument | a string instrument with a round drum like body and a bright twangy sound, played by three finger picking or clawhammer in bluegrass and folk
banking | personal banking, bank accounts | service, finance | using banks for everyday money needs, including checking and savings accounts, debit cards, transfers, online banking, loans and fees
bankruptcy | filing for bankruptcy, insolvency | legal process | a legal process for people or companies who cannot pay their debts, involving courts, selling assets or repayment plans, and lasting credit damage
barbecue | bbq, barbeque, low and slow | cooking | slowly cooking meats such as brisket, ribs and pork shoulder over low indirect heat and wood smoke in a smoker or pit, with rubs and sauces
barista skills | barista, barista training | skill | making espresso drinks in a café, including grinding, dosing, tamping, pulling shots, steaming and texturing milk, latte art and cleaning the machine
barre | barre workout | exercise | a workout inspired by ballet, using a barre for small pulsing movements, light weights, stretching and core work to build strength and posture
bartending | bartender, bar work | job | preparing and serving drinks behind a bar, including mixing cocktails with jiggers and shakers, pouring beer and wine, working fast and serving customers
baseball | | sport, team sport | a bat and ball sport between two teams of nine, with pitching, hitting, running bases and fielding on a diamond to score runs over nine innings
bash scripting | shell scripting, bash | programming | writing scripts for the bash shell on linux and mac to automate tasks with commands, variables, loops, conditions, pipes and files
basket weaving | basketry | craft | making baskets by weaving flexible materials such as willow, rattan, reed, pine needles or grass into shapes
basketball | hoops | sport, team sport | a team sport of five players a side who dribble, pass and shoot a ball through a raised hoop, with rebounds, free throws and defense on a court
basque | euskara | language | the language isolate of the basque country in spain and france, spoken in bilbao and san sebastian, unrelated to any other living language
bass guitar | bass, electric bass | string instrument | a usually four string guitar pitched an octave below the guitar that plays low notes and bass lines, locking in with the drums in a band
batik | | craft | decorating cloth by drawing designs in melted wax with a tjanting tool or stamp, then dyeing it, so waxed areas resist the dye
beading | beadwork | craft | stringing or stitching beads into jewelry and decorations, using thread, wire and stitches such as peyote and brick stitch
beard grooming | beard care | grooming | caring for a beard by trimming, shaping, washing and conditioning, using trimmers, combs, beard oils and balms
beat making | beatmaking, making beats | music production | creating instrumental beats for hip hop and pop using drum machines, samplers or a daw, with drum patterns, 808 bass, samples and loops
beatboxing | beatbox, vocal percussion | music, performance | making drum beats, bass lines and sound effects with the mouth, lips, tongue and voice, often with a microphone and looper
beekeeping | apiculture | farming | keeping colonies of honeybees in hives for honey and wax, including inspecting frames, managing swarms, treating mites, feeding and harvesting honey
beer | | alcoholic drink | an alcoholic drink brewed from malted grain, hops, water and yeast, in styles such as lager, ale, stout and IPA, and its tasting
beethoven | ludwig van beethoven | composer | the german composer who bridged the classical and romantic eras, known for nine symphonies, piano sonatas and string quartets written while going deaf
behavioral economics | behavioural economics | economics | the study of how psychology affects economic decisions, including biases, rules of thumb, nudges and why people act against their own interests
behavioral finance | behavioural finance, investor psychology | finance, psychology | the study of how emotions and mental biases, such as overconfidence, loss aversion and herd behavior, affect money and investment decisions
belly dance | belly dancing, oriental dance, raqs sharqi | dance | a middle eastern dance with isolations of the hips, chest and belly, shimmies, undulations and veil or finger cymbal work
belting | | singing, vocal technique | a loud, bright singing technique that carries chest voice into the high range, used in musical theatre, pop, rock and gospel
bengali | bangla | language | the language of bangladesh and the indian state of west bengal, spoken in dhaka and kolkata, written in its own bengali script, with rich poetry and song
bhagavad gita | gita | scripture | the Hindu scripture in the Mahabharata where Krishna teaches Arjuna about duty, action, devotion, knowledge and the self
bhangra | | folk dance | a lively punjabi folk dance with jumps, shoulder shrugs and raised arms, danced to dhol drum beats at harvest festivals and weddings
bharatanatyam | bharata natyam | dance | a classical dance of tamil nadu with geometric footwork, a bent knee stance, hand gestures called mudras, facial expression and storytelling
bible | the bible, holy bible | scripture | the sacred book of Christianity, with the Old and New Testaments, the Gospels, its history, translations and interpretation
bible study | | study | reading and discussing the Bible in a group or alone, with passages, context, interpretation, prayer and applying teachings to life
big bang | big bang theory | theory | the scientific theory that the universe began hot and dense about 13.8 billion years ago and has expanded since, supported by background radiation
big data | | data | extremely large and fast growing data sets that need distributed tools like hadoop, spark and cloud storage to store, process and analyse them
big five | five factor model, ocean model | personality model | the research based personality model of five traits: openness, conscientiousness, extraversion, agreeableness and neuroticism, measured by questionnaires
bike repair | bicycle repair, bicycle maintenance, bike maintenance | repair | fixing and servicing bicycles, such as mending punctures, adjusting brakes and gears, cleaning and oiling the chain and truing wheels
biochemistry | | chemistry, biology | the chemistry of living things, including proteins, enzymes, carbohydrates, lipids, nucleic acids, metabolism and cell energy
biohacking | | practice | self experimenting with diet, supplements, sleep, cold, light and data from wearables to improve health, performance and longevity
biology | | science | the science of living things, including cells, genes, evolution, anatomy, physiology, ecology, plants, animals and microorganisms
biotechnology | biotech | technology | using living cells, organisms and biological processes to make products such as medicines, vaccines, crops, enzymes and biofuels
bipolar disorder | manic depression, bipolar | condition | a mental health condition with episodes of depression and mania or hypomania, affecting mood, energy and sleep, managed with mood stabilizers and therapy
bird keeping | aviculture, pet birds | pet care | keeping pet birds such as budgies, canaries and parrots, with cages or aviaries, perches, seed and fresh food, toys, taming and training
bitcoin | btc | cryptocurrency | the first cryptocurrency, launched in 2009, using a blockchain, mining, a fixed supply of 21 million coins and direct transfers without banks
black holes | black hole | celestial body | regions of space where gravity is so strong that not even light escapes, with event horizons, singularities, accretion disks and Hawking radiation
blackjack | twenty one, 21 | card game, gambling | a casino card game where players try to beat the dealer by getting close to 21 without going bust, using basic strategy and card counting
blacksmithing | | craft | heating iron and steel in a forge and shaping it with hammer and anvil to make tools, hooks, knives and decorative ironwork
blender | | software | a free open source 3d program for modeling, sculpting, texturing, rigging, animation, rendering, visual effects and video editing
blender | | software | free open source 3d software for modeling, sculpting, texturing, animation, rendering and video editing
blockchain | blockchain technology | technology | a shared digital ledger copied across many computers, where records are grouped in linked blocks secured by cryptography and consensus, used for cryptocurrencies
blockchain | blockchain technology | technology, database | a shared digital ledger copied across many computers where transactions are grouped into linked blocks, used for cryptocurrencies and tracking records
blogging | | writing | writing and publishing regular posts on a personal or business website, choosing topics, building readers and sometimes earning income
blues | blues music | music genre | an african american music style built on the twelve bar form, blue notes and call and response, expressing hardship through guitar, harmonica and voice
board games | board game | game | games played on a board or table with pieces, cards or dice, from classics like chess and monopoly to modern strategy games like catan
bob ross | | painter | american painter and television host of the joy of painting, who taught quick wet on wet oil landscapes with happy little trees
body language | nonverbal cues | communication | communicating through posture, gestures, facial expressions, eye contact and personal space, and reading these signals in others
body language | nonverbal communication | communication | communicating through posture, gestures, facial expressions, eye contact, personal space and tone, and reading these signals in others
body scan | body scan meditation | meditation | a meditation moving attention slowly through each part of the body, noticing sensations and tension, often used for relaxation and sleep
bodybuilding | | sport, exercise | developing muscle size, shape and definition through weight training, high protein eating and dieting, sometimes for posing competitions on stage
bollywood dance | bollywood dancing | dance | an energetic dance style from hindi films mixing indian classical, folk, bhangra and western moves with expressive hands, faces and storytelling
bonds | bond, bond investing | security, investment | loans to governments or companies that pay regular interest and return the principal at maturity, with prices affected by interest rates and credit risk
bonsai | | horticulture | the Japanese art of growing and shaping small trees in shallow pots by pruning, wiring, root trimming and repotting over many years
book club | reading group, book group | group | a group of people who read the same book and meet regularly to discuss its story, characters, themes and their reactions
bookbinding | | craft | making books by folding paper into signatures, sewing them together and adding covers, with methods such as coptic and case binding
bookkeeping | | accounting | recording the daily financial transactions of a business, such as sales, purchases, receipts and payments, in ledgers or accounting software
bootstrap | bootstrap css | framework | a css framework with ready made grid layouts, buttons, forms, navigation bars and components for quickly building responsive websites
bootstrapping | self funding, bootstrapped startup | financing | building a business with the founders' own savings and the company's own revenue instead of money from outside investors
bossa nova | | music genre, latin music | a gentle brazilian music style mixing samba rhythms and jazz harmony, with soft vocals and nylon string guitar, from rio de janeiro in the 1950s
botanical illustration | botanical art | illustration | detailed, accurate drawing and painting of plants, flowers, leaves and seeds, often in watercolor or pencil, for science or decoration
botany | plant biology, plant science | biology | the study of plants, including their structure, growth, photosynthesis, reproduction, classification and uses by people
botox | botulinum toxin injections | cosmetic treatment | injections of botulinum toxin that relax muscles to smooth wrinkles, also used medically for migraine, heavy sweating and muscle spasms
bouldering | | sport | climbing short walls or boulders without ropes over crash pads, focusing on strength, body position, technique and solving short routes called problems
boundaries | personal boundaries, healthy boundaries | skill | the limits people set on what behaviour, time and contact they accept from others, and how to say no and communicate them clearly
bowling | tenpin bowling, ten pin bowling | sport | an indoor sport in which players roll a heavy ball down a wooden lane to knock over ten pins, scoring strikes and spares over ten frames
boxing | | sport, martial art | a combat sport in which two fighters punch with padded gloves, using jabs, hooks, uppercuts, footwork, defense and conditioning, fought in rounds in a ring
braille | | writing system | a writing system of raised dots in cells of six, read by touch by blind and visually impaired people, with contractions, braille music and math codes
braising | | cooking | cooking meat or vegetables by first searing them and then simmering them slowly in a covered pot with a little liquid until very tender
branding | brand building, brand strategy | marketing | creating a distinctive identity for a business, including its name, logo, colors, voice and values, and the image customers hold of it
branding | brand identity, brand design | design | creating the name, logo, colors, fonts, voice and visual style that make a company or product recognizable and consistent
brazilian jiu jitsu | bjj, jiu jitsu | martial art, sport | a grappling martial art focused on ground fighting, using positions, guards, sweeps, joint locks and chokes to control and submit opponents
bread baking | bread making, breadmaking | baking | making bread from flour, water, yeast and salt by mixing, kneading, proofing, shaping, scoring and baking loaves and rolls
breakdancing | breaking, b boying, bboying | street dance | an acrobatic street dance from the bronx with toprock, footwork, freezes and power moves like windmills, performed in battles and at the olympics
breakup recovery | getting over a breakup, heartbreak recovery | coping | coping after a relationship ends, with grief, no contact, self care, support from friends and rebuilding confidence and routine
breastfeeding | | feeding, parenting | feeding a baby with milk from the breast, covering latch, positions, milk supply, pumping and common problems like sore nipples
breastfeeding | nursing, breast feeding | feeding | feeding a baby with breast milk, including latch, positions, milk supply, pumping, feeding schedules and help from lactation consultants
breathwork | breathing exercises, breathing techniques | practice | exercises that control the pace and depth of breathing, such as box breathing, pranayama and slow breathing, to relax, focus or energize
breathwork | breathing exercises, breathing techniques | practice | conscious breathing exercises for relaxation, energy and emotional release, such as box breathing, slow breathing and holotropic breathwork
bridge | contract bridge | card game | a four player partnership trick taking card game with bidding to set a contract, then play to win tricks, using conventions and scoring
british sign language | bsl | sign language | the sign language of deaf people in the united kingdom, used in london, manchester and glasgow, with two handed fingerspelling and regional signs
brokerage account | investment account, brokerage | account | an account with a broker used to buy and sell stocks, bonds, funds and other investments, including order types, fees and taxes
brush lettering | brush calligraphy | lettering | writing decorative letters with brush pens or paintbrushes, using thick downstrokes and thin upstrokes, popular for cards, journals and signs
bubble tea | boba, boba tea, pearl milk tea | drink | a sweet Taiwanese tea drink with milk or fruit and chewy tapioca pearls, served cold with a wide straw
buddhism | | religion | the religion and philosophy based on the teachings of the Buddha, with the Four Noble Truths, Eightfold Path, karma, meditation and nirvana
budget cooking | cooking on a budget, cheap meals | cooking | making tasty meals cheaply by planning, buying seasonal and bulk ingredients, using pantry staples and leftovers, and wasting less food
budget cooking | cooking on a budget, cheap meals | cooking | making filling, healthy meals for little money with cheap staples, bulk buying, leftovers, batch cooking and less food waste
budget travel | cheap travel | travel | travelling on little money by finding cheap flights, hostels, street food, free activities, public transport and off season deals
budgeting | budget, making a budget | planning, finance | planning how to spend and save income by tracking expenses, setting limits for each category and comparing the plan with actual spending
budgeting | personal budgeting | money management | planning how to spend and save money by tracking income and expenses, setting limits by category and reviewing each month
building credit | improving credit, credit repair | personal finance | raising your credit score by paying bills on time, keeping card balances low, fixing errors in credit reports and keeping old accounts open
bullet journal | bujo, bullet journaling | journaling | a handwritten planner system using a dotted notebook with an index, rapid logging, monthly logs and trackers, often decorated with drawings
bullet journal | bujo, bullet journaling | planner | ryder carroll's paper planning method with rapid logging, bullets, an index, future and monthly logs, habit trackers and task migration
burnout | work burnout, job burnout | exhaustion, stress | a state of long term physical and emotional exhaustion from work stress, with tiredness, cynicism and poor performance, and ways to prevent and recover from it
burnout | | condition | a state of emotional, physical and mental exhaustion from long term work stress, with cynicism and reduced performance, addressed by rest and changes
bushcraft | wilderness skills, survival skills | skill, activity | traditional skills for living in the wild, such as lighting fires, building shelters, knife use, knots, foraging, navigation and finding water
business communication | workplace communication, communication at work | communication | exchanging information at work through meetings, emails, reports, presentations, chat and conversations with colleagues, managers and clients
business development | biz dev, bd | activity | creating long term growth for a company through partnerships, new markets, key relationships and new sales opportunities
business english | english for business, professional english | english, language | English for work settings, including vocabulary and phrases for meetings, emails, presentations, negotiations, phone calls and job interviews
business ethics | ethics in business | ethics | the study of right and wrong conduct in business, including honesty, fairness, conflicts of interest, bribery, corporate responsibility and treatment of workers
business etiquette | professional etiquette, workplace etiquette | etiquette | polite behaviour at work, including greetings, handshakes, dress codes, meetings, emails, business cards and respect for colleagues
business formation | incorporation, registering a business, forming a company | process, law | the legal steps to set up a business, such as choosing a structure, registering a name, getting licenses, tax numbers and a bank account
business intelligence | bi | analysis | turning business data into reports, dashboards and insights for decision making, using data warehouses, sql and tools like power bi and tableau
business intelligence | bi, bi tools | analysis, technology | using data tools, dashboards and reports to turn company data into insights for decision making, with software such as Power BI and Tableau
business law | commercial law, corporate law | law | the rules governing businesses, including contracts, company structures, employment, intellectual property, consumer protection and settling disputes
business model | | plan, strategy | the way a company creates value and earns money, covering its customers, products, pricing, costs, sales channels and revenue streams
business plan | business planning | plan, document | a written document describing a business idea, its market, competitors, marketing, operations, team and financial forecasts, used to guide the company and win funding
business strategy | strategic management, corporate strategy | planning, management | deciding how a company will compete and grow, using market analysis, competitive advantage, goals, resource choices and long term plans
business writing | professional writing, workplace writing | writing | writing clear documents for work such as emails, reports, memos and proposals, with plain language, good structure and the right tone
busking | street performance, street performing | performance | performing music, magic or other acts in public streets and squares for tips from passers by, choosing a pitch and drawing a crowd
butchery | butchering, meat cutting | trade | cutting animal carcasses into joints and cuts of meat by trimming, deboning, tying roasts and grinding mince, using knives, cleavers and saws
c plus plus | c++, cpp | programming language | a compiled programming language extending c with classes, templates and the standard library, used for games, graphics, finance and performance critical software
c programming | c language, ansi c | programming language | a low level compiled programming language using pointers, manual memory management and structs, used for operating systems, embedded devices and fast programs
c sharp | c#, csharp | programming language | a microsoft object oriented programming language on the dotnet platform, used for windows apps, web services with asp.net and games in unity
cad | computer aided design | design | using software to create precise 2d drawings and 3d models of parts, buildings and products, with dimensions, constraints and technical drawings
cajon | box drum | drum | a box shaped percussion instrument from peru that the player sits on and slaps on the front face, used in acoustic and flamenco music
cake | cakes, cake baking | dessert | a sweet baked food made from flour, sugar, eggs and fat, such as sponge, layer, pound and chiffon cakes, often filled and iced
cake decorating | | baking | decorating cakes with buttercream, fondant, royal icing and piping bags and tips, including levelling, filling, stacking, smooth coating and sugar flowers
calculus | | mathematics | the mathematics of change and accumulation, using limits, derivatives and integrals to find rates, slopes, areas under curves, volumes and series
calisthenics | bodyweight training, bodyweight exercise | exercise | strength training using your own body weight, with push ups, pull ups, dips, squats, planks and skills such as handstands and muscle ups
call of duty | cod | video game | a series of fast first person military shooter games with story campaigns, online multiplayer modes and the warzone battle royale
calligraphy | | art | the art of beautiful handwriting with broad nib pens, pointed pens or brushes and ink, using letter forms, strokes and spacing
calorie counting | | dieting | tracking the energy in food and drink eaten each day, using labels and apps, to manage body weight through a calorie deficit or surplus
camino de santiago | camino, way of saint james | pilgrimage | the pilgrimage walking routes across spain, france and portugal to santiago de compostela, with hostels, scallop shells, passport stamps and long daily walks
camping | | activity | staying outdoors overnight in a tent, camper or cabin, involving choosing a site, pitching tents, campfires, outdoor cooking and leaving no trace
cancer | | disease | diseases in which abnormal cells grow uncontrollably and can spread, such as breast, lung and skin cancer, treated with surgery, chemotherapy and radiation
candle making | | craft | making candles by melting wax such as soy, paraffin or beeswax, adding fragrance and color, and pouring it around a wick into molds or jars
candy making | sweet making, confectionery making | cooking | making sweets such as fudge, toffee, caramels, marshmallows and lollipops by boiling sugar to set stages checked with a candy thermometer
canning | home canning, bottling | food preservation | preserving fruit, vegetables, jams and sauces in sealed glass jars heated in a boiling water bath or pressure canner to kill microbes
cantonese | yue chinese | language | the chinese language of hong kong, macau and guangdong province, spoken in guangzhou and chinatowns abroad, with six or more tones and traditional characters
canva | | software | an easy online design tool with templates for social media posts, presentations, posters, flyers and videos, using drag and drop elements
canva | | software | an online design app with templates, drag and drop elements, photos and fonts for making social media posts, presentations, posters and videos
capcut | | software | a free video editing app for phones and computers, popular for short social media videos, with templates, captions, effects and music
capital gains tax | capital gains | tax | tax on profit from selling assets such as stocks, property or crypto, often with different rates for short term and long term holdings
capitalism | | economic system | the economic system based on private ownership, markets, profit, competition, investment and wage labor, with its history and critiques
capsule wardrobe | | wardrobe | a small collection of versatile clothes that mix and match, chosen to cover most occasions with fewer items and less shopping
capture the flag | ctf, ctf challenges | competition | a cybersecurity competition where players solve hacking challenges in web security, cryptography, forensics and reverse engineering to find hidden flags
car detailing | auto detailing, car valeting | cleaning | thorough cleaning and restoring of a car inside and out, with washing, clay bar, polishing, waxing, ceramic coating and shampooing seats and carpets
car insurance | auto insurance, motor insurance | insurance | insurance covering vehicle accidents, theft and liability, with premiums, deductibles, coverage types, claims and effects of your driving record
car maintenance | car care, vehicle maintenance | maintenance | looking after a car by checking oil, coolant, tyres, brakes, lights, wipers and battery, changing fluids and filters and following the service schedule
car maintenance | basic car care | maintenance | keeping a car in good condition by checking oil, tyres, brakes, fluids, lights and battery and following service schedules
car repair | auto repair, car mechanics, auto mechanics | repair | finding and fixing faults in a car's engine, brakes, suspension, electrics and gearbox, using tools, repair manuals and diagnostic code readers
card games | card game | game | games played with a deck of playing cards or special cards, involving dealing, tricks, melds and betting, such as poker, bridge and rummy
card magic | card tricks | magic | magic performed with playing cards, using shuffles, forces, controls, false cuts and sleights to make chosen cards appear, change or vanish
card making | cardmaking | paper crafts | making handmade greeting cards with cardstock, stamps, ink, die cuts, embossing, stickers and hand lettering
cardio | cardiovascular exercise, aerobic exercise | exercise | exercise that raises the heart rate for a sustained time, such as running, cycling, swimming and rowing, to build endurance and heart health
cardistry | card flourishing, flourishing | performance, skill | the art of handling playing cards in visually impressive ways, with cuts, spins, fans and springs, focused on display rather than trickery
career change | changing careers, career switch | change | moving to a different kind of work, involving self assessment, transferable skills, retraining, networking and job searching in a new field
career development | career planning, career growth | development | planning and building your working life through goals, new skills, promotions, mentors, training and well chosen job moves
caregiving | caring, family caregiving | care | looking after a relative or other person who is ill, disabled or elderly, including daily care, medicines, support services and caring for yourself
caribbean cuisine | caribbean cooking, caribbean food | cuisine | the cooking of the Caribbean islands, blending African, Indian and European influences, with jerk chicken, rice and peas, plantains and scotch bonnet peppers
carl jung | jung | psychiatrist | the Swiss psychiatrist who founded analytical psychology, with archetypes, the collective unconscious, introversion and extraversion and the shadow
carnatic music | carnatic classical music, karnatak music | classical music | the classical music of south india, based on ragas and talas, with composed kritis performed by voice, veena, violin and mridangam
carpentry | | trade | building and repairing wooden structures and fittings such as frames, floors, stairs, doors, shelves and cabinets by measuring, cutting and fixing timber
cartography | mapmaking | science | the art and science of making maps, including projections, scale, symbols, map design and digital mapping
cartooning | cartoon drawing | drawing | drawing simplified, exaggerated characters and funny scenes for comic strips, editorial cartoons and caricatures, using expressive faces and bold lines
cash flow management | cash flow, managing cash flow | management | tracking and planning the money coming into and going out of a business or household so bills can be paid and shortfalls avoided
cast iron cooking | cast iron skillet, cast iron pan | cooking | cooking with heavy cast iron pans and dutch ovens, including seasoning them with oil, searing, baking, cleaning and preventing rust
cat care | looking after cats | pet care | looking after cats, including feeding, litter trays, grooming, play, scratching posts, vaccinations, neutering and understanding how cats behave
catalan | catala | language | the romance language of catalonia, valencia, the balearic islands and andorra, spoken in barcelona and valencia, and close to spanish, french and occitan
catan | settlers of catan | board game | a strategy board game where players gather resources from hexagon tiles, trade and build roads, settlements and cities to reach ten victory points
cbd | cannabidiol, cbd oil | supplement, compound | a non intoxicating compound from the cannabis plant, sold as oils, gummies and creams and used for pain, anxiety and sleep
ccna | cisco certified network associate | certification | cisco's entry level networking certification covering ip addressing, subnetting, routing, switching, vlans, wireless, security basics and network automation
cell biology | cytology | biology | the study of cells, their membranes, nucleus, organelles, metabolism, division and communication, using microscopes and lab techniques
cello | violoncello | string instrument | a large bowed string instrument played seated between the knees, with a deep rich tone, used in orchestras, chamber music and solo works
ceramics | | craft | making objects of clay fired hard in a kiln, including pottery, tiles and sculpture, with shaping, drying, glazing and firing
cha cha | cha cha cha | latin dance | a lively latin ballroom dance from cuba with a triple chasse step counted two three four and one, and flirtatious hip movement
chai | masala chai | tea | Indian spiced milk tea made by boiling black tea with milk, sugar and spices such as cardamom, ginger, cinnamon and cloves
chakras | chakra | concept | the energy centers along the body in Indian spiritual traditions, usually seven, with their colors, meanings and practices for balancing
chakras | chakra balancing, chakra healing | spiritual practice | the seven energy centres of indian yoga traditions, from root to crown, each with colors and meanings, balanced through meditation, breath and sound
changing a tire | changing a tyre, tire change, tyre change | car maintenance | replacing a flat or damaged wheel with the spare using a jack and wheel brace, and checking tyre pressure and tread
character design | | design | creating the look and personality of characters for animation, games and comics, through sketches, silhouettes, costumes, expressions and turnaround sheets
charcoal drawing | | drawing | drawing with sticks or pencils of charcoal on paper, smudging and erasing to create strong darks, soft tones and dramatic light
charcuterie | | food | cured and prepared meats such as ham, bacon, salami, sausages and pâté, their making by salting, curing, smoking and drying, and serving them on boards
charles darwin | darwin | naturalist | the English naturalist who proposed evolution by natural selection in On the Origin of Species after the voyage of the Beagle
charles dickens | dickens | writer | victorian english novelist who wrote oliver twist, great expectations, a christmas carol and david copperfield, portraying poverty and social injustice
chatbots | chatbot | software | computer programs that hold conversations with people by text or voice, answering questions in websites and apps using rules or ai language models
chatgpt | chat gpt | chatbot, software | openai's ai chatbot built on gpt language models that answers questions, writes and edits text, helps with code and holds conversations
checkers | draughts | board game | a two player board game where pieces move diagonally and capture by jumping, with pieces crowned as kings when they reach the far row
cheese | | food | a food made from curdled milk of cows, goats, sheep or buffalo, in fresh, soft, blue, washed rind and hard types, and its tasting and pairing
cheese making | cheesemaking | craft | making cheese from milk by adding cultures and rennet, cutting curds, draining whey, pressing, salting and ageing, from ricotta and mozzarella to cheddar
cheesecake | | dessert | a dessert with a creamy filling of soft cheese, sugar and eggs on a biscuit or pastry base, either baked in the oven or set in the fridge
chemical bonding | chemical bonds | chemistry | how atoms join through ionic, covalent and metallic bonds, with electrons, molecular shapes, polarity and forces between molecules
chemistry | | science | the science of substances, their atoms and molecules, how they bond and react, and the energy changes and laboratory methods involved
chess | | board game | a two player strategy board game on an eight by eight board with kings, queens, rooks, bishops, knights and pawns, aiming to checkmate the king
chess endgames | chess endgame, endgame | chess | the final phase of a chess game with few pieces left, studying king activity, pawn promotion, opposition and basic checkmates
chess openings | chess opening | chess | the first moves of a chess game and named systems like the sicilian defense, italian game and queen's gambit, studied for development and center control
chess tactics | | chess | short forcing move sequences in chess that win material or give mate, such as forks, pins, skewers, discovered attacks and sacrifices, trained with puzzles
child development | | development | how children grow physically, mentally, emotionally and socially from birth to adolescence, including milestones in motor skills, language and play
childbirth | giving birth, labor and delivery | process | the process of giving birth, including stages of labor, pain relief, breathing techniques, vaginal or caesarean delivery and recovery
childbirth education | prenatal classes, birthing classes, antenatal classes | education | classes for expectant parents on pregnancy, labour, breathing, pain relief, birth plans, newborn care and breastfeeding
childrens book writing | writing childrens books | writing | writing stories for children, including picture books, early readers and middle grade novels, with simple language and age appropriate themes
childrens literature | childrens books, kids books | literature | books written for children, from picture books to middle grade novels, including fairy tales, fables and authors such as roald dahl
chinese astrology | chinese zodiac | astrology | the Chinese system of twelve animal signs by birth year, combined with five elements and yin and yang, used for personality and compatibility
chinese characters | hanzi | writing system | the characters used to write chinese, built from radicals and strokes, in simplified and traditional forms, learned with stroke order and pinyin
chinese cuisine | chinese cooking, chinese food | cuisine | the cooking of China, with regional styles such as Cantonese and Sichuan, using woks, rice, noodles, soy sauce, dumplings, steaming and stir frying
chinese culture | | culture | the traditions of china, including lunar new year, confucian family values, tea, calligraphy, festivals, food and chinese philosophy
chinese painting | chinese brush painting, guohua | painting | traditional chinese painting with brush, ink and watercolor on rice paper or silk, showing landscapes, bamboo, flowers and birds with expressive brushstrokes
chiropractic | chiropractic care | therapy, alternative medicine | a practice focusing on the spine and joints, using hands on manipulation and adjustments to relieve back pain, neck pain and headaches
chocolate | | food | a food made from roasted and ground cacao beans with sugar and cocoa butter, as dark, milk and white chocolate, used in baking, desserts and sweets
chocolate making | chocolatier, making chocolates | confectionery | making chocolates, truffles, bars and bonbons by tempering chocolate, moulding, dipping and filling with ganache, caramel and praline
choir | choral singing, chorus | singing | a group of singers performing together in parts such as soprano, alto, tenor and bass, led by a conductor, in churches, schools and concerts
choking first aid | heimlich maneuver, abdominal thrusts | first aid | helping a person whose airway is blocked, using back blows and abdominal thrusts for adults and adapted methods for babies and children
chopin | frederic chopin, frédéric chopin | composer | the polish romantic composer and pianist known for piano nocturnes, etudes, preludes, mazurkas, polonaises and ballades
chord progressions | chord progression | harmony | sequences of chords that support a melody, such as the I IV V and ii V I, described with roman numerals and harmonic functions
choreography | dance choreography | dance, art | creating and arranging dance movements into routines, using counts, formations, musicality, space and transitions, for dancers, shows and videos
choux pastry | choux, pate a choux | pastry | a light dough of water, butter, flour and eggs cooked on the stove and then baked until hollow and puffed, used for eclairs, profiteroles and cream puffs
christianity | | religion | the religion based on the life and teachings of Jesus Christ, with the Bible, the Trinity, churches, sacraments and many denominations
chronic pain | | condition | pain lasting more than three months, such as back pain, arthritis or fibromyalgia, managed with exercise, pacing, medicines and psychological approaches
ci cd | cicd, ci cd pipeline, continuous integration and delivery | practice | automatically building, testing and deploying code whenever changes are pushed, using pipelines in tools like github actions, gitlab ci or jenkins
cider making | cider, hard cider | alcoholic drink | making alcoholic cider by crushing and pressing apples, fermenting the juice with yeast, and bottling it still or sparkling
cinematography | | filmmaking | the art of film camera work and lighting, including shot composition, camera movement, lenses, framing and visual style
circadian rhythm | body clock | biology | the roughly 24 hour internal clock that controls sleep, wakefulness, hormones and body temperature, set by light, meals and routine
circuit design | electronic circuit design | design | planning electronic circuits by choosing components, drawing schematics, calculating voltages and currents, and testing with simulations and breadboards
circuit training | | exercise | a workout moving quickly through a series of exercise stations, such as squats, push ups, rows and jumps, with little rest between them
circus arts | circus skills, circus | performing art | the skills of circus performers, including juggling, acrobatics, aerial arts, trapeze, tightrope walking, clowning and unicycling
civics | | subject | the study of citizenship and government, including rights and duties of citizens, branches of government, voting, laws and the constitution
civil rights movement | | movement | the American struggle of the 1950s and 1960s to end racial segregation and discrimination, with marches, boycotts, sit ins and new laws
clarinet | | woodwind instrument | a single reed woodwind instrument with a cylindrical bore and keys, played in orchestras, concert bands, jazz and klezmer music
classic literature | classic books | literature | widely read older books considered important and lasting, such as works by homer, shakespeare, austen, dickens and tolstoy
classical guitar | nylon string guitar, spanish guitar | guitar | a nylon string guitar played with the fingers, used for classical pieces, studies and latin styles, often learned by reading notation
classical mechanics | newtonian mechanics | physics | the physics of motion of everyday objects under forces, with velocity, acceleration, momentum, energy, gravity and Newtons laws
classical music | | music | the art music tradition of europe from medieval to modern times, including symphonies, concertos, sonatas and opera by composers like bach, mozart and beethoven
claude monet | monet | artist | french painter and founder of impressionism, known for painting light on water lilies, haystacks and his garden at giverny
clay modeling | clay sculpting, clay modelling | sculpture | shaping figures, heads and objects from soft clay by hand and with modeling tools, building forms with armatures, coils and slabs
clean code | | practice | writing readable, maintainable code with clear names, small functions, simple structure, tests and refactoring, following principles like solid and dry
cleaning | house cleaning, housecleaning | housekeeping | keeping a home clean and hygienic by dusting, vacuuming, mopping, wiping surfaces and scrubbing bathrooms and kitchens, with suitable products, tools and routines
clicker training | | animal training | training animals with a handheld clicker that marks the exact moment of a wanted behaviour, followed by a food reward, based on positive reinforcement
climate change | global warming | change | the long term warming of Earths climate mainly from burning fossil fuels and greenhouse gases, with rising seas, extreme weather and mitigation
clinical psychology | | psychology | the field of assessing, diagnosing and treating mental health problems through psychological tests and therapies
close up magic | closeup magic, table magic, micromagic | magic | magic performed a few feet from spectators with cards, coins, rubber bands and borrowed objects, relying on sleight of hand
closet organization | wardrobe organization, closet organisation | home organization | arranging clothes, shoes and accessories in a wardrobe with hangers, shelves, bins, dividers and space saving folding methods
cloud computing | the cloud | computing | renting computing resources like servers, storage, databases and software over the internet from providers such as aws, azure and google cloud, paying for use
cloud storage | online storage | service | keeping files on internet servers from services like google drive, dropbox, icloud or onedrive, to sync, share and reach them anywhere
cnc machining | cnc, cnc routing | manufacturing | shaping metal, wood or plastic with computer controlled cutting machines such as routers, mills and lathes, using cad designs and toolpaths
co parenting | coparenting | parenting | separated or divorced parents sharing child raising, with custody schedules, communication, shared rules and keeping conflict away from children
cocktails | cocktail making, mixology | drink | mixing drinks from spirits, liqueurs, juices, syrups and bitters by shaking, stirring and muddling, including classics such as the martini, negroni and margarita
coding for kids | kids coding, programming for kids | education | teaching children to code through games, block based tools like scratch, simple python, robots and projects that build logic and problem solving
coding interview | technical interview, leetcode practice | interview | preparing for software job interviews by solving algorithm and data structure problems, often on leetcode, plus system design and behavioural questions
coffee | | drink | a hot or cold drink brewed from roasted and ground coffee beans, including learning about origins, roasting, grinding, brewing methods and tasting
coffee cupping | cupping, coffee tasting | tasting | judging coffee aroma, acidity, body, sweetness and flavour notes by slurping brews from spoons in a standard tasting process with a flavour wheel
coffee roasting | home coffee roasting | process | heating green coffee beans in a roaster to develop their colour and flavour, tracking temperature, first crack and roast level from light to dark
cognitive behavioral therapy | cbt, cognitive behavioural therapy, cognitive behaviour therapy | psychotherapy | a structured talking therapy that changes unhelpful thoughts and behaviors, using thought records, exposure and homework, for anxiety, depression and more
cognitive biases | cognitive bias | error | systematic errors in thinking, such as confirmation bias, anchoring and the availability heuristic, that affect judgments and decisions
cognitive psychology | | psychology | the study of mental processes such as attention, perception, memory, language, problem solving and decision making
cold brew | cold brew coffee | coffee | coffee made by steeping coarse grounds in cold water for 12 to 24 hours and then filtering, giving a smooth concentrate served over ice
cold calling | cold calls, cold outreach | sales | contacting potential customers who have had no prior contact with the seller, by phone or email, using scripts, openers, objection handling and follow ups
cold plunge | ice bath, cold water immersion | practice, recovery | immersing the body in very cold water for a few minutes, used for recovery, alertness and resilience, with breathing control and safety precautions
cold war | | conflict | the rivalry from about 1947 to 1991 between the United States and the Soviet Union, with the arms race, proxy wars, the Iron Curtain and espionage
collage | | art | making a picture by gluing pieces of paper, photographs, magazine cuttings, fabric and other materials onto a surface
color grading | colour grading | video editing | adjusting the colors, contrast and tone of video footage to fix problems and create a mood or look, often in davinci resolve
color theory | colour theory | art | the study of how colors mix, contrast and work together, using the color wheel, hue, value, saturation, harmony and warm and cool colors
colored pencil | coloured pencil, colored pencils | drawing | drawing with colored pencils, layering, blending and burnishing colors on paper to create detailed, realistic or stylized pictures
comedy writing | joke writing | writing, comedy | writing jokes and humorous material for stand up, sitcoms, sketches and speeches, using setups, punchlines, premises, tags and rewrites
comic art | comics drawing, comic book art | drawing | creating comics by writing stories and drawing them in panels with characters, speech bubbles, lettering, inking and coloring
command line | terminal, command prompt, cli | interface | using a text interface to control a computer by typing commands to move around folders, manage files, run programs and chain tools with pipes
commercial real estate | cre, commercial property | real estate | property used for business, such as offices, shops, warehouses and apartment buildings, and its leasing, financing, valuation and investment
communism | | ideology | the ideology aiming at a classless society with common ownership, from Marx and Engels, and the one party states of the Soviet Union and China
community service | | service | unpaid work that benefits a neighbourhood or community, such as cleanups, food drives and helping older people, sometimes required by schools or courts
companion planting | | gardening | growing certain plants next to each other to help them, such as deterring pests, attracting pollinators or feeding the soil, like tomatoes with basil
company culture | workplace culture, corporate culture, organizational culture | culture | the shared values, habits and behaviors in a workplace that shape how people work together, communicate and make decisions
comparative religion | religious studies, world religions | study | the study and comparison of world religions, their beliefs, scriptures, rituals, founders, history and influence on society
competitive analysis | competitor analysis, competitor research | analysis | studying rival companies' products, prices, marketing, strengths and weaknesses to find ways to stand out and win customers
competitive programming | programming contests, sport programming | competition | solving algorithmic puzzles under time limits in contests like codeforces, icpc and olympiads, using fast code, math and data structures
composition | music composition, composing | music, art | creating original music by writing melodies, harmony, rhythm and form for instruments or voices, using notation, a piano or computer software
composting | compost, compost making | recycling | turning food scraps, garden waste and cardboard into rich compost for soil by balancing greens and browns, air and moisture in a bin or heap
compound interest | compounding | interest, concept | interest earned on both the original money and the interest already added, making savings and debts grow faster over time
comptia a plus | comptia a+, a+ certification | certification | an entry level it certification covering computer hardware, operating systems, troubleshooting, networking basics, mobile devices and security for help desk jobs
comptia security plus | security+, comptia security+ | certification | an entry level cybersecurity certification covering threats, attacks, cryptography, identity management, network security, risk and incident response
computational thinking | | problem solving | solving problems the way computer scientists do, by breaking them into parts, spotting patterns, abstracting details and designing step by step algorithms
computer architecture | computer organization | subject | how computers are built inside, including the cpu, instruction sets, registers, memory hierarchy, cache, buses and input and output
computer basics | basic computer skills, computer literacy, computers for beginners | skill | the essential skills for using a computer, such as the mouse and keyboard, files and folders, programs, the internet, email and printing
computer hardware | pc hardware | equipment | the physical parts of a computer, such as the processor, memory, storage drives, motherboard, graphics card, power supply and peripherals
computer networking | computer networks | technology | how computers connect and share data, covering lans, wifi, ip addresses, routers, switches, tcp ip, dns and network troubleshooting
computer repair | pc repair, laptop repair | repair | diagnosing and fixing broken computers, replacing parts like drives, screens, batteries and memory, removing malware and reinstalling software
computer science | cs, comp sci | science | the study of computation, covering algorithms, data structures, programming, theory of computation, computer architecture, operating systems, networks and artificial intelligence
computer vision | machine vision | artificial intelligence | teaching computers to understand images and video, including image classification, object detection, face recognition, segmentation and tracking, often with deep learning
concept art | | illustration | drawings and paintings used to plan the look of characters, places and objects for films, video games and animation before production
concussion | | injury | a mild brain injury from a blow to the head, causing headache, confusion, dizziness and memory problems, managed with rest and a gradual return to activity
conducting | orchestral conducting | music, performance | leading an orchestra, band or choir with a baton and gestures, showing tempo, cues, dynamics and expression and interpreting the score in rehearsals
conflict resolution | conflict management, resolving conflict | skill | settling disagreements between people through listening, understanding each side, negotiation, mediation and finding fair solutions
conflict resolution | conflict management | skill | ways of settling disagreements peacefully through listening, calm talk, compromise, negotiation and mediation at home, at work and at school
confucianism | | philosophy | the Chinese ethical tradition based on the teachings of Confucius, stressing virtue, family duty, respect for elders, ritual and learning
constellations | constellation | star pattern | named patterns of stars in the night sky, such as Orion and the Big Dipper, with their myths, seasons and use in navigation
constitutional law | | law | the law of a countrys constitution, including government powers, separation of powers, federalism, civil rights and judicial review
constructed languages | conlangs, conlanging | language | invented languages such as Esperanto, Klingon and Tolkiens Elvish, and the craft of creating sounds, grammar, vocabulary and scripts
consultative selling | solution selling | sales, method | a sales approach focused on asking questions, understanding the customer's problems and recommending tailored solutions rather than pushing products
consumer behavior | consumer behaviour, buyer behavior | study | the study of how people choose, buy and use products, including needs, motivation, perception, habits, social influences and decision making
container gardening | pot gardening, gardening in pots | gardening | growing flowers, herbs and vegetables in pots, planters and window boxes on patios, balconies and windowsills, with suitable compost, drainage and watering
contemporary art | | art | art made today and in recent decades, including painting, installation, video, performance and conceptual works shown in galleries and museums
contemporary dance | contemporary | dance | a concert dance style mixing modern, ballet and jazz elements, with floor work, release, fluid movement and emotional expression
content creation | content creator, creator economy | work, media | making and publishing videos, posts, podcasts or newsletters online, growing an audience and earning through ads, sponsorships, subscriptions and merchandise
content creation | content creator | media | making videos, photos, posts and writing for social media, youtube and blogs, including planning, filming, editing and growing an audience
content marketing | | marketing | attracting customers by creating useful content such as blog posts, videos, podcasts, guides and newsletters instead of direct advertising
content writing | | writing | writing articles, blog posts, web pages and social media text for businesses, often with search engine optimization and a brand voice
contraception | birth control | health | methods to prevent pregnancy, such as condoms, the pill, iuds, implants and injections, with their effectiveness, side effects and choices
contract law | contracts, business contracts | law | the rules about making and enforcing agreements, including offer, acceptance, terms, consideration, breach of contract and remedies such as damages
contract law | | law | the law of agreements, including offer, acceptance, consideration, terms, breach of contract and remedies such as damages
conversation skills | conversational skills, art of conversation | social skill | skills for good conversation: starting talks, asking open questions, listening, telling stories, keeping talk going and ending politely
conversion rate optimization | cro | marketing | improving websites and landing pages so more visitors buy or sign up, using A/B tests, better design, clearer copy and user research
cookie decorating | biscuit decorating | baking | decorating biscuits with royal icing by outlining, flooding, piping and adding sprinkles and edible paint to make designs for holidays and events
cookies | cookie, biscuits | baked goods | small sweet baked treats such as chocolate chip cookies, shortbread and sugar cookies, made by mixing dough, portioning and baking on trays
cooking | home cooking, cookery | skill | preparing food to eat by washing, chopping, mixing and heating ingredients with methods such as boiling, frying, baking and roasting, often following recipes
cooking basics | basic cooking, cooking for beginners | cooking | beginner kitchen skills such as knife use, boiling, frying, roasting, measuring, following recipes, seasoning and food safety
copyright | copyright law | law | legal protection for original creative works such as books, music, art and software, with ownership, fair use, licensing and infringement
copywriting | ad copywriting, sales copy | writing | writing persuasive text for ads, websites, emails and sales pages that leads people to buy, sign up or take some other action
copywriting | | writing | writing persuasive text for advertising and marketing, such as ads, slogans, web pages, emails and product descriptions that make people act
core training | core exercises, ab workout | exercise | exercises that strengthen the abdominal, back and hip muscles, such as planks, crunches, dead bugs and leg raises, for stability and posture
cornell notes | cornell method, cornell note taking | note taking | a note taking format dividing the page into a notes column, a cue column for questions and a summary section at the bottom
corporate finance | business finance | finance | how companies manage money, including raising capital, choosing investments, budgeting, valuation, paying dividends and managing financial risk
corporate social responsibility | csr | policy, ethics | a company's efforts to act responsibly toward society and the environment, such as fair labor, sustainability, charity and community programs
cosmetic surgery | plastic surgery, aesthetic surgery | surgery | surgery to change appearance, such as nose jobs, facelifts, breast augmentation, tummy tucks and liposuction, with recovery and risks
cosmology | | astronomy | the study of the origin, structure and fate of the universe, including the big bang, expansion, cosmic background radiation and dark energy
cosplay | | hobby | dressing up as characters from anime, comics, films and games, making costumes, props, wigs and makeup, often for conventions
costume design | | design | designing clothing for characters in theatre, film and television, based on the script, period, personality, sketches and fabrics
couch to 5k | c25k | program, running | a beginner running program that builds from walking and short runs to running five kilometers without stopping over about nine weeks
counseling | counselling | therapy, service | talking with a trained counselor about personal problems such as relationships, grief, stress or life changes, to understand feelings and find solutions
counter strike | cs2, csgo, counter strike 2 | video game | a tactical team first person shooter where terrorists plant bombs and counter terrorists defuse them, with aiming, grenades and an in game economy
counterpoint | | music theory, composition | the art of combining independent melodic lines that sound good together, with rules of species counterpoint, canons and fugues, as in bach
country music | country, country and western | music genre | an american popular music style from the rural south, with storytelling lyrics, acoustic and steel guitars, fiddle and twangy vocals
couples therapy | couples counseling, marriage counseling | therapy | therapy for romantic partners with a counsellor to improve communication, resolve conflict, rebuild trust and make decisions about the relationship
cover letter | cover letter writing, application letter | letter, document | a one page letter sent with a job application that explains your interest in the role, relevant experience and why you suit the job
cpr | cardiopulmonary resuscitation | first aid | an emergency procedure of chest compressions and rescue breaths for someone whose heart has stopped, often together with an aed defibrillator
craft beer | | beer | beer from small independent breweries, often in varied and strong flavoured styles such as IPAs, sours and stouts, and its tasting and culture
creatine | creatine monohydrate | supplement | a widely studied supplement that increases energy stores in muscles, helping improve strength, power and performance in short intense exercise
creative nonfiction | literary nonfiction | writing | writing true stories and essays with literary techniques such as scene, dialogue and voice, including memoir, personal essays and travel writing
creative writing | | writing | writing fiction, poetry, plays and memoir with imagination, using character, plot, setting, dialogue, voice and description
credit cards | credit card | card, credit | cards for borrowing money to pay for purchases, involving credit limits, interest rates, minimum payments, rewards, fees and effects on credit scores
credit score | credit rating, fico score, credit report | rating, number | a number rating how likely a person is to repay debt, based on payment history, debt levels, length of credit history and new credit
cricket | | sport, team sport | a bat and ball sport between two teams of eleven, with batting, bowling and fielding, played on a pitch with wickets and stumps
cricut | cricut machine | machine | a brand of home electronic cutting machine that cuts vinyl, paper, cardstock and iron on fabric from designs made in its software
criminal law | | law | the law of crimes and punishment, including offenses, intent, defenses, criminal procedure, trials, sentencing and rights of the accused
criminology | | social science | the study of crime and criminals, including causes of crime, policing, punishment, prisons, victims and crime prevention
crispr | crispr gene editing, crispr cas9 | biotechnology | a gene editing technology adapted from bacterial defenses that uses guide RNA and the Cas9 enzyme to cut and change DNA precisely
critical race theory | crt | theory | the academic approach studying how race and racism are built into laws, institutions and society, with systemic racism and intersectionality
critical thinking | | thinking, skill | careful reasoning to judge claims and arguments, by checking evidence, spotting fallacies and biases and reaching well supported conclusions
crm | customer relationship management, crm software | software, management | managing relationships with customers using software that tracks contacts, leads, deals, sales pipelines and all communication with each customer
crochet | crocheting | needlework | making fabric from yarn with a single hook by pulling loops through loops, using chains, single and double stitches for blankets, bags and toys
croissant | croissants | pastry | a flaky crescent shaped French pastry made from yeasted laminated dough with many layers of butter, rolled, shaped, proofed and baked
cross cultural communication | intercultural communication | communication | communicating across cultures, with differences in language, gestures, directness, time, personal space and values, studied for work, travel and diplomacy
cross stitch | counted cross stitch | embroidery | embroidery in which x shaped stitches are sewn on evenweave fabric such as aida following a counted chart to form a picture
crossfit | | exercise, fitness program | a fitness program of varied high intensity workouts combining weightlifting, gymnastics and cardio, usually done in group classes at gyms called boxes
crossword | crossword puzzle, crosswords | puzzle, word game | a word puzzle where answers to clues are written into a grid of crossing white squares, found in newspapers, books and apps
crowdfunding | | fundraising, finance | raising money for a project or business from many people online through platforms like Kickstarter, offering rewards, shares or simply accepting donations
cruise | cruise vacation | vacation | a holiday on a large passenger ship visiting ports, with cabins, dining, shows, shore excursions and mostly all inclusive fares
crusades | the crusades | war | religious wars from 1096 to the late 1200s in which European Christians fought for control of Jerusalem and the Holy Land
cryptic crossword | cryptic crosswords, cryptics | crossword | a crossword whose clues are wordplay puzzles with a definition and a cryptic part, using anagrams, hidden words, homophones and charades
crypto mining | bitcoin mining, cryptocurrency mining | computing, process | using computers to validate blockchain transactions and earn new coins, involving mining hardware, electricity costs, mining pools and proof of work
crypto trading | cryptocurrency trading, trading crypto | trading | buying and selling cryptocurrencies on exchanges to profit from price moves, using charts, order types, wallets and risk management
crypto wallets | crypto wallet, bitcoin wallet | software, device | apps or devices that store the private keys for cryptocurrency, including hot and cold wallets, seed phrases and security practices
cryptocurrency | crypto, cryptocurrencies | currency, money | digital money secured by cryptography and recorded on blockchains, including buying coins, storing them in wallets, trading on exchanges and the risks
cryptography | | science | the science of securing information with codes and ciphers, covering encryption, hashing, digital signatures, keys and protocols like tls
crystal healing | crystal therapy | alternative medicine | the belief that crystals and gemstones such as quartz and amethyst have healing energies, used in placements, grids and meditation
css | cascading style sheets, css3 | language | the style sheet language that controls how web pages look, setting colors, fonts, spacing, layout with flexbox and grid, and animations through selectors and rules
culinary arts | professional cooking | art | the professional craft of cooking taught to chefs, covering knife skills, classic techniques, stocks and sauces, kitchen brigade, food safety, menus and presentation
culture shock | | stress, experience | the confusion, stress and homesickness felt after moving to a new country, with stages of honeymoon, frustration, adjustment and acceptance
cuneiform | | writing system | the wedge shaped writing pressed into clay tablets in ancient Mesopotamia, used for Sumerian, Akkadian and other languages
cupping therapy | cupping | therapy, traditional medicine | placing cups on the skin and creating suction with heat or pumps, used in traditional medicine to ease muscle pain and tension
curry | curries | dish | a dish of meat, fish or vegetables cooked in a spiced sauce, common in Indian, Thai, Japanese and Caribbean cooking and served with rice or bread
customer experience | cx | management | all of a customer's interactions with a company and how they feel about them, improved through journey mapping, feedback surveys and service design
customer journey | customer journey mapping, customer journey map | process, concept | the stages a customer goes through with a brand, from awareness and research to purchase, use and loyalty, often drawn as a map
customer service | customer support, customer care | service, work | helping customers before and after a purchase by answering questions, solving problems and handling complaints by phone, chat, email or in person
cybersecurity | cyber security, information security, it security, infosec | field | protecting computers, networks, software and data from attacks, covering threats, vulnerabilities, encryption, access control, monitoring and incident response
cycling | biking, bike riding | sport, exercise | riding a bicycle for transport, fitness or racing, involving bike handling, gears, road safety, endurance and basic bike maintenance
czech | | language | the slavic language of the czech republic, spoken in prague and brno, with seven noun cases, letters with accent marks and long consonant clusters
dance | dancing | art, exercise | moving the body rhythmically to music, alone or with partners, using steps, technique and choreography for expression, social fun, exercise or performance
danish | dansk | language | the north germanic language of denmark, spoken in copenhagen and aarhus, known for soft consonants, swallowed sounds and close ties to norwegian
darning | | mending | repairing holes in knitted or woven fabric, especially socks and jumpers, by weaving thread across the gap with a needle over a darning mushroom
dart | dart programming | programming language | google's programming language for building apps, mainly used with the flutter framework for mobile, web and desktop interfaces
data analysis | data analytics | analysis | inspecting, cleaning and summarizing data to answer questions and support decisions, using spreadsheets, sql, python or r, statistics and charts
data backup | backups, backing up data | practice | copying files and systems to external drives or cloud storage on a schedule so data can be restored after loss, theft or ransomware
data engineering | | engineering | building systems and pipelines that collect, move, clean and store data for analysis, using sql, etl processes, data warehouses, spark and cloud tools
data science | | science | extracting insight from data by collecting, cleaning, exploring, analysing and modelling it with statistics, programming and machine learning, then communicating results
data structures | | subject | ways of organizing data in programs, such as arrays, linked lists, stacks, queues, hash tables, trees, heaps and graphs, and their performance
data visualization | data viz, dataviz | communication | showing data as charts, graphs, maps and dashboards so patterns and trends are easy to see, using tools like tableau, power bi or matplotlib
database design | data modeling, data modelling | design | planning how data is stored in a database, defining tables, columns, keys, relationships and normalization to avoid duplication and keep data consistent
databases | database, database management | software | organized collections of data stored and managed by software, with tables, records, keys, queries, indexes and transactions, such as mysql or mongodb
dating | | courtship | meeting and going out with possible romantic partners, including asking someone out, first dates, flirting, texting, chemistry and deciding to commit
davinci resolve | | software | blackmagic design's video editing program known for professional color grading, plus editing, visual effects and audio tools, with a free version
davinci resolve | | software | video editing software by blackmagic design known for professional color grading, with editing, effects and audio tools and a free version
day trading | | trading | buying and selling stocks or other assets within the same day to profit from small price moves, using charts, fast orders and strict risk control
deaf culture | | culture | the shared values, history, arts and social life of deaf communities, with sign language, deaf schools, deaf clubs and pride in deaf identity
debate | debating | competition, argument | structured argument between two sides on a motion, with prepared speeches, rebuttals, evidence and time limits, in formats like british parliamentary and policy
debt avalanche | avalanche method | method | a debt payoff method that puts extra money toward the debt with the highest interest rate first, saving the most interest over time
debt consolidation | consolidating debt | loan, finance | combining several debts into one loan or balance transfer, ideally with a lower interest rate and a single monthly payment
debt management | debt repayment, debt payoff, paying off debt | management, finance | handling and paying off debts using budgets, repayment plans, negotiating with lenders, consolidation and avoiding new borrowing
debt snowball | snowball method | method | a debt payoff method of paying minimums on all debts and putting extra money toward the smallest balance first, then rolling it to the next
debugging | | skill | finding and fixing errors in programs by reading error messages, adding logs, stepping through code with breakpoints and a debugger, and testing possible causes
decision making | making decisions | skill | choosing between options by setting criteria, weighing pros and cons, handling risk and bias, and using tools such as decision matrices
decluttering | declutter | housekeeping | clearing unneeded belongings out of a home by sorting them into keep, donate, sell and discard, room by room or category by category
decluttering | | organizing | removing unneeded items from your home by sorting, donating, selling and throwing away, room by room or category by category
deep cleaning | spring cleaning | cleaning | thorough occasional cleaning of a whole home, including inside appliances, behind furniture, grout, windows, carpets and upholstery
deep frying | | cooking | cooking food by fully covering it in hot oil, often after coating it in batter or breadcrumbs, to make chips, tempura, doughnuts and fried chicken
deep learning | | machine learning | machine learning with many layered neural networks trained on large data sets using gpus, powering image recognition, speech recognition and language models
deep work | | work | cal newport's idea of long periods of focused work without distraction on hard tasks, with time blocks, no notifications and work rituals
defensive driving | | driving | driving methods that reduce crash risk by scanning ahead, keeping a safe distance, expecting mistakes by others and controlling speed
defi | decentralized finance | finance, technology | financial services built on blockchains without banks, such as lending, borrowing, trading and earning interest through smart contracts
dehydrating food | food drying, dehydrating | food preservation | preserving fruit, vegetables, herbs and meat such as jerky by removing moisture with a food dehydrator, a low oven, air or sun
dementia | | condition | a group of brain conditions causing lasting decline in memory, thinking and daily functioning, including alzheimers, and the care and support people need
democracy | | government | government by the people through voting and elected representatives, with free elections, rights, rule of law, parties and checks on power
dental care | oral hygiene, oral health, dental hygiene | health | caring for teeth and gums through brushing, flossing, limiting sugar and dental checkups, to prevent cavities, gum disease and bad breath
depression | clinical depression, major depression | condition, mental illness | a mental health condition of persistent low mood, loss of interest, tiredness and hopelessness, treated with therapy, medication, exercise and support
dermatology | | medicine | the branch of medicine dealing with skin, hair and nails, diagnosing and treating conditions such as acne, eczema, psoriasis and skin cancer
design patterns | software design patterns | practice | reusable solutions to common software design problems, such as singleton, factory, observer, strategy and adapter, popularized by the gang of four book
design thinking | | method, problem solving | a human centered problem solving method with steps of understanding users, defining the problem, brainstorming ideas, building prototypes and testing them
design thinking | | method | a problem solving method of empathizing with users, defining the problem, generating ideas, prototyping and testing solutions
dessert | desserts, pudding | course | the sweet course at the end of a meal, such as cakes, pies, puddings, mousses, tarts and ice cream, and the making of them
developmental psychology | | psychology | the study of how people grow and change across the lifespan, including child development, language, cognition, attachment and aging
devops | dev ops | practice | a way of working that joins software development and operations, using automation, ci cd pipelines, infrastructure as code, monitoring and shared responsibility
diabetes | diabetes mellitus | disease | a condition of high blood sugar from lack of insulin or insulin resistance, including type 1 and type 2, managed with diet, exercise, monitoring and medicine
diamond painting | | craft | a kit hobby of sticking tiny resin rhinestones onto a coded adhesive canvas with a pen tool to form a sparkling picture
dietary supplements | supplements | product | products taken to add nutrients or other substances to the diet, such as vitamins, minerals, protein powder, fish oil and herbs, as pills, powders or drinks
differential equations | | mathematics | equations linking a function with its derivatives, used to model growth, motion, heat, waves and circuits, with methods for solving them
difficult conversations | crucial conversations, hard conversations | communication | handling tough talks at work or home, such as giving bad news or settling disagreements, by preparing, listening, staying calm and making clear requests
difficult conversations | hard conversations | conversation | talking about tense or sensitive issues at home or work, such as conflict, bad news or criticism, while staying calm and respectful
digital art | digital painting | art | making drawings and paintings on a computer or tablet with a stylus and software such as procreate or photoshop, using layers and brushes
digital audio workstation | daw | software | computer software for recording, editing, arranging, mixing and producing audio and midi, such as ableton live, logic pro, fl studio and pro tools
digital detox | | practice | taking a break from or cutting down on phones, social media and screens to reduce stress and improve sleep, focus and relationships
digital detox | | break | time away from phones, social media and screens to reduce stress and distraction and reconnect with people, nature and hobbies
digital forensics | computer forensics, cyber forensics | forensics | investigating computers, phones and networks after crimes or incidents, preserving evidence, recovering deleted files and analysing logs and timelines
digital literacy | digital skills | skill | the ability to use computers, phones and the internet confidently and safely, finding and judging information, communicating online and protecting personal data
digital marketing | online marketing, internet marketing | marketing | promoting products through online channels such as search engines, social media, email, websites, content and paid ads, measured with analytics
digital nomad | digital nomadism | lifestyle | working remotely online while travelling or living in different countries, with laptops, coworking spaces, visas, wifi and budget planning
digital photography | | photography | taking pictures with digital cameras that record images on a sensor, covering camera settings, lenses, file formats, memory cards and editing
dim sum | yum cha | meal | Cantonese small dishes such as steamed dumplings, buns and rice rolls served in bamboo steamers with tea, often eaten as brunch
dinner party | dinner parties, hosting a dinner | social event | a meal hosted at home for invited guests, involving planning a menu, cooking ahead, setting the table, serving courses and pouring drinks
dinosaurs | dinosaur | reptile | prehistoric reptiles of the Mesozoic era, such as Tyrannosaurus and Triceratops, with their fossils, evolution, extinction and bird descendants
diplomacy | | statecraft | the conduct of relations between countries by ambassadors and negotiators, with treaties, summits, embassies and peaceful settlement of disputes
directing | film directing | filmmaking | leading the creative work of a film or play, guiding actors, choosing shots, shaping the story and working with the crew
disaster relief | | aid | helping people after floods, earthquakes and storms with rescue, shelter, food, water, medical care and rebuilding, through groups such as the red cross
disc assessment | disc, disc profile | personality test | a workplace behavior assessment scoring dominance, influence, steadiness and conscientiousness, used for teamwork, communication and hiring
discrete mathematics | discrete math | mathematics | mathematics of separate, countable things, including logic, sets, counting, graphs, relations, recursion and proofs, widely used in computer science
distilling | distillation, home distilling | process | making spirits by heating a fermented wash in a still, collecting the alcohol vapour as heads, hearts and tails, and often ageing it in casks
dividend investing | dividend stocks | investing | building a portfolio of stocks that pay regular dividends for income, judged by dividend yield, payout ratio and dividend growth
divorce | | separation | the legal end of a marriage, including splitting assets, custody arrangements, co parenting, emotional recovery and starting again
diwali | deepavali | festival | the hindu festival of lights celebrated in india and worldwide with oil lamps, rangoli, sweets, fireworks, prayers to lakshmi and family gatherings
diy | do it yourself | activity | making, repairing and improving things around the home yourself instead of hiring professionals, using hand tools, power tools and materials
django | | framework | a python web framework with models, views, templates, an orm, an admin panel and built in authentication, for building database driven websites quickly
djembe | | drum | a goblet shaped west african hand drum with a goat skin head, played with bass, tone and slap strokes in group rhythms
djing | dj, deejaying, disc jockeying | music, performance | playing and mixing recorded music for an audience with turntables or dj controllers and software, beatmatching, blending tracks, using effects and reading the crowd
dna | deoxyribonucleic acid | molecule | the double helix molecule that carries genetic instructions, with bases, genes, replication, transcription, sequencing and its discovery
dns | domain name system | system | the internet system that translates domain names like example.com into ip addresses, using records, name servers, registrars and caching
docker | docker containers | software | a tool for packaging applications and their dependencies into portable containers from images defined in dockerfiles, running the same way on any machine
documentary filmmaking | documentary making | filmmaking | making nonfiction films about real people, events and issues, including research, interviews, observational filming, archive footage and editing
dog agility | | dog sport | a sport in which a handler guides a dog through a timed obstacle course of jumps, tunnels, weave poles, seesaws and A frames
dog behaviour | dog behavior, canine behaviour | animal behaviour | how dogs communicate and act, such as body language, barking, fear, aggression and separation anxiety, and ways to understand and change problem behaviour
dog grooming | | grooming | caring for a dog's coat and hygiene by bathing, brushing, clipping and trimming fur, cutting nails and cleaning ears and teeth, at home or as a job
dog training | obedience training, dog obedience | animal training | teaching dogs to follow commands such as sit, stay and come, walk nicely on a lead and behave well, using rewards, timing and consistency
dog walking | | activity | walking dogs for exercise and toilet breaks, for one's own dog or as a paid job, including lead handling, walking several dogs and safety
doodling | | drawing | making casual, spontaneous drawings of patterns, shapes and small pictures, often in the margins of notes, for relaxation or creativity
dotnet | .net, dot net | platform | microsoft's open source developer platform for building web, desktop, mobile and cloud apps in c sharp, with libraries, asp.net core and a runtime
double bass | upright bass, contrabass, string bass | string instrument | the largest and lowest bowed string instrument, played standing or on a stool with a bow or by plucking, in orchestras and jazz
drawing | | art | the art of making pictures on paper with pencils, pens, charcoal or markers, using line, shape, shading, proportion and perspective
dream interpretation | dream analysis | interpretation | finding meaning in dreams through their symbols, emotions and recurring themes, using psychological theories or spiritual traditions
dressmaking | | sewing | making women's clothes such as dresses, skirts and blouses from patterns, including measuring, cutting, fitting and sewing
dressmaking | garment sewing, sewing clothes | sewing | making clothes such as dresses, skirts and tops by choosing fabric, following patterns, cutting, fitting and sewing seams, darts, zips and hems
drivers ed | driver education, drivers education | course | a course teaching new drivers traffic laws, road safety and driving skills with classroom lessons and behind the wheel practice
driving | learning to drive, driving lessons | skill | operating a car safely on roads, including steering, braking, mirrors, signals, road signs, traffic rules, parking and passing the driving test
drone flying | drone piloting | hobby | flying small remote controlled aircraft with propellers, cameras and gps for aerial photography, racing or surveying, learning the controls, safety and aviation rules
dropshipping | drop shipping | ecommerce, retail | an online selling model where the store takes orders and a supplier ships the products directly to customers, so the seller holds no stock
drums | drum kit, drum set, drumming, drumkit | musical instrument, percussion | a set of drums and cymbals played with sticks and foot pedals, including snare, bass drum, toms and hi hat, keeping the beat in bands
drywall repair | plasterboard repair, patching walls | repair | fixing holes and cracks in drywall or plaster walls with patches, mesh tape, joint compound or filler, and sanding smooth before repainting
dumplings | | dish | small pieces of dough wrapped around a filling of meat or vegetables, then boiled, steamed or fried, such as gyoza, jiaozi, momos and pierogi
dungeons and dragons | d&d, dnd, dungeons & dragons | game | a fantasy tabletop role playing game where players create characters and a dungeon master narrates adventures, using dice, rules and imagination
duolingo | | software | a free language learning app with short gamified lessons, streaks, points and leaderboards, and courses in dozens of languages including spanish, french and japanese
dutch | nederlands | language | the germanic language of the netherlands and belgium, spoken in amsterdam, rotterdam and antwerp, close to german and english, with a guttural g sound
ear training | aural skills | skill | practice in recognizing intervals, chords, scales, rhythms and melodies by listening, in order to play by ear, transcribe music and sing in tune
earth science | geoscience | science | the study of planet Earth, including rocks, landforms, oceans, weather, climate, earthquakes, volcanoes and natural resources
eastern philosophy | asian philosophy | philosophy | philosophical traditions of India, China and Japan, including Hindu schools, Buddhism, Confucianism, Taoism and Zen
eating disorders | eating disorder | condition | serious conditions involving unhealthy eating behaviors and body image, such as anorexia, bulimia and binge eating disorder, treated with therapy and nutrition support
ecology | | biology | the study of how living things interact with each other and their environment, including food webs, ecosystems, populations, habitats and biodiversity
ecommerce | e commerce, online selling, online retail | business, trade | buying and selling goods online through websites and marketplaces, including product listings, payments, shipping, customer service and returns
economics | econ | social science | the study of how people, businesses and governments use scarce resources, covering supply and demand, markets, prices, money, trade and growth
eczema | atopic dermatitis | condition, skin disease | a skin condition causing dry, itchy, inflamed patches, managed with moisturizers, avoiding triggers and steroid creams
egyptology | | archaeology | the study of ancient Egypt, including its history, language, hieroglyphs, tombs, temples, mummies and archaeology
eisenhower matrix | urgent important matrix | time management | sorting tasks into four boxes by urgent and important to decide what to do now, schedule, delegate or drop
electric guitar | | guitar | a solid or semi hollow guitar with magnetic pickups that is played through an amplifier, often with effects pedals, for rock, blues and metal
electrical wiring | home wiring, house wiring | electrical work | installing and repairing cables, sockets, switches, light fittings and circuit breakers in a building, safely and following wiring regulations
electricity | | physics | the flow and behavior of electric charge, with voltage, current, resistance, circuits, batteries, Ohms law and static charge
electromagnetism | electricity and magnetism | physics | the physics of electric charges, currents, magnetic fields, induction and light as electromagnetic waves, summed up in Maxwells equations
electronic music | electronica | music genre | music made mainly with synthesizers, drum machines, samplers and computers, covering dance styles like house, techno, trance and dubstep
electronics | electronics hobby | engineering, hobby | working with electric circuits and components such as resistors, capacitors, diodes, transistors and chips, using voltage, current, breadboards, soldering and a multimeter
email | e mail, electronic mail | communication | sending and receiving messages over the internet with an email account, using the inbox, folders, attachments, replies, contacts and spam filters
email etiquette | professional email, business email | etiquette, communication | writing professional emails with clear subject lines, greetings, short focused messages, a polite tone, timely replies and proper sign offs
email marketing | email campaigns, newsletter marketing | marketing | sending emails to a list of subscribers to promote products and build relationships, using newsletters, automation, segmentation and open rate tracking
embedded systems | embedded programming, embedded software | computer system | computers built into devices like cars, appliances and medical equipment, programmed in c for microcontrollers with limited memory, real time limits and hardware interfaces
embroidery | | needlework | decorating fabric with a needle and thread, using stitches such as backstitch, satin stitch and french knots, usually in a hoop
emergency fund | rainy day fund | savings | money set aside for unexpected costs like job loss, medical bills or car repairs, usually enough to cover three to six months of expenses
emotional intelligence | eq, ei, emotional quotient | skill, ability | recognizing and managing your own emotions and understanding other people's feelings, involving self awareness, empathy, self control and social skills
emotional intelligence | eq, ei | ability | the ability to recognize, understand and manage your own emotions and those of others, with self awareness, empathy and social skills
emotional intelligence | eq, ei | ability | the ability to recognise and manage your own emotions and understand those of others, including self awareness, self control, empathy and social skills
employment law | labor law, labour law | law | the rules governing employers and workers, including contracts, wages, working hours, discrimination, safety, leave, unions and dismissal
employment law | labor law, labour law | law | the law of work relations, including hiring, contracts, wages, discrimination, safety, dismissal and trade unions
encryption | data encryption | technique | turning data into unreadable ciphertext with a key so only authorized people can read it, using symmetric and public key methods like aes and rsa
english | english language | language | the germanic language of britain, the united states, canada, australia and india, learned worldwide for grammar, vocabulary, speaking and writing, spoken in london, new york and sydney
english literature | | literature | literature written in english from old english to today, including works by chaucer, shakespeare, austen, dickens and modern writers
enlightenment | age of enlightenment, age of reason | movement | the eighteenth century intellectual movement stressing reason, science, individual rights and tolerance, with thinkers like Locke, Voltaire and Rousseau
enneagram | enneagram of personality | personality system | a personality system of nine numbered types, each with core fears, desires and motivations, plus wings, growth paths and stress paths
entrepreneurship | starting a business, being an entrepreneur | business, activity | starting and running a new business, including finding an idea, raising money, taking risks, hiring people and growing the company
environmental science | | science | the study of the environment and human impact on it, including pollution, ecosystems, resources, climate and conservation
epistemology | theory of knowledge | philosophy | the branch of philosophy about knowledge and belief, including truth, justification, evidence, skepticism and how we know things
escape room | escape game | game, puzzle | a live team game where players are locked in a themed room and solve puzzles, find clues and open locks to escape before time runs out
esg investing | sustainable investing, socially responsible investing | investing | choosing investments based on environmental, social and governance factors as well as expected financial returns
esl | esol, efl, english as a second language | language course | english taught to speakers of other languages, covering grammar, vocabulary, pronunciation, listening, reading, writing and everyday conversation for school, work and travel
esperanto | | language | a constructed language created by zamenhof in 1887 for international use, with regular grammar, no exceptions and vocabulary from european languages
esports | e sports, electronic sports, competitive gaming | sport, competition | organized competitive video gaming between players and teams in leagues and tournaments, with coaching, strategy, streaming and prize money
espresso | | coffee | a strong concentrated coffee made by forcing hot water under pressure through finely ground, tamped coffee in an espresso machine, the base of lattes and cappuccinos
essay writing | | writing | writing structured essays with an introduction, thesis, body paragraphs with evidence and a conclusion, for school, exams and applications
estate planning | wills and trusts | planning, law | arranging how your property will be handled after death or incapacity, through wills, trusts, named beneficiaries, power of attorney and inheritance taxes
etfs | etf, exchange traded funds | fund, investment | investment funds that trade on stock exchanges like shares, holding baskets of stocks, bonds or other assets, often tracking an index at low cost
ethereum | eth, ether | cryptocurrency, platform | a blockchain platform with its own cryptocurrency, ether, that runs smart contracts and decentralized apps, tokens and NFTs
ethical hacking | white hat hacking | cybersecurity | legally hacking systems with permission to find weaknesses before criminals do, using reconnaissance, scanning, exploitation and reporting, often with kali linux tools
ethics | moral philosophy | philosophy | the study of right and wrong, good and bad, duties, virtues and consequences, and moral questions in everyday life
ethiopian cuisine | ethiopian cooking, ethiopian food | cuisine | the cooking of Ethiopia, with spicy stews called wat, berbere spice, lentils and injera, a sour spongy flatbread used to scoop up food
etiquette | manners, good manners | custom | the rules of polite behaviour in social life, covering greetings, table manners, introductions, dress codes, thank you notes and respect for others
etsy selling | selling on etsy, etsy shop | ecommerce | running a shop on Etsy to sell handmade, vintage or craft items, with listings, product photos, pricing, shipping and customer reviews
etymology | word origins | linguistics | the study of where words come from and how their forms and meanings have changed, including borrowings and roots
event hosting | master of ceremonies, mc hosting, compering | public speaking, work | presenting and running events such as weddings, conferences and shows as host, introducing speakers, keeping time and engaging the audience
event planning | event management, event organizing | planning, business | organizing events such as weddings, conferences and parties, including budgets, venues, vendors, schedules, guests and on the day coordination
evolution | evolutionary biology, theory of evolution | biology | the change of living things over generations through natural selection, mutation, genetic drift and adaptation, producing new species and common ancestry
exam preparation | exam prep, revision, studying for exams | study | getting ready for tests with study plans, revision timetables, past papers, practice questions, active recall and rest before exam day
excel | microsoft excel, ms excel | spreadsheet, software | microsoft's spreadsheet program for organizing data in cells, rows and columns, with formulas, functions, charts, pivot tables and data analysis
excel formulas | excel functions | skill | writing spreadsheet formulas with functions such as sum, if, vlookup, xlookup, index match and countif to calculate, look up and summarize data
exercise | physical activity, working out | activity | bodily activity done to improve health and fitness, such as walking, running, lifting weights, stretching and sports, planned by frequency and intensity
existentialism | | philosophy | the philosophy that individuals create meaning through free choices in an absurd world, with anxiety, authenticity and thinkers such as Sartre and Kierkegaard
exposure triangle | camera exposure | photography | how aperture, shutter speed and iso together control how much light reaches a camera sensor, affecting brightness, depth of field, motion blur and noise
face painting | | art | painting designs such as animals, flowers and superheroes on faces with water based face paints, sponges and brushes, often at parties and fairs
facebook ads | meta ads, facebook advertising | advertising | paid advertising on Facebook and Instagram, with audience targeting, ad images and videos, budgets, the Meta pixel and campaign reports
family business | family firm | business | a company owned and run by members of one family, involving shared ownership, family roles, succession planning and balancing family and work relationships
family law | | law | the law of family relationships, including marriage, divorce, child custody, child support, adoption and domestic violence
fan fiction | fanfiction, fanfic | fiction | stories written by fans using characters and worlds from existing books, films, anime or games, often shared on websites
fantasy fiction | fantasy books, fantasy novels | fiction | fiction set in imaginary worlds with magic, mythical creatures and quests, such as the lord of the rings and harry potter
fashion design | | design | designing clothing and accessories, from research and sketches to choosing fabrics, pattern making, sewing samples and producing collections
felting | | craft | making felt or felted shapes by matting wool fibers together, either by stabbing with barbed needles or by rubbing with soap and water
feminism | | movement, ideology | the movement and theory seeking equal rights and opportunities for women, with waves of activism, gender equality and critiques of patriarchy
fencing | | sport, martial art | a combat sport in which two opponents fight with foil, epee or sabre, scoring touches through attacks, parries and footwork on a long strip
feng shui | | practice | the Chinese practice of arranging buildings, rooms and furniture to balance the flow of energy, or chi, using the five elements, directions and the bagua map
feng shui | | practice | the Chinese practice of arranging homes and spaces to improve the flow of energy or qi, with the bagua map, elements and furniture placement
fermentation | fermenting, home fermentation | food preservation | using bacteria, yeasts and moulds to transform food, making sauerkraut, kimchi, yogurt, kombucha, miso and sourdough with jars, brine, time and controlled temperature
fertility | | health | the ability to conceive a child, covering ovulation, sperm health, age, cycle tracking and treatments for infertility such as ivf
feynman technique | | study method | learning a topic by explaining it in simple words as if to a child, finding gaps in your understanding and going back to the source
fiction writing | | creative writing | writing imagined stories such as novels and short stories, developing characters, plot, setting, point of view, dialogue and theme
fiddle | fiddling, folk fiddle | violin, folk music | the violin played in folk styles such as irish, scottish, bluegrass and old time music, learning tunes by ear with ornaments and bowing patterns
field hockey | | sport, team sport | a team sport played on grass or artificial turf in which players use curved sticks to pass, dribble and hit a small hard ball into the goal
fifa | ea sports fc, fifa games | video game | ea's football simulation series, now called ea sports fc, where players control real clubs and players in matches, career mode and ultimate team
fighting games | fighting game | video game | one on one combat games such as street fighter, tekken and mortal kombat, where players learn combos, frame data, spacing and matchups
figma | | software | a browser based design tool for creating user interfaces, wireframes and prototypes, with components, auto layout and real time collaboration
figma | | software | a browser based design tool for creating user interfaces, wireframes, prototypes and graphics, with real time collaboration and components
figure drawing | life drawing | drawing | drawing the human body from a live model or photos, studying anatomy, proportion, gesture, pose and shading
filipino cuisine | filipino cooking, filipino food | cuisine | the cooking of the Philippines, mixing Malay, Spanish and Chinese influences, with dishes such as adobo, sinigang, lumpia, pancit and lechon
film photography | analog photography, analogue photography | photography | taking pictures on rolls or sheets of light sensitive film, with film cameras, film stocks, developing and printing
film scoring | film music, scoring for film | composition | composing music to picture for films, tv and games, including spotting, themes, timing music to scenes, orchestration and working with directors
film studies | film analysis | study | the academic study of films, including their history, genres, directors, visual language, storytelling and cultural meaning
filmmaking | film making, moviemaking | art | making films from idea to screen, including writing, directing, shooting, lighting, sound, editing and distribution
final cut pro | final cut | software | apple's professional video editing app for mac with a magnetic timeline, effects, color tools and fast exports
financial literacy | money skills, money basics | knowledge, education | the knowledge and skills to make good money decisions, including budgeting, saving, credit, interest, debt, investing and avoiding scams
financial modeling | financial modelling | analysis, modeling | building spreadsheet models of a company's finances to forecast revenue, costs and cash flow and to value businesses or projects
financial planning | money planning | planning | setting money goals and making a plan to reach them, covering budgets, savings, investments, insurance, taxes, retirement and estate planning
financial scams | investment scams, money scams | fraud, crime | schemes that trick people out of money, such as phishing, Ponzi schemes, fake investments and romance scams, and how to spot and avoid them
financial statements | financial reporting | document, report | the formal records of a company's finances, mainly the balance sheet, income statement and cash flow statement, used by managers and investors
fingerspelling | manual alphabet | signing | spelling words letter by letter with hand shapes in a sign language, used for names, places and words without their own sign
finnish | suomi | language | the uralic language of finland, spoken in helsinki and tampere, with fifteen noun cases, vowel harmony and long compound words
fintech | financial technology | technology, industry | technology that delivers financial services, such as mobile payments, digital banks, online lending, budgeting apps, robo advisors and crypto
fire movement | fire, early retirement movement | movement, lifestyle | the financial independence, retire early movement of saving a large share of income, living frugally and investing until investments cover living costs
first aid | | skill, emergency care | immediate help given to an injured or ill person before professional help arrives, such as cpr, stopping bleeding, treating burns and the recovery position
first person shooter | fps, fps games, shooter games | video game | games played from the character's own view that center on aiming and shooting guns, in story campaigns and online team or battle royale modes
fiscal policy | | policy | how governments use taxes, public spending and borrowing to influence the economy, growth, employment and public services
fishing | angling | activity, sport | catching fish with rods, lines, hooks, bait or lures in rivers, lakes or the sea, including casting, knots, tackle and handling fish
fitness | physical fitness | health | the state of being physically healthy and capable, built through exercise, including cardio endurance, strength, flexibility, balance and body composition
fitness tracker | activity tracker | device | a wearable device such as a watch, ring or band that counts steps and measures heart rate, sleep and workouts, syncing data to a phone app
fiverr | | website, marketplace | an online marketplace where freelancers sell fixed price service packages called gigs, such as logo design, writing, video editing and programming
fl studio | fruity loops, fruityloops | software | a pattern based digital audio workstation with a step sequencer, piano roll and mixer, popular for hip hop and electronic beat making
flamenco | | music, dance | a spanish art form from andalusia of song, guitar and dance, with passionate singing, rhythmic footwork, handclaps and complex compas rhythms
flashcards | flash cards | study tool | cards with a question or word on one side and the answer on the other, used for memorizing vocabulary, facts and definitions
flask | | framework | a lightweight python web framework for building small web apps and apis with routes, templates and extensions
flatbread | flatbreads | bread | flat bread, unleavened or lightly leavened, such as naan, pita, tortillas, roti and lavash, cooked on a griddle, in a tandoor or in a hot oven
flavor pairing | flavour pairing, food pairing | skill | combining ingredients whose tastes and aromas work well together, balancing salt, fat, acid, sweetness, bitterness and heat to create good dishes
flirting | flirt | social skill | showing romantic or playful interest through compliments, eye contact, smiling, teasing, body language and light conversation
flooring installation | laying flooring, floor fitting | building | fitting laminate, vinyl, hardwood or carpet floors, including preparing the subfloor, laying underlay, cutting boards and fitting skirting and trim
flower arranging | floral arranging, floral arrangement | craft | arranging cut flowers and foliage in vases, bouquets and displays, considering color, shape, balance and how to condition stems
flower arranging | floral design, floristry | art | arranging cut flowers and foliage in vases, bouquets and displays, considering colour, shape, balance and conditioning the stems to last
flower gardening | growing flowers, flower garden | gardening | growing annual and perennial flowers, bulbs and shrubs for colour, cutting and pollinators, planning bloom times, heights and colour schemes
flute | concert flute, transverse flute | woodwind instrument | a metal woodwind instrument held sideways and played by blowing across a mouth hole, with keys for fingering, used in orchestras and bands
flutter | | framework | google's ui toolkit for building mobile, web and desktop apps from one dart codebase, using widgets, hot reload and its own rendering
folk dance | folk dancing | dance | traditional dances of a people or region, danced at festivals and gatherings in circles, lines or couples, such as polka, hora and ceili
folk music | folk | music genre | traditional and acoustic songs and tunes passed down in communities, played on guitar, fiddle and other simple instruments, often about everyday life and history
food chemistry | kitchen chemistry | chemistry | the chemistry of food and cooking, including browning, emulsions, fermentation, leavening, flavors, preservation and nutrients
food photography | | photography | photographing food and drinks for menus, cookbooks and social media, with styling, props, natural light and close angles
food photography | | photography | taking attractive pictures of food and drinks for menus, blogs, cookbooks and social media, using light, angles, props, backgrounds and styling
food preservation | preserving food, preserving | process | keeping food safe to eat for longer by canning, pickling, drying, freezing, smoking, salting, curing and fermenting
food safety | food hygiene, kitchen hygiene | safety | handling, cooking and storing food so it does not cause illness, through handwashing, safe temperatures, avoiding cross contamination and correct refrigeration
food science | kitchen science | science | the science of what happens to food during cooking and storage, such as browning, the Maillard reaction, emulsions, gluten formation and fermentation
food waste | reducing food waste, food waste reduction | waste | food that is thrown away, and ways to avoid it by planning meals, storing food properly, using leftovers, freezing and composting scraps
football | soccer, association football | sport, team sport | a team sport in which two sides of eleven players kick a ball to score goals, with passing, dribbling, tackling and goalkeeping on a grass pitch
foraging | wild food foraging, wild foraging | gathering | finding, identifying and picking wild edible plants, mushrooms, berries, nuts and seaweed safely and sustainably in woods, fields, hedges and shores
foraging | wild food foraging | activity | finding and gathering wild food such as plants, mushrooms, berries and herbs, involving identification, safety, seasons and responsible picking
forensic science | forensics | science | applying science to criminal investigation, with fingerprints, DNA analysis, crime scene evidence, toxicology and expert testimony in court
forex trading | forex, fx trading, currency trading | trading | buying and selling currencies to profit from exchange rate changes, using currency pairs, leverage, pips, charts and economic news
fortnite | | video game | epic games' online battle royale shooter where 100 players land on an island, gather materials, build structures and fight to be last standing
franchising | franchise business, buying a franchise | business | a business arrangement where an owner pays fees to use a brand, its products, systems and training to run a local outlet
freelancing | freelance work, freelance, self employment | work | working for yourself and selling services to clients by the project, involving finding clients, setting rates, contracts, invoicing and taxes
french | francais | language | the romance language of france, belgium, switzerland, quebec and much of west africa, spoken in paris, montreal and dakar, with nasal vowels and gendered nouns
french cuisine | french cooking, french food | cuisine | the cooking of France, known for butter and wine sauces, bread, pastry, cheese and dishes such as coq au vin, ratatouille and soufflé, with classic techniques
french horn | horn | brass instrument | a coiled brass instrument with a wide bell and rotary valves, played with the right hand in the bell, in orchestras and wind ensembles
french revolution | | revolution | the upheaval in France from 1789 to 1799 that overthrew the monarchy, with the storming of the Bastille, the Terror and the rise of Napoleon
frida kahlo | | artist | mexican painter known for bold, colorful self portraits that deal with pain, identity, the body and mexican folk culture
friedrich nietzsche | nietzsche | philosopher | the German philosopher known for the death of God, the will to power, the Ubermensch, eternal return and critiques of morality
friendship | | relationship | a close bond between friends based on trust, loyalty, shared interests and support, and the skills to make and keep friends
front end development | frontend development, front end, frontend | web development | building the parts of websites users see and use, with html, css, javascript and frameworks like react, paying attention to layout and usability
frugal living | frugality, living frugally | lifestyle | a lifestyle of spending carefully and avoiding waste, such as cooking at home, buying used, cutting subscriptions and saving for goals
frugal living | frugality | lifestyle | living on less money by choosing cheap or free options, cooking at home, buying used, repairing things and avoiding waste
fruit trees | fruit growing, growing fruit trees | tree | growing apple, pear, plum, citrus and other fruit trees, including choosing rootstocks, planting, grafting, pruning, thinning, pest control and harvesting
full stack development | full stack, full stack web development | web development | building both the front end and back end of web applications, from the user interface and apis to databases, servers and deployment
functional programming | fp | programming style | a style of programming built from pure functions, immutable data, recursion and higher order functions like map, filter and reduce, avoiding side effects
fundamental analysis | | analysis | judging a company's value by studying its financial statements, earnings, management, industry and the economy to decide if its stock is under or overpriced
fundraising | raising money, donor fundraising | activity | raising money for a cause or organization through donations, events, campaigns, grants, sponsors and long term donor relationships
fundraising | charity fundraising | activity | raising money for charities and causes through events, donations, sponsored runs, crowdfunding, grant writing and donor relations
funk | funk music | music genre | a groove based african american music style stressing the first beat, with syncopated bass lines, tight drums, rhythm guitar and horns, made famous by james brown
furniture assembly | flat pack assembly, flat pack furniture | diy | putting together flat pack furniture from kits by following instructions, using screws, dowels, cam locks, screwdrivers and Allen keys
furniture making | | woodworking | designing and building tables, chairs, cabinets and shelves from wood, using joinery, gluing, clamping, sanding and finishing
furniture restoration | furniture refinishing | craft | repairing and renewing old furniture by stripping, sanding, fixing joints, staining, painting and applying new finishes
furniture restoration | furniture refinishing, furniture repair | repair | repairing and refreshing old furniture by cleaning, stripping, sanding, regluing joints, filling, staining, painting, waxing and varnishing
fusion 360 | autodesk fusion | software | autodesk's cloud based cad and cam software for designing 3d parts, sketches and assemblies and preparing them for 3d printing or machining
futures trading | futures | trading, derivatives | trading contracts to buy or sell commodities, stock indexes or currencies at a set price on a future date, usually with leverage and margin
galileo galilei | galileo | astronomer | the Italian scientist who improved the telescope, discovered moons of Jupiter, studied motion and was tried for supporting a Sun centered system
game design | video game design | design | planning how a game works and feels, including rules, goals, mechanics, levels, balance, story, player experience and playtesting
game design | video game design | design | planning the rules, mechanics, levels, goals, balance and player experience of games, through prototypes and playtesting
game development | game dev, video game development | software development | making video games, including game design, programming, art, animation, sound, levels and testing, often with engines like unity, unreal or godot
game development | game dev, gamedev, video game development | software development | making video games, including programming, art, animation, sound, level design and testing, using engines like unity, unreal and godot
game streaming | streaming games, twitch streaming | hobby, broadcasting | broadcasting live gameplay online on twitch or youtube, using obs, a webcam and microphone, chatting with viewers and building a community
gaming pc | gaming computer | computer | a powerful personal computer built for video games, with a fast processor, strong graphics card, plenty of ram, good cooling and a high refresh monitor
gap year | | break | a year off between school and university or work, spent travelling, volunteering, working or learning new skills
garageband | garage band | software | a free beginner friendly music making app for mac and ios with virtual instruments, loops, smart instruments and simple multitrack recording
gardening | | hobby | growing plants for food or beauty, including preparing soil, sowing seeds, planting, watering, weeding, pruning, feeding and controlling pests and diseases
gdp | gross domestic product | measure | the total value of goods and services produced in a country in a period, used to measure economic size, growth and living standards
gemology | gemmology | mineralogy | the study of gemstones, including identification, cutting, color, clarity, grading, treatments and telling natural stones from synthetics
gender studies | | social science | the study of gender and sexuality in society, culture and history, including roles, identity, inequality and feminism
genealogy | family history | research | tracing ancestors and family lines using birth, marriage and census records, archives, family trees and DNA tests
general knowledge | trivia, general trivia | knowledge | broad facts about history, geography, science, culture, sports and current events, as tested in quizzes, trivia games and exams
generative ai | gen ai, genai | artificial intelligence | ai that creates new text, images, audio, video or code from prompts, using models like large language models and diffusion models
genetic engineering | genetic modification | biotechnology | changing an organisms DNA with laboratory tools to add, remove or alter genes, producing GMOs, medicines and research organisms
genetics | | biology | the study of genes and heredity, including DNA, chromosomes, inheritance patterns, mutations, Punnett squares and genetic disorders
gentle parenting | | parenting | a parenting style built on empathy, respect and firm boundaries, helping children handle emotions instead of using shouting, punishment or bribes
geography | | science, subject | the study of places, landscapes, countries, maps, climates, populations and how people and the environment interact
geology | | earth science | the study of Earths rocks, minerals, layers and landforms and the processes that shape them, such as erosion, plate movement and volcanism
geometry | | mathematics | the study of points, lines, angles, shapes, circles, triangles and solids, their areas and volumes, and proofs about their properties
geopolitics | | politics | how geography, resources and location shape the power, rivalries, alliances and strategies of countries and regions
george orwell | orwell | writer | english writer of the novels nineteen eighty four and animal farm, which warn against totalitarian government, propaganda and surveillance
german | deutsch | language | the germanic language of germany, austria and switzerland, spoken in berlin, vienna, munich and zurich, with noun cases, compound words and verbs at the end of clauses
getting things done | gtd, gtd method | method | David Allen's productivity method of capturing all tasks, deciding next actions, organizing lists by context and doing a regular weekly review
getting things done | gtd | productivity system | david allen's productivity method of capturing all tasks, clarifying them, organizing lists and projects, choosing next actions and doing weekly reviews
ghost hunting | paranormal investigation | hobby | investigating places said to be haunted using EVP recorders, EMF meters, cameras and historical research
gig economy | gig work | economy, work | work done through short term jobs and apps, such as ride sharing, food delivery and freelancing, rather than permanent employment
gin | | spirit | a clear distilled spirit flavoured mainly with juniper berries and other botanicals, used in drinks such as the gin and tonic and the martini
git | | software | a distributed version control system for tracking code changes, with commits, branches, merges, rebases, remote repositories and commands like clone, pull and push
github | | platform | an online platform for hosting git repositories, with pull requests, code review, issues, actions for automation and open source collaboration
github copilot | | software | an ai coding assistant that suggests code completions, whole functions and explanations inside editors like vs code
giving feedback | feedback skills, constructive feedback | communication, skill | sharing praise and criticism at work in a useful way, with specific examples, a balanced tone and suggestions, and receiving feedback well
glassblowing | glass blowing | craft | shaping molten glass into vases, bowls and ornaments by blowing air through a metal blowpipe and working it with tools at a furnace
globalization | globalisation | process | the growing connection of the world through trade, travel, communication and culture, with multinational companies, migration and debates about its effects
glp 1 drugs | glp 1 medications, weight loss injections | medication | medicines such as semaglutide, sold as ozempic and wegovy, and tirzepatide that mimic gut hormones to lower blood sugar and appetite for diabetes and weight loss
gluten free baking | | baking | baking bread, cakes and pastries without wheat, barley or rye, using other flours, starches and binders such as xanthan gum
gluten free diet | gluten free | diet | a diet that excludes gluten from wheat, barley and rye, needed for celiac disease, involving label reading and avoiding cross contamination
go | go game, baduk, weiqi, igo | board game | an ancient east asian strategy game where two players place black and white stones on a 19 by 19 grid to surround territory and capture stones
go programming | golang, go language | programming language | a simple compiled programming language from google with goroutines and channels for concurrency, used for servers, cloud tools and command line programs
goal setting | setting goals | planning | choosing clear targets and plans to reach them, using smart goals, deadlines, milestones, tracking progress and reviewing results
golf | | sport | a club and ball sport in which players hit a small ball into a series of holes on a course in as few strokes as possible, with driving and putting
google ads | google adwords, adwords | advertising, software | Google's online advertising platform for placing ads in search results, YouTube and websites, with keywords, bidding, budgets and conversion tracking
google analytics | | software | google's tool for tracking website visitors, where they come from, which pages they view and which actions they complete, with reports and events
google analytics | ga4, ga | software | Google's free tool for measuring website and app traffic, showing visitors, traffic sources, user behavior, conversions and reports
google cloud | google cloud platform, gcp | platform | google's cloud computing platform with compute engine, cloud storage, bigquery, kubernetes engine and ai and machine learning services
google docs | | word processor, software | google's free online word processor for writing and formatting documents with real time collaboration, comments, suggestions and version history
google sheets | | spreadsheet, software | google's free online spreadsheet app with formulas, charts, filters, and real time sharing and collaboration in the browser
google slides | | software | google's free online presentation app for making slide decks with themes, images, charts and animations, shared and edited together in the browser
google workspace | g suite | software | google's suite of cloud productivity apps including gmail, drive, docs, sheets, slides, calendar and meet for work and school
gospel music | gospel | music genre | christian music rooted in african american churches, with choirs, call and response, strong vocal harmonies, organ and piano praising god
gottman method | | couples therapy | john and julie gottman's research based couples therapy, with love maps, repair attempts and avoiding criticism, contempt, defensiveness and stonewalling
gouache | gouache painting | painting | painting with opaque water based paint that dries matte, used for illustration, design and flat bright areas of color on paper
graffiti | graffiti art | art | lettering and pictures painted on walls and other public surfaces with spray paint, markers and stencils, from simple tags to large street murals
grant writing | grant proposals, writing grants | writing | writing proposals to win funding from foundations, governments or companies, including needs statements, goals, budgets and evaluation plans
graphic design | | design | creating visual communication such as logos, posters, websites and packaging by combining typography, images, color and layout
graphic novels | graphic novel | book | book length comics that tell a story through sequential art, panels and text, including fiction, memoir and nonfiction
graphql | | query language | a query language and server runtime for apis where clients ask for exactly the data they need from a typed schema in one request
gratitude practice | gratitude | practice | regularly noticing and writing down things you are thankful for, through gratitude journals, thank you letters and reflection, to improve mood
gravity | gravitation | force | the attraction between masses that makes objects fall, holds planets in orbit and shapes galaxies, described by Newton and by Einsteins relativity
greek | modern greek | language | the language of greece and cyprus, spoken in athens, thessaloniki and nicosia, written in the greek alphabet, with roots in ancient greek
greek cuisine | greek cooking, greek food | cuisine | the cooking of Greece, using olive oil, feta, yogurt, lemon and herbs, with dishes such as moussaka, souvlaki, spanakopita and Greek salad
greek mythology | greek myths | mythology | the myths of ancient Greece about the Olympian gods, heroes such as Hercules and Odysseus, monsters, the Trojan War and the underworld
greenhouse gardening | greenhouse growing | gardening | growing plants under glass or plastic to extend the season, raising seedlings, tomatoes and tender plants while managing heat, ventilation and watering
grief | bereavement, grieving | emotion, experience | the deep sorrow and reactions that follow a loss, especially a death, including mourning, stages of grief, coping and support from others
grilling | | cooking | cooking meat, fish and vegetables over direct high heat on a grill over charcoal, gas or wood, searing them and making grill marks
grocery shopping | food shopping | shopping | buying food and household goods with lists and budgets, comparing prices, reading labels, choosing fresh produce and using coupons
growth hacking | growth marketing | marketing | fast, low cost experiments across marketing and product to gain users, using referrals, A/B tests, viral loops and data analysis
growth mindset | | mindset | carol dweck's idea that abilities grow through effort, practice and learning from mistakes, in contrast to a fixed mindset
guided meditation | | meditation | meditation led by a teacher or recording that gives spoken instructions, visualisations and breathing cues, common in apps and classes
guitar | guitar playing | string instrument, musical instrument | a fretted string instrument usually with six strings, played by strumming or picking while pressing strings on the fretboard to form chords and melodies
guitar tabs | guitar tablature, tablature, tabs | music notation | a notation for guitar and bass showing strings as lines and fret numbers, with symbols for bends, slides and hammer ons
gut health | digestive health | health | the health of the digestive system and its bacteria, the gut microbiome, influenced by fiber, fermented foods, probiotics, sleep and stress
gymnastics | | sport | a sport of strength, flexibility and balance performed on apparatus such as floor, beam, bars, vault and rings, with tumbling, flips and routines
habits | habit formation, habit building | behaviour | repeated behaviours done automatically, and how to build good ones and break bad ones using cues, routines, rewards, tracking and habit stacking
haiku | | poem | a short japanese poem of three lines with five, seven and five syllables, usually about nature and a moment in a season
hair care | haircare | beauty, grooming | keeping hair healthy with washing, conditioning, drying, styling and treatments, chosen for hair type such as straight, wavy, curly or coily
hair loss | baldness, alopecia, hair thinning | condition | losing hair from the scalp or body due to genetics, hormones, stress or illness, treated with minoxidil, finasteride or hair transplants
half marathon | | race | a road running race of 21.1 kilometers, or 13.1 miles, popular as a goal for building endurance, with long runs, pacing and race day planning
hamlet | | play | shakespeare's tragedy about a danish prince who seeks revenge for his father's murder, known for the soliloquy to be or not to be
hand building | handbuilding, hand built pottery | pottery | making pottery without a wheel by pinching, rolling coils and cutting slabs of clay and joining them with slip
hand lettering | lettering | art | drawing decorative letters and words by hand for signs, cards, posters and logos, with attention to letter shape, style and layout
hand sewing | hand stitching | sewing | sewing by hand with a needle and thread, using stitches such as running, back, whip, blanket and slip stitch, for hems, buttons and small repairs
handball | team handball | sport, team sport | a fast team sport of seven players a side who pass, dribble and throw a ball by hand into a goal guarded by a goalkeeper on an indoor court
hangul | hangeul, korean alphabet | alphabet | the korean alphabet of 24 letters grouped into syllable blocks, created by king sejong in the fifteenth century and quick to learn
harmonica | mouth organ, blues harp | wind instrument | a small handheld free reed instrument played by blowing and drawing air through holes, with note bending used in blues, folk and rock
harmony | musical harmony | music theory | the study and use of notes sounding together, including chords, chord progressions, voice leading, cadences, consonance and dissonance
harp | | string instrument | a large triangular frame instrument with many strings plucked by the fingers, with pedals or levers used to change key
harry potter | | book series | seven fantasy novels by j k rowling about a boy wizard at hogwarts school who fights the dark wizard voldemort, also made into films
hatha yoga | hatha | yoga | a traditional, often gentle style of yoga focusing on holding basic postures with attention to breathing and relaxation, suited to beginners
headspace | headspace app | software | a meditation and mindfulness app with guided sessions, sleep sounds, focus music and short courses for stress and anxiety
health insurance | medical insurance, health coverage | insurance | insurance that pays for medical care, involving premiums, deductibles, copays, provider networks, coverage rules and employer or government plans
healthy eating | healthy diet, eating healthy | nutrition | choosing balanced meals with vegetables, fruit, whole grains, protein and healthy fats while limiting sugar, salt and highly processed food
heart disease | cardiovascular disease, heart conditions | disease | conditions affecting the heart and blood vessels, such as coronary artery disease, heart attack and heart failure, prevented by healthy habits
heavy metal | metal | music genre, rock music | a loud rock style with heavily distorted guitars, riffs, fast drumming, powerful vocals and solos, with subgenres like thrash, death and black metal
hebrew | modern hebrew, ivrit | language | the semitic language of israel, spoken in jerusalem, tel aviv and haifa, written right to left in the hebrew alphabet and revived from biblical hebrew
heels dance | heels, heels choreography | dance | a dance style performed in high heeled shoes, combining jazz, hip hop and commercial moves with hair flips, floor work and confident posing
herb garden | herb gardening, growing herbs | garden | a garden, bed or set of pots for growing culinary and medicinal herbs such as basil, mint, rosemary, thyme, chives and parsley
herbal medicine | herbalism, herbal remedies | traditional medicine | using plants and plant extracts such as teas, tinctures and capsules to prevent and treat illness, including safe use and drug interactions
herbal tea | tisane, herbal infusion | drink | a drink made by steeping herbs, flowers, roots or fruit such as chamomile, mint, rooibos and ginger in hot water, without tea leaves
herbs | culinary herbs, cooking herbs | plant | leafy plants such as basil, parsley, thyme, rosemary, mint and coriander used fresh or dried to flavour food and garnish dishes
hieroglyphs | egyptian hieroglyphs, hieroglyphics | writing system | the picture based writing system of ancient Egypt, with sound signs, word signs, cartouches and inscriptions on tombs and temples
high blood pressure | hypertension | condition | blood pressure that stays too high, raising the risk of heart attack and stroke, managed with less salt, exercise, weight loss and medicines
hiit | interval training | exercise | high intensity interval training, a workout style alternating short bursts of very hard effort with brief rest, using exercises like sprints, burpees and jump squats
hiking | hillwalking, trekking | activity, exercise | walking long distances on trails in nature, involving route planning, maps, footwear, packing water and food, and outdoor safety
hindi | | language | the main language of northern india, spoken in delhi, mumbai and lucknow, written in devanagari script, close to urdu and used in bollywood films
hinduism | | religion | the diverse religion of India with many gods, the Vedas and Bhagavad Gita, karma, dharma, reincarnation, temples, rituals and festivals
hindustani music | hindustani classical music | classical music | the classical music of north india, based on ragas and talas, performed with voice, sitar, sarod, bansuri and tabla, in forms like khayal and dhrupad
hip hop | hip hop music, hiphop | music genre, culture | a music style and culture from the bronx built on rapping over beats made from samples and drum machines, with djing, breaking and graffiti
hip hop dance | hip hop dancing | street dance | street dance styles from hip hop culture, including grooves, bounces, rocks, freestyle and choreography, as well as breaking, popping and locking
hiragana | | writing system | the japanese syllabary of 46 rounded characters used for native words and grammar endings, learned first before katakana and kanji
history | | humanities, subject | the study of past events, people and societies using written sources, artifacts and evidence, including causes, change over time and interpretation
holocaust | the holocaust, shoah | genocide | the systematic murder of six million Jews and millions of others by Nazi Germany, with ghettos, concentration camps and death camps
home buying | buying a house, buying a home | purchase | the process of buying a home, including budgeting, mortgage preapproval, house hunting, making offers, inspections, closing costs and moving in
home energy efficiency | energy saving at home, home energy saving | sustainability | cutting home energy use and bills with insulation, draught proofing, efficient appliances, LED lighting, heat pumps and smart thermostats
home improvement | home renovation, renovating | improvement | renovating and upgrading a house, such as kitchens, bathrooms, flooring, lofts and extensions, done yourself or with builders and tradespeople
home insurance | homeowners insurance, house insurance | insurance | insurance that protects a home and belongings against damage, theft and liability, involving policies, premiums, deductibles and claims
home network | home networking | network | setting up internet at home with a modem, wifi router, mesh points and devices, including passwords, security settings and fixing slow connections
home organization | home organisation, organizing your home | housekeeping | arranging a home's belongings so they are easy to find and use, with storage systems, labels, bins, shelves and routines for each room
home recording | home studio | music production | recording music at home using an audio interface, microphones, headphones, studio monitors and a daw, including room treatment and gain staging
home repair | home repairs, home maintenance | maintenance | fixing and looking after a house, such as leaks, doors, walls, floors, gutters and appliances, with basic tools and regular seasonal checks
home workout | home exercise, home fitness | exercise | exercising at home with little equipment, using bodyweight moves, dumbbells, bands and online videos to build strength and cardio fitness
homebrewing | home brewing, brewing beer | hobby | brewing beer at home by mashing malt, boiling the wort with hops, cooling, fermenting with yeast and bottling or kegging
homeopathy | homoeopathy | alternative medicine | an alternative system using highly diluted substances based on the idea that like cures like, though research shows no effect beyond placebo
homeschooling | home education, homeschool | education | educating children at home instead of at school, with parents choosing curriculum, lessons, schedules, co ops and meeting legal requirements
homesteading | | lifestyle | living largely self sufficiently by growing food, raising animals, preserving harvests, making and mending things by hand and relying less on shops
horse care | horse keeping, equine care | animal care | looking after horses, including feeding hay and hard feed, grooming, mucking out stables, hoof care with a farrier, tack, turnout and health checks
horse riding | horseback riding, equestrianism | sport, activity | riding and controlling a horse, involving mounting, posture, walk, trot, canter, jumping, and grooming and tacking up the horse
hot yoga | | yoga | yoga practiced in a room heated to around 30 to 40 degrees celsius, with sequences of postures that cause heavy sweating, including bikram yoga
house cleaning | cleaning, housekeeping | housework | cleaning a home by dusting, vacuuming, mopping and scrubbing bathrooms and kitchens, with cleaning schedules, tools and products
house flipping | flipping houses, fix and flip | real estate investing | buying run down homes, renovating them quickly and reselling them for profit, involving financing, repair budgets, contractors and timing
house music | house | electronic music | a dance music style from chicago with a steady four on the floor kick drum at about 120 to 128 bpm, soulful samples, basslines and vocals
housekeeping | housework, homemaking | work | the daily running of a home, including cleaning, tidying, laundry, cooking, shopping, household budgeting and routines
houseplants | house plants, indoor plants | plant | plants grown indoors, such as pothos, monstera and snake plants, and their care with the right light, watering, potting mix, repotting, feeding and pest control
hsk | chinese proficiency test | exam | the standard test of mandarin chinese for non native speakers, with levels testing listening, reading, writing and characters
html | hypertext markup language, html5 | markup language | the markup language for building web pages, using tags and elements for headings, paragraphs, links, images, forms and page structure
human anatomy | | biology | the study of the structure of the human body, including bones, muscles, organs, nerves and blood vessels, often with diagrams and dissection
human design | human design system | personality system | a 1987 system by Ra Uru Hu combining astrology, the I Ching, kabbalah and chakras, assigning types such as generator, projector, manifestor and reflector
human resources | hr, human resource management, hrm | management | managing an organization's employees, including recruiting, hiring, onboarding, pay, benefits, training, performance reviews and employment law
human rights | | right | the basic rights and freedoms belonging to every person, such as life, liberty, free speech and fair trial, and the Universal Declaration of 1948
hungarian | magyar | language | the uralic language of hungary, spoken in budapest and debrecen, with many noun cases, vowel harmony and words built from chains of suffixes
hydration | | health | drinking enough fluids to keep the body working well, including daily water intake, electrolytes, signs of dehydration and needs during exercise and heat
hydroponics | hydroponic gardening, hydroponic growing | gardening | growing plants without soil, with roots in water containing dissolved nutrients, using systems such as deep water culture and nutrient film, with pumps and grow lights
hygge | | lifestyle | a Danish idea of cosiness and contentment, with candles, warm blankets, comfort food, simple pleasures and time with friends at home
hygge | | lifestyle | the danish idea of cosy comfort and contentment, with candles, warm drinks, blankets, good company and simple pleasures at home
hypnotherapy | clinical hypnosis | therapy | using hypnosis, a focused relaxed state guided by a therapist, to help with habits such as smoking, and with anxiety, pain and phobias
i ching | yijing, book of changes | divination, scripture | the ancient Chinese book of divination with 64 hexagrams, consulted by tossing coins or yarrow stalks and reading changing lines
ibs | irritable bowel syndrome | condition | a common gut disorder causing stomach pain, bloating, gas, diarrhea or constipation, managed with diets such as low fodmap, stress reduction and medicines
ice cream making | homemade ice cream | dessert | making frozen desserts such as ice cream, gelato and sorbet by churning a custard, cream or fruit base in an ice cream maker and freezing it
ice hockey | | sport, team sport | a team sport played on ice in which skaters use sticks to pass and shoot a puck into the goal, with checking, faceoffs and a goaltender
ice skating | | activity, sport | gliding on ice wearing boots with metal blades, learning balance, stopping, turning, skating backwards, spins and jumps at a rink or on frozen water
ielts | | exam | an english test for study, work and migration to the uk, australia and canada, scoring listening, reading, writing and speaking in bands
ikebana | | flower arranging | the Japanese art of flower arranging, placing branches, leaves and flowers in vases with attention to line, space, balance and the seasons
ikigai | | concept | a japanese idea of a reason for living, often drawn as the overlap of what you love, are good at, the world needs and can be paid for
illustration | | art | making pictures for books, magazines, advertising, packaging or websites, by hand or digitally, to explain or decorate a text or idea
immanuel kant | kant | philosopher | the German Enlightenment philosopher known for the Critique of Pure Reason, the categorical imperative and work on knowledge, ethics and duty
immune system | immunity | body system | the body's defense system of white blood cells, antibodies and organs that fights infections, and how sleep, diet and vaccines support it
immunology | | biology, medicine | the study of the immune system, including antibodies, white blood cells, inflammation, vaccines, allergies and autoimmune disease
import export | importing and exporting, import export business | trade, business | buying goods from or selling goods to other countries, involving foreign suppliers, shipping, customs, tariffs, documents and international payments
imposter syndrome | impostor syndrome | feeling | feeling like a fraud despite success, doubting your skills and fearing being found out, common at work and in study
impressionism | | art movement | a nineteenth century french painting movement showing light, color and everyday life with quick visible brushstrokes, led by monet, renoir and degas
improv | improvisational theatre, improv comedy, improv theatre | theatre, comedy | unscripted theatre where performers create scenes, characters and stories on the spot from audience suggestions, following the yes and principle
income tax | income taxes | tax | tax on wages, self employment and investment income, involving tax brackets, withholding, deductions, credits, tax returns and refunds
index funds | index fund, index investing | fund, investment | low cost funds that track a market index such as the S&P 500, giving broad diversification with little trading and low fees
indian classical music | | classical music | the classical music of india, hindustani in the north and carnatic in the south, based on raga melodies, tala rhythm cycles and improvisation
indian cuisine | indian cooking, indian food | cuisine | the cooking of India, using spice blends, curries, dal, rice, breads such as naan and roti, tandoor ovens and many vegetarian dishes
indian culture | | culture | the traditions of india, with festivals such as diwali and holi, many languages and religions, family customs, food, dress and classical arts
indonesian | bahasa indonesia | language | the national language of indonesia, spoken in jakarta, surabaya and bali, a form of malay with simple grammar and a latin alphabet
indoor cycling | spinning, spin class | exercise | a group or home workout on a stationary bike, with an instructor guiding speed, resistance, climbs and sprints set to music
industrial design | | design | designing mass produced products such as furniture, appliances and devices, balancing function, form, materials, ergonomics and manufacturing
industrial revolution | | era | the shift from hand work to machines and factories starting in Britain around 1760, with steam power, textiles, railways, coal and urban growth
inflation | rising prices | economics, price | a general rise in prices over time that lowers the buying power of money, measured by price indexes and influenced by central banks
influencer marketing | influencer partnerships | marketing | working with social media creators who have loyal followers to promote products through sponsored posts, reviews, giveaways and affiliate links
infrastructure as code | iac | practice | managing servers, networks and cloud resources through version controlled configuration files and automation tools like terraform instead of manual setup
insomnia | sleeplessness | condition, sleep disorder | difficulty falling or staying asleep, or waking too early, causing daytime tiredness, treated with sleep habits, cbt for insomnia or medicines
instagram marketing | instagram for business | social media marketing | promoting a brand or business on Instagram with posts, reels, stories, hashtags, bio links, influencer partnerships and paid ads
insurance | insurance basics | financial service, protection | paying premiums to a company that covers the cost of specified losses, such as illness, accidents, damage or death, under a written policy
intellectual property | ip, ip law | law, property | legal rights over creations of the mind, such as patents, trademarks, copyrights and trade secrets, and how to protect and license them
intellectual property | ip law, intellectual property law | law | the law protecting creations of the mind through copyright, patents, trademarks and trade secrets, with licensing and infringement
interest rates | interest rate, apr | rate, finance | the percentage charged for borrowing money or paid on savings, including simple and compound interest, annual percentage rates and central bank rates
interior decorating | interior decoration, home decorating | decoration | furnishing and decorating rooms with color, furniture, textiles, art, lighting and accessories to create a pleasant, personal style
interior decorating | home decorating, home decor | design | making rooms attractive and comfortable by choosing paint colours, furniture, lighting, rugs, curtains, textiles, plants and art and arranging them well
interior design | | design | planning indoor spaces for function and beauty, including layout, furniture, lighting, color schemes, materials, finishes and decoration
intermittent fasting | time restricted eating | diet | an eating pattern that cycles between fasting and eating windows, such as 16:8 or 5:2, used to manage weight and metabolism
international phonetic alphabet | ipa | alphabet | the standard set of symbols for writing the sounds of any language, used in dictionaries, language learning and linguistics
international relations | world politics, global politics | political science | the study of relations between countries, including diplomacy, war, trade, alliances, international organizations and theories such as realism
international trade | global trade, world trade | economics, trade | the exchange of goods and services between countries, studying comparative advantage, tariffs, trade agreements, exchange rates and trade balances
internet basics | using the internet | skill | the basics of going online, using a web browser, search engines, websites, links, email and downloads, and staying safe from scams
internet of things | iot | technology | everyday devices like sensors, appliances, cars and meters connected to the internet to collect data and be controlled remotely, using wireless networks and cloud services
internship | internships, work placement | job, training | a short term work placement, often for students or graduates, that gives practical experience, skills and contacts in a field
interpreting | | work, skill | turning speech from one language into another in real time, as simultaneous or consecutive interpreting, at conferences, courts, hospitals and meetings
introversion | introvert | trait | a personality trait of gaining energy from time alone and preferring quiet settings, and ways introverts can thrive socially and at work
intuitive eating | | eating, approach | an approach to eating that rejects dieting and relies on hunger, fullness and satisfaction signals, with body respect and no forbidden foods
inventory management | stock control, inventory control | management | tracking and controlling the goods a business holds, including ordering, storage, stock counts, reorder points and avoiding shortages or waste
investigative journalism | | journalism | in depth reporting that uncovers hidden wrongdoing or important facts through long research, documents, data, sources and interviews
investing | investment, investing basics | finance, activity | putting money into assets such as stocks, bonds, funds or property to grow wealth over time, balancing risk, return, fees and time horizon
invoicing | billing, sending invoices | process | sending bills to customers for goods or services, with payment terms and due dates, tracking payments and chasing late ones
ios development | ios app development, iphone app development | mobile app development | building apps for iphone and ipad with swift, swiftui and xcode, testing on simulators and publishing through the app store
ipad | | tablet | apple's tablet computer with a touch screen, apple pencil support and apps for drawing, notes, reading and video, running ipados
iphone | | smartphone | apple's smartphone running ios, with the app store, face id, icloud, camera, imessage and settings for apps, privacy and accessibility
ipo | initial public offering, going public | offering, finance | the first sale of a company's shares to the public on a stock exchange, involving underwriters, a prospectus, share pricing and listing
ira | individual retirement account, traditional ira | retirement plan, account | a US tax advantaged personal retirement account with yearly contribution limits, investment choices and rules and penalties for early withdrawals
irish | irish gaelic, gaeilge | language | the celtic language of ireland, spoken in gaeltacht areas and taught in schools in dublin and galway, with initial mutations and verb first word order
irish dance | irish dancing, irish step dance | dance | traditional irish step dancing with a still upper body and fast intricate footwork in soft or hard shoes, performed solo and in ceili groups
ironing | | laundry | pressing clothes and linens with a hot iron on an ironing board to remove creases, using steam and heat settings suited to each fabric
isaac newton | newton | physicist, mathematician | the English scientist who formulated the laws of motion and universal gravitation, co invented calculus and studied light and optics
islam | | religion | the religion founded through the Prophet Muhammad, with belief in one God, the Quran, the five pillars, mosques, prayer and Ramadan
it support | tech support, help desk, technical support | occupation | helping users fix computer problems, including setting up devices, resetting passwords, installing software, troubleshooting networks and logging tickets
italian | italiano | language | the romance language of italy and part of switzerland, spoken in rome, milan, naples and florence, with clear vowel sounds, verb conjugations and regional dialects
italian cuisine | italian cooking, italian food | cuisine | the cooking of Italy, based on pasta, pizza, risotto, olive oil, tomatoes, cheese and cured meats, with simple fresh ingredients and strong regional dishes
jam making | making jam, preserves making | food preservation | making jams, jellies and marmalades by boiling fruit with sugar and pectin to setting point, then pouring them into sterilised jars
james webb telescope | jwst, webb telescope | telescope | the large infrared space telescope launched in 2021 to study the first galaxies, star formation and exoplanet atmospheres from far beyond the Moon
jamming | jam session, jam | music, performance | playing music informally with other musicians, improvising over grooves, chord progressions or standards without detailed preparation
jane austen | austen | writer | english novelist of the early 1800s who wrote witty novels about love, marriage and social class, such as pride and prejudice and emma
japanese | nihongo | language | the language of japan, spoken in tokyo, osaka and kyoto, written with hiragana, katakana and kanji, with polite speech levels and simple pronunciation
japanese cuisine | japanese cooking, japanese food, washoku | cuisine | the cooking of Japan, with rice, fish, soy sauce, miso and dashi, and dishes such as sushi, ramen, tempura and teriyaki, stressing season and presentation
japanese culture | | culture | the customs and traditions of japan, such as bowing, the tea ceremony, festivals, anime, food, temples, shrines and politeness in daily life
java | java programming | programming language | an object oriented programming language that runs on the java virtual machine, used for business software, android apps, servers and large systems
javascript | js, java script, ecmascript | programming language | the scripting language of web browsers, used to make web pages interactive and, with node, to write servers, using functions, objects and events
jazz | jazz music | music genre | an american music style rooted in blues and swing, featuring improvisation, syncopated rhythm, extended chords and standards played by small groups and big bands
jazz dance | | dance | a theatrical dance style with isolations, kicks, leaps, turns and sharp energetic movement, used in musicals, music videos and competitions
jewelry making | jewellery making | craft | making necklaces, earrings, bracelets and rings from beads, wire, metal, clay or resin using pliers, findings and simple metalwork
jigsaw puzzles | jigsaw, jigsaw puzzle | puzzle | picture puzzles made of many interlocking cut pieces that are put together by sorting edges, colors and shapes to complete an image
jira | | software | atlassian's issue and project tracking tool for software teams, with tickets, sprints, backlogs, boards and workflows for agile development
jlpt | japanese proficiency test | exam | the japanese language proficiency test with five levels from n5 to n1, testing vocabulary, grammar, kanji, reading and listening
job hunting | job search, job seeking, looking for work | activity | looking for employment by finding openings, preparing resumes and cover letters, networking, applying and attending interviews
job interview | interview skills, interview preparation, interviewing | interview | a meeting where an employer questions a job candidate, involving preparation, common questions, behavioral answers, body language and follow up
journaling | journal writing | writing | regularly writing personal thoughts, feelings and experiences in a notebook or app, for reflection, memory, gratitude or mental health
journaling | journalling | practice, writing | writing regularly about thoughts, feelings and events, such as gratitude lists, reflections or prompts, to process emotions and gain clarity
journaling | journalling, journal writing | writing | regular writing about your thoughts, feelings and day, with prompts, gratitude lists and reflection for self understanding and stress relief
journalism | | writing | gathering, checking and reporting news and information for newspapers, television, radio and online, through interviews, research, writing and editing
judaism | | religion | the religion of the Jewish people, with the Torah, Talmud, synagogues, rabbis, Sabbath, kosher laws, holidays and covenant with God
judo | | martial art, sport | a japanese martial art and olympic sport of throws, takedowns, pins, chokes and armlocks, trained with breakfalls and randori sparring in a gi
juggling | | circus, skill | keeping several objects such as balls, clubs or rings in the air by throwing and catching them in patterns like the three ball cascade
jupyter notebook | jupyter, jupyterlab, ipython notebook | software | an interactive document where code, output, charts and notes live in cells, used for python data analysis, teaching and experiments
k pop | kpop, korean pop | pop music | south korean pop music performed by idol groups and soloists, combining catchy songs, synchronized choreography, styling and music videos
k pop dance | kpop dance | dance | learning the choreography of korean pop songs, copying idol group routines with sharp synchronized moves, formations and cover dance performances
kabbalah | kabbala, qabalah, cabala | mysticism | the tradition of Jewish mysticism, with the Zohar, the Tree of Life, the ten sefirot and hidden meanings in scripture
kali linux | kali | operating system | a linux distribution for penetration testing and security work, preinstalled with tools like nmap, metasploit, burp suite, wireshark and john the ripper
kalimba | thumb piano | musical instrument | a small african instrument of metal tines on a wooden board or box, plucked with the thumbs to play simple melodies
kanban | | method | a workflow method using a board with columns and cards to show tasks, limit work in progress and keep work flowing
kanban | kanban method, kanban board | method, tool | a visual workflow method that shows tasks as cards moving across columns such as to do, doing and done, while limiting work in progress
kanji | | writing system | the chinese characters used in written japanese, each with meanings and on and kun readings, learned by stroke order and radicals
karaoke | | entertainment, singing | singing along to recorded backing tracks while the lyrics are shown on a screen, in bars, karaoke rooms, homes and apps
karate | | martial art | a japanese martial art of punches, kicks, knee and elbow strikes and blocks, trained through kata forms, basics and sparring, with colored belt grades
karl marx | marx | philosopher | the German philosopher and economist who wrote Capital and the Communist Manifesto, with theories of class struggle, capitalism and historical materialism
katakana | | writing system | the angular japanese syllabary used for foreign loanwords, names, sound effects and emphasis, with the same sounds as hiragana
kathak | | dance | a north indian classical dance with fast spins, rhythmic footwork with ankle bells, expressive storytelling and playful exchanges with the tabla
kayaking | | sport, activity | paddling a small narrow boat with a double bladed paddle on rivers, lakes or the sea, involving strokes, steering, rolling and water safety
keto diet | ketogenic diet, keto | diet | a very low carbohydrate, high fat diet that makes the body burn fat for fuel and produce ketones, used for weight loss and epilepsy
keyboard | electronic keyboard, digital keyboard | musical instrument | an electronic instrument with piano style keys and built in sounds, rhythms and speakers, used for learning chords, songs and accompaniment
keyboard shortcuts | hotkeys, shortcut keys | technique | key combinations like ctrl c, ctrl v and alt tab that carry out commands quickly in operating systems and programs without the mouse
kickboxing | | sport, martial art | a combat sport and workout combining punches and kicks, trained with gloves, pads and heavy bags, with footwork, defense and conditioning
kimchi | | fermented food | a Korean fermented side dish of salted napa cabbage or radish with chilli powder, garlic, ginger, spring onion and fish sauce, left to ferment in jars
kintsugi | | craft | the japanese art of repairing broken pottery by joining the pieces with lacquer mixed with gold, silver or platinum powder, showing the cracks
kitchen organization | pantry organization, kitchen organisation | home organization | arranging food, cookware and utensils in kitchen cupboards and the pantry with containers, labels, shelves and first in, first out rotation
kizomba | | dance | a smooth, close partner dance from angola danced to slow african music, with walking steps, chest connection and lead and follow
knife sharpening | sharpening knives | skill | restoring the cutting edge of a blade by grinding it on whetstones or sharpeners at a steady angle, then honing, stropping and testing it
knife skills | knife techniques | skill | safe and efficient use of kitchen knives to chop, dice, mince, slice and julienne food, including how to grip, guide and care for the blade
knife skills | | cooking skill | using kitchen knives safely and well to chop, dice, mince, slice and julienne, with the right grip, sharpening and cutting board care
knitting | | needlework | making fabric from yarn by looping stitches with two or more needles, using knit and purl stitches to make scarves, sweaters and hats
kodaly method | kodály method | teaching method | a music education approach from hungary using singing, folk songs, solfege, hand signs and rhythm syllables to build musical literacy in children
kombucha | | fermented drink | a fizzy fermented drink made by culturing sweetened tea with a scoby of bacteria and yeast, then bottling it with fruit for a second fermentation
konmari method | konmari, marie kondo method | decluttering | Marie Kondo's method of tidying by category, keeping only items that spark joy, thanking the rest and folding clothes upright in drawers
konmari method | konmari, marie kondo method | decluttering | marie kondo's tidying method of sorting by category, keeping items that spark joy and folding clothes upright in drawers
korean | hangugeo | language | the language of south korea and north korea, spoken in seoul, busan and pyongyang, written in the hangul alphabet, with honorific speech levels
korean cuisine | korean cooking, korean food | cuisine | the cooking of Korea, with rice, kimchi, gochujang, many side dishes called banchan, table barbecue, stews and dishes such as bibimbap and bulgogi
korean culture | k culture | culture | the customs and modern culture of south korea, including k pop, k dramas, korean food, respect for elders and holidays such as chuseok
korean skincare | k beauty, korean beauty | skincare | a skincare approach from south korea known for multi step routines, double cleansing, essences, sheet masks and a focus on hydration
kotlin | kotlin programming | programming language | a modern programming language on the java virtual machine, the main language for android apps, with concise syntax, null safety and coroutines
kpis | kpi, key performance indicators | measure, metric | measurable values that show how well a business or team is meeting its goals, such as sales growth, customer churn, margins or satisfaction
krav maga | | martial art, self defense | an israeli self defense system using practical strikes and kicks, defenses against grabs, chokes and weapons, and fast reactions to real threats
kubernetes | k8s | software | an open source system for running and managing containers across clusters of machines, with pods, deployments, services, scaling and self healing
kundalini yoga | kundalini | yoga | a style of yoga combining repeated movements, breathing techniques, chanting and meditation, aimed at awakening energy in the body
kung fu | wushu, chinese martial arts | martial art | chinese martial arts of many styles, using strikes, kicks, stances, forms, weapons and breathing, trained for self defense, health and performance
laminated dough | lamination, laminating dough | dough | dough folded and rolled repeatedly around a block of butter to create many thin flaky layers, used for croissants, puff pastry and danishes
landscape painting | | painting | painting natural scenery such as mountains, fields, rivers, skies and trees, using perspective, atmosphere, light and color
landscape photography | | photography | photographing nature and scenery such as mountains, coasts and forests, using wide lenses, tripods, filters and golden hour light
landscaping | landscape design, garden design | design | planning and building outdoor spaces with plants, lawns, paths, patios, walls, fences and water features, considering layout, soil, sun and use
language acquisition | | learning | how children learn their first language and how people learn second languages, with stages, input, critical periods and theories
language exchange | tandem learning, language tandem | language learning | two speakers of different languages meeting in person or online to practise both languages in conversation, taking turns as learner and teacher
language immersion | immersion learning | language learning | learning a language by living in it, through study abroad, immersion schools, homestays and using only the target language in daily life and media
language learning | learning a language, second language acquisition | learning | learning a new language through vocabulary, grammar, listening, speaking, reading and writing practice, with classes, apps, tutors, immersion and conversation
laptop | notebook computer | computer | a portable computer with a built in screen, keyboard, touchpad and battery, used for work, study and entertainment away from a desk
large language models | llm, llms, large language model | artificial intelligence | ai models trained on huge amounts of text to predict words, used to answer questions, write, summarize, translate and code, like gpt and claude
laser cutting | laser engraving | manufacturing | cutting and engraving wood, acrylic, paper and leather with a computer controlled laser, using vector designs and power and speed settings
latin | | language | the language of ancient Rome, with its grammar, cases, vocabulary and literature, the ancestor of Romance languages and used in law, science and church
latin | | language | the classical language of ancient rome, studied through noun declensions, verb conjugations and texts by caesar, cicero and virgil, and the root of romance languages
latin dance | latin dancing | dance | partner and solo dances from latin american roots, such as salsa, bachata, cha cha, rumba and samba, with hip action and rhythmic footwork
latin music | | music genre | music from latin america and spain, including salsa, reggaeton, bachata, cumbia and bossa nova, with spanish or portuguese lyrics and rich percussion
latte art | | art | pouring steamed microfoam milk into espresso to make designs such as hearts, tulips and rosettas on the surface of lattes and cappuccinos
laundry | doing laundry, washing clothes | housework | washing, drying and folding clothes and linens, including sorting by colour and fabric, reading care labels, choosing detergents and machine settings
laundry | doing laundry | housework | washing, drying and folding clothes, with sorting colors, reading care labels, choosing detergent and settings and removing stains
law | legal studies | discipline | the system of rules made and enforced by governments and courts, and the study of legal systems, legislation, cases and legal reasoning
law of attraction | manifestation, manifesting | belief | the belief that positive or negative thoughts bring matching experiences, with visualization, affirmations, scripting and vision boards
lawn care | lawn maintenance | gardening | keeping grass healthy by mowing, watering, feeding, aerating, scarifying, overseeding and controlling weeds and moss
lead generation | lead gen | marketing, sales | finding and attracting potential customers and collecting their contact details through forms, content, ads, events and outreach
leadership | leadership skills, leading people | skill | guiding and motivating people toward shared goals, involving vision, decision making, communication, delegation, coaching and building trust
league of legends | lol | video game | a team strategy game where two teams of five champions battle across three lanes to destroy the enemy nexus, with last hitting and items
lean manufacturing | lean, lean management | method, management | a production method focused on cutting waste and improving flow, using tools like value stream mapping, kanban, 5S and continuous improvement
lean startup | lean startup method | method, management | a method for building new businesses with a minimum viable product, quick experiments, customer feedback and the build, measure, learn loop
learning to learn | learning how to learn, meta learning | learning | understanding how the brain learns and using focused and diffuse thinking, chunking, recall and spacing, as in barbara oakley's popular course
leathercraft | leatherworking, leather craft | craft | making wallets, belts, bags and other goods from leather by cutting, stitching, tooling, dyeing and finishing
legal writing | | writing | writing legal documents such as memos, briefs, contracts and opinions, with legal research, citation, clear structure and persuasive argument
lego robotics | lego mindstorms, lego spike | robotics | building and programming robots from lego kits with motors, sensors and a hub, using block or python code, common in schools and competitions
leonardo da vinci | leonardo, da vinci | artist | italian renaissance painter, inventor and scientist who painted the mona lisa and the last supper and filled notebooks with drawings and inventions
level design | | game design | designing the spaces, layouts, challenges, pacing and puzzles of video game levels and maps, with blockouts, playtesting and scripting
life coaching | | coaching | one to one sessions with a coach to set goals, overcome obstacles, make decisions and build better habits in career, health and relationships
life insurance | term life insurance, whole life insurance | insurance | insurance that pays money to chosen beneficiaries when the insured person dies, including term and whole life policies, premiums and coverage amounts
life skills | | skill | everyday abilities for independent living, such as cooking, cleaning, budgeting, managing time, making decisions, communicating and solving problems
lightroom | adobe lightroom | software | adobe's photo organizing and editing app for adjusting exposure, color, tone and detail in raw photos, with presets and catalogs
lindy hop | lindy | swing dance | an energetic swing partner dance from harlem in the 1920s and 1930s, with swingouts, circles, aerials and improvised jazz moves
line dancing | line dance | dance | a social dance where people in rows repeat the same sequence of steps, often to country music, with grapevines, kicks and turns
linear algebra | | mathematics | the study of vectors, matrices, systems of linear equations, determinants, eigenvalues and vector spaces, used in physics, computer graphics and machine learning
linear b | | writing system | the syllabic script of Mycenaean Greek on clay tablets from Crete and mainland Greece, deciphered by Michael Ventris in 1952
linguistics | | science | the scientific study of language, including sounds, words, grammar, meaning, language change, language learning and how languages vary
linkedin | linkedin profile | website, social network | a professional social network for building a profile, connecting with colleagues, finding jobs, posting content and recruiting staff
linocut | lino printing, linoleum printing | printmaking | a relief printmaking method in which a design is carved into linoleum with gouges, inked with a roller and pressed onto paper
linux | gnu linux | operating system | a free open source unix like operating system family with distributions like ubuntu and fedora, used on servers, desktops and devices, with a command line
linux administration | linux system administration, linux sysadmin | system administration | managing linux servers, including users, permissions, packages, services, storage, networking, logs, shell scripts and security updates
literary analysis | analyzing literature | study | studying how a text works and what it means, looking at theme, character, symbolism, structure, language and context
literature | | art | written works valued as art, such as novels, poetry, plays and essays, studied for their stories, themes, style and historical context
live streaming | livestreaming | broadcasting | broadcasting live video over the internet on platforms such as twitch, youtube and instagram, using cameras, obs software and chat
llc | limited liability company | company, business | a business structure that protects owners' personal assets from business debts while allowing flexible management and pass through taxation
loans | borrowing, personal loans | debt, credit | borrowing money that must be repaid with interest, including personal, car, student and business loans, repayment terms, collateral and credit checks
lofi | lo fi, lofi hip hop, lo fi hip hop | music genre | relaxed hip hop style music with dusty drums, jazzy chords and vinyl crackle, made on samplers and often played while studying
logic | | philosophy, mathematics | the study of correct reasoning, with arguments, premises, conclusions, validity, fallacies, truth tables and formal proofs
logic pro | logic pro x | software | apple's digital audio workstation for the mac with software instruments, virtual drummers, loops, recording, editing and mixing tools
logic puzzles | logic puzzle | puzzle | puzzles solved by deduction, such as grid puzzles, nonograms, kakuro, kenken and knights and knaves riddles
logistics | logistics management | management | organizing the movement and storage of goods, including transport, warehousing, shipping, inventory, routes and delivery schedules
logo design | | graphic design | designing symbols and wordmarks that identify a company or product, including research, sketching, simplicity, color and typography
long distance relationship | ldr | relationship | a romantic relationship between partners living far apart, kept alive with video calls, messages, visits, trust and plans to close the distance
longevity | living longer, lifespan extension | health | living a long and healthy life, studied through diet, exercise, sleep, social ties, genetics and medicines that may slow ageing
love languages | five love languages | theory | gary chapman's idea of five ways people give and receive love: words of affirmation, quality time, gifts, acts of service and physical touch
loving kindness meditation | metta, metta meditation | meditation | a buddhist meditation of silently wishing happiness, health and safety to yourself, loved ones, strangers, difficult people and all beings
low carb diet | low carb | diet | a diet that limits carbohydrates such as bread, pasta, rice and sugar, focusing instead on protein, vegetables and fats
lsat | | test | the standardized test for admission to law schools in the United States and Canada, with logical reasoning and reading comprehension sections
lua | lua scripting | programming language | a small fast scripting language embedded in games and programs, used for roblox game scripts, game mods, neovim plugins and configuration
lucid dreaming | | practice | being aware that you are dreaming while in a dream, and learning techniques such as reality checks and dream journals to induce and steer it
lucid dreaming | | dreaming | becoming aware that you are dreaming while still in the dream, and learning to control it with reality checks, dream journals and induction techniques
lucid dreaming | | dreaming | becoming aware that you are dreaming while in a dream and sometimes controlling it, trained with reality checks, dream journals and wake back to bed
lunar new year | chinese new year, spring festival | festival | the new year festival of china, korea, vietnam and asian communities, with family reunion dinners, red envelopes, dumplings, lion dances and fireworks
macarons | macaron, french macarons | cookie | French sandwich cookies of almond flour meringue shells with smooth tops and ruffled feet, filled with ganache, buttercream or jam
machine learning | ml | artificial intelligence | building programs that learn patterns from data to make predictions or decisions, using training data, models, features and evaluation instead of hand written rules
machine sewing | sewing machine, using a sewing machine | sewing | sewing with a machine, including threading, winding bobbins, adjusting tension, straight and zigzag stitches, seams, finishing edges and basic maintenance
macos | mac os, os x | operating system | apple's operating system for mac computers, with the finder, dock, spotlight, app store and close links to iphone and icloud
macrame | macramé | craft | knotting cord or rope in patterns such as square knots and half hitches to make wall hangings, plant hangers and bags
macro photography | | photography | taking extreme close up photos of small subjects such as insects, flowers and water drops, using macro lenses and careful focus
macroeconomics | macro | economics | the branch of economics that studies whole economies, including GDP, growth, unemployment, inflation, interest rates, money and government policy
macronutrients | macros | nutrition | the three main nutrients that supply energy, protein, carbohydrates and fat, and how to balance, track and count them in a diet
magic the gathering | mtg | card game | a collectible card game where players build decks of creatures, spells and lands and battle as wizards, in formats like commander and draft
magic tricks | magic, stage magic, conjuring | performing art, entertainment | performing tricks that create seemingly impossible effects, using sleight of hand, misdirection, gimmicks and showmanship with cards, coins and props
magnesium | | mineral, supplement | a mineral found in nuts, seeds, leafy greens and whole grains, needed for muscles, nerves and energy, and often taken as a supplement
mahatma gandhi | gandhi | leader | the leader of the Indian independence movement who used nonviolent resistance, boycotts and marches such as the Salt March against British rule
mahjong | mah jong, mahjongg | game | a chinese tile game for four players who draw and discard tiles to form sets and pairs into a winning hand, with many regional rules
makeup | make up | beauty | products applied to the face to enhance or change appearance, such as foundation, concealer, eyeshadow, mascara and lipstick, and the techniques for applying them
making friends | | social skill | finding and building new friendships as a child or adult through shared activities, clubs, conversation, invitations and keeping in touch
management | business management | activity, administration | planning, organizing, staffing, leading and controlling the work of people and resources in an organization to reach its goals
management consulting | consulting, business consulting | service, profession | advising organizations on strategy, operations and problems, involving analysis, frameworks, client interviews, presentations and recommendations
mandarin chinese | mandarin, putonghua, standard chinese | language | the main chinese language of china, taiwan and singapore, spoken in beijing, shanghai and taipei, with four tones, pinyin romanization and chinese characters
mandolin | | string instrument | a small pear shaped instrument with eight strings in four pairs, played with a pick using tremolo, in bluegrass, folk and classical music
manga drawing | manga art | drawing | drawing in the japanese comic style, with large expressive eyes, stylized hair and bodies, dynamic poses, panels and screentone shading
manifestation | manifesting, law of attraction | belief | the belief that focused thoughts, visualisation and affirmations can bring desired things into your life, with scripting and vision boards
mantra meditation | japa | meditation | meditation repeating a sacred word, sound or phrase such as om, silently or aloud, sometimes counted on mala beads
marathon | marathon running | race, sport | a road running race of 42.195 kilometers, or 26.2 miles, and the training for it, with long runs, pacing, fueling, tapering and recovery
marcus aurelius | | emperor, philosopher | the Roman emperor and Stoic philosopher whose private notes, the Meditations, give advice on virtue, duty, acceptance and self discipline
marie curie | | scientist | the Polish French physicist and chemist who pioneered research on radioactivity, discovered polonium and radium and won two Nobel Prizes
marine biology | | biology | the study of ocean life, such as fish, whales, corals, plankton and seabirds, and their ecosystems, behavior and conservation
market research | marketing research | research | gathering and analyzing information about customers, competitors and markets through surveys, interviews, focus groups and data to guide business decisions
marketing | marketing basics | business, activity | promoting and selling products or services, including market research, branding, advertising, pricing, sales channels and building customer relationships
marketing mix | four ps, 4 ps, 4ps | concept, model | the main choices in marketing a product, classically product, price, place and promotion, sometimes extended with people, process and physical evidence
marketing strategy | marketing plan | strategy, plan | a plan for reaching target customers, covering market research, positioning, the marketing mix, channels, budget, goals and measurement
marriage | married life | relationship | the legal and social union of spouses, involving commitment, communication, shared finances, intimacy, family life and working through conflict
martial arts | fighting arts | skill, sport | systems of fighting and self defense trained for fitness, discipline and competition, including strikes, kicks, throws, grappling, forms and sparring
martin luther king | mlk | leader | the American minister who led the civil rights movement with nonviolent protest, the I Have a Dream speech, and Nobel Peace Prize
maslows hierarchy | hierarchy of needs | theory | Abraham Maslows model of human motivation as a pyramid from physical needs and safety to love, esteem and self actualization
massage | massage therapy | therapy | rubbing, kneading and pressing the muscles and soft tissues by hand to relax, relieve pain and tension and improve circulation
mastering | audio mastering | audio engineering | the final step of audio production that polishes a mixed song for release with equalization, compression, limiting and loudness matching for streaming and vinyl
matcha | | tea | finely ground powdered Japanese green tea whisked with hot water using a bamboo whisk, drunk as tea or used in lattes and desserts
math olympiad | mathematical olympiad, math competition | competition | a contest where students solve hard, original problems in algebra, geometry, number theory and combinatorics, with written proofs and timed papers
mathematics | math, maths | science, subject | the study of numbers, quantities, shapes, patterns and logical reasoning, including arithmetic, algebra, geometry, calculus, statistics and proofs
matlab | | software, programming language | a numerical computing environment and language for matrices, engineering calculations, signal processing, simulations and plots, with toolboxes and simulink
maya civilization | maya, mayans, mayan civilization | civilization | the civilization of southern Mexico and Central America with stone cities, pyramids, a writing system, astronomy and a complex calendar
maya script | maya glyphs, mayan hieroglyphs | writing system | the writing system of the ancient Maya, combining word signs and syllable signs in glyph blocks on stone monuments, pottery and books
mba | mba program, business degree | degree | the Master of Business Administration, a graduate business degree covering management, finance, accounting, marketing, strategy and leadership, often taken by working professionals
mbsr | mindfulness based stress reduction | program | jon kabat zinn's eight week program of mindfulness meditation, body scans and gentle yoga to reduce stress, pain and anxiety
meal planning | menu planning | planning | deciding meals for the week in advance, writing shopping lists, using leftovers and keeping to a budget to save time and money
meal planning | menu planning | planning | deciding meals for the week in advance, making shopping lists, using leftovers and balancing nutrition and budget
meal prep | meal preparation, batch cooking | cooking | cooking several meals ahead of time, portioning them into containers and storing them in the fridge or freezer to eat during the week
meal prep | meal prepping | cooking, planning | planning and cooking meals in advance, often for the whole week, and portioning them into containers to save time and support healthy eating
meal prep | meal prepping | cooking | cooking meals or ingredients ahead for the week and portioning them into containers to save time and money and eat healthier
meat curing | curing meat, dry curing | food preservation | preserving meat with salt, sugar and curing salts, then drying or smoking it, to make bacon, ham, prosciutto, salami and bresaola
medical terminology | medical terms | vocabulary | the language of medicine, built from greek and latin roots, prefixes and suffixes, used to name body parts, diseases and procedures
medicine | medical science | science, profession | the science and practice of diagnosing, treating and preventing disease, including anatomy, physiology, drugs, surgery and patient care
meditation | | practice | training attention and awareness through practices such as focusing on the breath, body scans or repeating mantras, to calm the mind and reduce stress
meditation | | practice | training attention and awareness by sitting quietly and focusing on the breath, a mantra or the body to calm the mind, reduce stress and gain insight
mediterranean cuisine | mediterranean cooking, mediterranean food | cuisine | the cooking of the lands around the Mediterranean Sea, based on olive oil, vegetables, pulses, grains, fish, herbs and wine
mediterranean diet | | diet | a way of eating based on traditional mediterranean foods, rich in vegetables, fruit, legumes, whole grains, fish, nuts and olive oil
meisner technique | meisner | acting technique | an acting technique by sanford meisner built on truthful reactions to a partner, using repetition exercises, independent activity and emotional preparation
melatonin | | hormone, supplement | a hormone made by the brain in darkness to signal sleep, also taken as a supplement for jet lag and trouble falling asleep
memoir writing | | creative writing | writing true stories from your own life, focusing on memories, events and themes, using the techniques of fiction
memory palace | method of loci, mind palace | mnemonic | a memory technique of placing things to remember at locations along an imagined familiar route, used by memory champions
memory techniques | memory training, memory improvement | technique | methods to remember more, such as chunking, visualisation, memory palaces, mnemonics, spaced repetition and linking new ideas to known ones
mending | clothing repair, clothes mending, repairing clothes | repair | repairing worn or damaged clothes by darning holes, patching, restitching seams, replacing buttons and zips and fixing fallen hems
menopause | change of life | life stage, health | the time when periods stop, usually between 45 and 55, with symptoms such as hot flashes, poor sleep and mood changes, and treatments like hrt
menstruation | periods, menstrual cycle | health, biology | the monthly cycle of shedding the womb lining, covering period products, cycle tracking, cramps, pms and irregular periods
mental health | mental wellbeing, emotional health | health | emotional, psychological and social wellbeing, including how we think, feel and cope with stress, and conditions such as anxiety and depression
mental health first aid | mhfa | first aid, training | training to recognize signs of mental health problems or crisis in others, offer initial support and guide them to professional help
mental math | mental arithmetic, mental calculation | arithmetic | doing calculations in your head without paper or a calculator, using shortcuts, number tricks, estimation and memorized facts
mentalism | mind reading act | magic, performing art | a performing art that appears to show mind reading, predictions, telepathy and psychic powers, using psychology, cold reading and secret methods
mentoring | mentorship, finding a mentor | relationship, development | a relationship in which an experienced person guides a less experienced one, sharing advice, knowledge and contacts for career growth
mesopotamia | | civilization | the ancient land between the Tigris and Euphrates rivers, home of Sumer, Babylon and Assyria, cuneiform writing, ziggurats and early law codes
metal detecting | | hobby | searching for buried metal objects such as coins, relics and jewelry with a metal detector, with digging methods, permissions and finds recording
metaphysics | | philosophy | the branch of philosophy on the basic nature of reality, including existence, time, causation, identity, free will and mind and matter
meteorology | | earth science | the science of the atmosphere and weather, including air pressure, fronts, clouds, storms, wind, humidity and weather forecasting
method acting | the method | acting technique | an acting approach taught by lee strasberg in which actors draw on their own memories and emotions, through sense memory, to live the role
mexican cuisine | mexican cooking, mexican food | cuisine | the cooking of Mexico, based on corn, beans, chillies, tortillas and salsas, with dishes such as tacos, tamales, mole and enchiladas
microbiology | | biology | the study of microorganisms such as bacteria, viruses, fungi and protists, with culturing, microscopy, infection and beneficial microbes
microcontrollers | microcontroller, mcu | chip | small computer chips with a processor, memory and input and output pins that control devices, programmed in c or python to read sensors and drive outputs
microeconomics | micro | economics | the branch of economics that studies individual consumers, firms and markets, including supply and demand, prices, costs, competition and market failures
microgreens | | vegetable | young vegetable and herb seedlings harvested one to three weeks after sprouting, grown densely in trays indoors and eaten in salads and as garnish
microservices | microservice architecture | software architecture | building an application as many small independent services that each do one job, talk through apis and are deployed and scaled separately
microsoft azure | azure | platform | microsoft's cloud computing platform with virtual machines, storage, databases, identity services, ai services and tools for businesses
microsoft office | ms office, microsoft 365, office 365 | software | microsoft's suite of office programs including word, excel, powerpoint, outlook, onenote and teams, offered as desktop apps and a cloud subscription
microsoft outlook | outlook | email client, software | microsoft's email and calendar program for sending and organizing email, scheduling meetings, and managing contacts and tasks
microsoft teams | teams, ms teams | software | microsoft's workplace communication app with chat, channels, video meetings, file sharing and links to office apps
microsoft word | word, ms word | word processor, software | microsoft's word processing program for writing and formatting documents, with styles, headings, tables, images, mail merge, track changes and templates
middle ages | medieval period, medieval history | era | the period of European history from about 500 to 1500, with feudalism, castles, knights, monasteries, the church, plagues and crusades
middle eastern cuisine | middle eastern cooking, middle eastern food | cuisine | the cooking of the Middle East, with dishes such as hummus, falafel, kebabs, tabbouleh and flatbreads, using olive oil, tahini, spices and herbs
midi | musical instrument digital interface | protocol, technology | a standard protocol for sending note, velocity and control messages between keyboards, controllers, computers and synthesizers, used to program and record music
midjourney | | software | an artificial intelligence image generator that creates pictures from text prompts, with settings for style, aspect ratio and variations
migraine | migraines | condition | a neurological condition causing severe, throbbing headaches often with nausea, light sensitivity and aura, managed by avoiding triggers and medication
mind mapping | mind maps, mind map | diagram | drawing a diagram with a central idea and branching keywords, colors and images to brainstorm, plan, take notes and remember
mindful eating | | eating, mindfulness | eating slowly with full attention to taste, smell, hunger and fullness, without screens, to enjoy food and avoid overeating
mindfulness | mindfulness meditation | practice | paying attention to the present moment on purpose and without judgment, practiced through breathing, body scans and mindful daily activities
mindfulness | | practice | paying attention to the present moment on purpose and without judgement, through breathing, body awareness, mindful eating and everyday activities
minecraft | | video game | a sandbox game of mining blocks, crafting tools and building worlds in survival or creative mode, also used for redstone circuits and coding lessons
minecraft modding | minecraft mods | game development | creating mods for minecraft that add new blocks, items, creatures and features, usually written in java with tools like forge or fabric
miniature painting | mini painting | painting | painting small figures for tabletop games such as warhammer, using primers, base coats, washes, dry brushing and fine highlights
minimalism | minimalist living, minimalist lifestyle | lifestyle | living with fewer possessions, keeping only what is useful or meaningful, to reduce clutter, spending, cleaning and stress
minimalism | minimalist living | lifestyle | living with fewer possessions and less clutter to focus on what matters, with decluttering, mindful buying and simple routines
minimum viable product | mvp | product | the simplest early version of a product with just enough features to test an idea with real customers and learn from their feedback
mixed martial arts | mma, cage fighting | sport, martial art | a full contact combat sport combining striking, wrestling and grappling from arts such as boxing, muay thai and jiu jitsu, fought in a cage or ring
mixed media | mixed media art | art | art that combines different materials such as paint, ink, paper, fabric, found objects and collage in a single work
mixing | audio mixing, mixdown | audio engineering | balancing recorded tracks into a finished song using volume, panning, equalization, compression, reverb and automation on a mixing desk or daw
mobile app development | app development, mobile development | software development | creating apps for smartphones and tablets, covering design, coding for ios and android, testing, app store publishing and updates
mobility training | mobility work | exercise | exercises that improve how freely and with what control the joints move, using dynamic stretches, joint circles, end range strength and foam rolling
mock trial | | activity | a competition or class activity where students act as lawyers and witnesses in a simulated court case, with opening statements and cross examination
mocktails | mocktail, alcohol free cocktails, zero proof drinks | drink | non alcoholic mixed drinks made from juices, syrups, sodas, herbs and spices, shaken, stirred and garnished like cocktails
model making | scale modeling, scale models | hobby | building small scale models of cars, aircraft, ships, trains and buildings from kits of plastic, wood or card, then painting them
model united nations | model un, mun | activity | a student activity simulating United Nations meetings, where delegates represent countries, research issues, debate, negotiate and write resolutions
modern dance | | dance | a twentieth century concert dance style that broke from ballet, using techniques of martha graham, jose limon and others, with contraction, release and falls
molecular gastronomy | modernist cuisine, modernist cooking | cooking | a scientific style of cooking that uses techniques such as spherification, gels, foams, sous vide and liquid nitrogen to change the texture and form of food
monetary policy | | policy | how central banks manage the money supply and interest rates to control inflation, support employment and keep the economy stable
mongodb | mongo | database | a document database that stores data as flexible json like documents in collections, without fixed table schemas, queried with its own language
mongol empire | | empire | the empire founded by Genghis Khan in 1206 that became the largest connected land empire, with horse archers, conquests and trade across Asia
monopoly | | board game | a property trading board game where players roll dice, buy streets, build houses and hotels and charge rent to bankrupt their opponents
montessori | montessori method | education | maria montessori's education method with child led learning, hands on materials, mixed ages and practical life activities, at school or at home
moon | the moon | satellite | Earths natural satellite, with its phases, craters, tides, eclipses, formation history and the Apollo landings
morning routine | | routine | a set of habits done each morning, such as waking early, drinking water, exercise, meditation, journaling and planning the day
mortgage | mortgages, home loan | loan | a loan to buy property that is secured by the home, involving down payments, interest rates, loan terms, monthly payments, amortization and refinancing
mosaic | mosaic art | art | making pictures and patterns from small pieces of tile, glass, stone or china set in adhesive and grout on walls, floors or objects
mother sauces | french mother sauces | sauce | the five classic French base sauces, béchamel, velouté, espagnole, hollandaise and tomato, from which many other sauces are made
motion graphics | motion design | animation | animated graphic design combining moving text, shapes and images for videos, titles, advertisements and explainers, often made in after effects
motivation | self motivation | drive | the reasons and energy that push people to act, including goals, rewards, purpose and discipline, and ways to stay motivated
mountain biking | mtb | sport | riding bicycles off road on rough trails, involving climbing, descending, balance, suspension bikes and skills over rocks, roots and jumps
mountaineering | alpinism | sport, activity | climbing mountains, involving long hikes, ropes, crampons, ice axes, route finding, altitude, weather awareness and camping in high places
moving abroad | relocating abroad, emigrating | relocation | moving to live in another country, with visas, work permits, housing, banking, learning the language and settling into a new culture as an expat
moving out | leaving home | life event | leaving your parents' home to live on your own, with budgeting, finding housing, furnishing, setting up bills and doing chores
mozart | wolfgang amadeus mozart | composer | the austrian classical era composer of symphonies, piano concertos, operas such as the magic flute and don giovanni, and chamber music
muay thai | thai boxing | martial art, sport | a thai combat sport using punches, kicks, elbows, knees and clinch work, trained with pads, bags, sparring and hard conditioning
multiplication tables | times tables | arithmetic | the memorized products of pairs of whole numbers, usually from one to twelve, practiced with charts, patterns, songs and drills
mural painting | murals | painting | painting large pictures directly on walls and ceilings, indoors or outdoors, including design, scaling up, wall preparation and weatherproof paints
muscle building | building muscle, muscle gain | fitness, goal | gaining muscle through strength training with progressive overload, eating enough protein and calories, and getting enough rest and sleep
mushroom growing | mushroom cultivation, growing mushrooms | growing | growing edible mushrooms such as oyster and shiitake on straw, logs, sawdust or grain spawn, keeping conditions clean, humid and cool
music appreciation | | music | learning to listen to and understand music, recognizing styles, periods, instruments, forms and composers, for enjoyment rather than performance
music business | music industry | business | how musicians earn money and build careers, covering record labels, publishing, royalties, streaming, touring, contracts, management and promotion
music notation | sheet music, musical notation, reading music | music theory | the written system of music using staves, clefs, notes, rests, time and key signatures and dynamics, read and written by musicians
music production | producing music | music, audio | making recorded music with a digital audio workstation, including composing, recording, programming beats, sound design, arranging, mixing and mastering
music theory | | music, theory | the study of how music works, covering notes, scales, intervals, keys, chords, rhythm, meter, harmony, form and notation
music therapy | | therapy | the clinical use of music by trained therapists, through singing, playing, listening and songwriting, to support health, mood, communication and rehabilitation
musical improvisation | improvising | music, performance | creating music on the spot while playing or singing, using scales, chord tones, motifs and listening to others, central to jazz, blues and rock
musical theatre | musicals, music theatre | theatre | stage shows that combine singing, acting and dance to tell a story, with songs, book scenes and choreography, as on broadway and the west end
mutual funds | mutual fund | fund, investment | pooled investment funds run by professional managers that buy stocks, bonds or other assets for many investors, with fees and daily share prices
myers briggs | mbti | personality test | a personality questionnaire sorting people into sixteen types from four pairs: introversion or extraversion, sensing or intuition, thinking or feeling, judging or perceiving
mysql | | database | a popular open source relational database management system used with websites and apps, queried with sql and often paired with php
mystery fiction | mystery novels, whodunit | fiction | fiction about solving a crime, usually a murder, with a detective, clues, suspects, red herrings and a final reveal
mythology | myths | tradition | the traditional stories of a culture about gods, heroes, creation and the supernatural, and what they show about beliefs
nail care | | beauty, grooming | caring for fingernails and toenails through trimming, filing, cuticle care and polish, including manicures, pedicures, gel and acrylic nails
napoleon bonaparte | napoleon | emperor | the French general who became emperor, conquered much of Europe, created the Napoleonic Code and was defeated at Waterloo in 1815
nasa | | agency | the United States space agency that runs crewed spaceflight, space telescopes, planetary probes, rovers and Earth science missions
natural cleaning | green cleaning, diy cleaning products | cleaning | cleaning the home with simple, mild ingredients such as vinegar, baking soda, lemon and castile soap instead of harsh chemical products
natural dyeing | plant dyeing, natural dyes | dyeing | colouring fabric and yarn with dyes from plants, roots, bark, insects and food waste, such as indigo, madder and onion skins, using mordants
natural language processing | nlp | artificial intelligence | teaching computers to understand and produce human language, including text classification, translation, sentiment analysis, chatbots and language models
negotiation | negotiating, negotiation skills | skill, communication | reaching agreements between people with different interests, involving preparation, listening, offers, concessions, walk away alternatives and win win solutions
netball | | sport, team sport | a team sport of seven players a side who pass a ball by hand and shoot into a high ring, with no dribbling and fixed court positions
netiquette | online etiquette, internet etiquette | etiquette | polite behaviour online in emails, social media, forums and video calls, such as tone, privacy, replying and not spamming
network security | | cybersecurity | protecting computer networks from attacks and misuse with firewalls, vpns, intrusion detection, segmentation, access control and traffic monitoring
networking | professional networking | activity | building work relationships that help careers and businesses, through events, introductions, LinkedIn, informational interviews and staying in touch
neural networks | neural network, artificial neural networks | machine learning | computing models loosely inspired by the brain, made of layers of connected neurons whose weights are trained by backpropagation to map inputs to outputs
neuroscience | neurobiology | biology | the study of the brain and nervous system, including neurons, synapses, brain regions, perception, memory and brain disorders
newborn care | baby care, infant care | care | caring for a new baby, including feeding, burping, diapering, bathing, swaddling, sleep, soothing crying and health checks
news writing | news reporting | journalism | writing news stories that answer who, what, when, where, why and how, using the inverted pyramid, quotes and clear style
nextjs | next js | framework | a react framework for building websites and web apps with server side rendering, static pages, file based routing and api routes
nfts | nft, non fungible tokens | token, digital asset | unique digital tokens on a blockchain that record ownership of items like art, collectibles or game items, bought and sold on marketplaces
nikola tesla | tesla | inventor | the Serbian American inventor and engineer known for alternating current systems, the induction motor, the Tesla coil and wireless experiments
no code | no code development, nocode | software development | building apps, websites and automations with visual tools, templates and drag and drop builders such as bubble, webflow or airtable instead of writing code
no dig gardening | no dig, no till gardening | gardening | growing plants without digging the soil, instead covering it every year with thick layers of compost or mulch to protect soil life and smother weeds
nodejs | node js, node | software, platform | a javascript runtime that runs javascript outside the browser, used for web servers, apis, command line tools and packages from npm
nonviolent communication | nvc, compassionate communication | communication | marshall rosenberg's method of talking about observations, feelings, needs and requests to resolve conflict with empathy and without blame
norse mythology | norse myths | mythology | the myths of the Vikings about Odin, Thor, Loki, the nine worlds, Yggdrasil, Valhalla and Ragnarok
northern lights | aurora borealis | natural phenomenon | colored lights in the polar sky caused by solar wind particles hitting the upper atmosphere, with forecasts, viewing places and photography
norwegian | norsk | language | the north germanic language of norway, spoken in oslo and bergen, written as bokmal or nynorsk, and easily understood by swedes and danes
note taking | notetaking | study skill | writing down key points from lectures, books or meetings, with outlines, abbreviations, diagrams and methods such as cornell notes
notion | | software | an all in one workspace app for notes, documents, wikis, databases, task boards and project planning built from flexible blocks
notion | notion app | app | a workspace app for notes, documents, databases, task lists and wikis, used with templates for planning, study and personal productivity
novel writing | writing a novel | fiction writing | writing a book length work of fiction, from outlining plot and characters through drafting, revising and editing the manuscript
nuclear physics | | physics | the study of atomic nuclei, protons and neutrons, radioactivity, nuclear forces, fission and fusion, reactors and weapons
number theory | | mathematics | the study of whole numbers and their properties, including primes, divisibility, modular arithmetic, congruences and famous unsolved problems
numerology | | divination | the belief in mystical meanings of numbers, with life path numbers, name numbers calculated from letters and repeating numbers
nursing | | profession, health care | the profession of caring for patients, including assessment, giving medicines, wound care, monitoring vital signs and supporting patients and families
nutrition | | science, health | the study of food and how the body uses it, covering nutrients, calories, vitamins, minerals, healthy eating and the effects of diet on health
object oriented programming | oop | programming style | a style of programming that organizes code into objects made from classes, using encapsulation, inheritance, polymorphism and methods
oboe | | woodwind instrument | a double reed woodwind instrument with a clear penetrating tone, which tunes the orchestra and plays melodies in orchestral and chamber music
obs studio | obs, open broadcaster software | software | free software for recording the screen and live streaming to twitch or youtube, arranging scenes and sources like cameras, screens and audio
occult | occultism | belief | hidden or secret knowledge and practices such as magic, astrology, alchemy, tarot, divination and mysticism outside mainstream religion and science
ocd | obsessive compulsive disorder | condition | a mental health condition of unwanted intrusive thoughts and repeated behaviors done to reduce anxiety, treated with exposure therapy and medication
off grid living | living off grid, off the grid | lifestyle | living without connection to public utilities, making your own power with solar or wind, collecting water, heating with wood and managing waste on site
oil change | changing oil, engine oil change | car maintenance | draining old engine oil, replacing the oil filter and refilling with the correct grade and amount of new oil at regular mileage intervals
oil painting | oils | painting | painting with slow drying oil paints on canvas or panels, using brushes, palette knives, mediums, layers and blending, as the old masters did
old english | anglo saxon | language | the earliest form of English, spoken from about 450 to 1150, with its grammar, runes and texts such as Beowulf
olympic weightlifting | weightlifting | sport | a strength sport in which athletes lift a loaded barbell overhead in two lifts, the snatch and the clean and jerk, using explosive technique
omega 3 | omega 3s, fish oil | nutrient, supplement | healthy fats found in oily fish, flaxseed and walnuts, also taken as fish oil or algae oil supplements to support the heart and brain
online banking | internet banking, mobile banking | banking | managing bank accounts through websites and phone apps to check balances, pay bills, transfer money and deposit checks
online dating | internet dating | dating | finding romantic partners through websites and apps, with creating profiles, choosing photos, swiping, messaging, safety and meeting in person
online privacy | digital privacy, internet privacy | privacy | controlling what personal information is collected and shared online, using privacy settings, tracker blockers, encryption, careful app permissions and data protection laws
online safety | internet safety, cyber safety, staying safe online | skill | protecting yourself online with strong passwords, spotting scams and phishing, using privacy settings, browsing safely and sharing carefully on social media
open source | open source software, foss | software | software whose source code is public so anyone can use, study, change and share it under licenses like mit or gpl, built by communities
opera | | music, theatre | a staged drama set to music in which costumed singers perform arias, recitatives and choruses with an orchestra, in works by verdi, puccini and mozart
opera singing | classical singing | singing | trained classical singing with a resonant unamplified voice, breath support and legato, used for arias, art songs and roles in opera
operating systems | operating system, os | software | the core software that runs a computer, managing processes, memory, files, devices and users, such as windows, macos, linux, android and ios
operations management | operations, business operations | management | running the daily processes that produce goods or services, including planning, scheduling, quality control, inventory, staffing and efficiency
optics | | physics | the physics of light and its behavior, including reflection, refraction, lenses, mirrors, color, diffraction, lasers and optical instruments
options trading | options, stock options trading | trading, derivatives | buying and selling contracts giving the right to buy or sell an asset at a set price by a set date, including calls, puts, premiums and strategies
orchestra | symphony orchestra | ensemble | a large ensemble of string, woodwind, brass and percussion players led by a conductor, performing symphonies, concertos, operas and film scores
orchestration | | composition | writing and arranging music for the instruments of an orchestra or ensemble, choosing ranges, tone colors, doublings and balance between sections
orchid care | growing orchids, orchids | plant care | growing orchids such as phalaenopsis indoors in bark mix and clear pots, with bright indirect light, careful watering, feeding and help to rebloom
organ | pipe organ, church organ | keyboard instrument | a keyboard instrument that sounds through pipes or electronics, with several keyboards, foot pedals and stops, often played in churches
organic chemistry | orgo, o chem | chemistry | the chemistry of carbon compounds, with functional groups, naming, reaction mechanisms, synthesis and molecules in fuels, plastics and drugs
organic gardening | | gardening | growing plants without synthetic fertilisers or pesticides, relying on compost, crop rotation, companion planting and natural pest control
origami | paper folding | paper crafts | the japanese art of folding a single square of paper into animals, flowers and shapes without cutting or glue, following diagrams
osteoporosis | | condition | a condition in which bones become thin and weak and break easily, prevented and treated with calcium, vitamin d, weight bearing exercise and medicines
ottoman empire | | empire | the Turkish empire from about 1300 to 1922 that took Constantinople in 1453 and ruled much of southeast Europe, the Middle East and North Africa
pablo picasso | picasso | artist | spanish painter and sculptor who co founded cubism and created works such as guernica and les demoiselles d avignon
packaging design | | design | designing boxes, labels, bottles and wrappers that protect products and attract buyers, combining structure, materials, graphics and branding
padel | padel tennis | sport | a racket sport played in doubles on an enclosed court with glass walls, using solid paddles, a low bouncing ball and shots off the walls
paella | | dish | a Spanish rice dish cooked in a wide shallow pan with saffron, stock and chicken, rabbit or seafood, with a crisp bottom layer called socarrat
paint by numbers | | painting | painting a picture from a kit in which the canvas is divided into numbered shapes, each filled with a matching numbered paint color
painting | | art | making pictures by applying paint to canvas, paper, wood or walls with brushes or knives, using color, composition, light and texture
painting walls | house painting, interior painting | painting | preparing and painting walls, ceilings and woodwork by filling, sanding, masking, priming and applying paint evenly with brushes and rollers
paleo diet | paleo, caveman diet | diet | a diet based on foods presumed eaten by early humans, such as meat, fish, vegetables, fruit and nuts, avoiding grains, dairy and processed food
paleontology | palaeontology | science | the study of prehistoric life through fossils, including dinosaurs, ancient plants, extinction events, dating and excavation
palmistry | palm reading, chiromancy | divination | reading character and fortune from the hands, with the heart, head and life lines, mounts, fingers and hand shapes
pancakes | pancake | dish | flat cakes of batter made from flour, eggs and milk and cooked on a griddle or pan, from thin crêpes to thick fluffy American pancakes
pandas | | library | a python library for working with tables of data in dataframes, used to load, clean, filter, group, merge and analyse data
paper crafts | papercraft | craft | crafts made mainly from paper and card, such as origami, quilling, paper cutting, card making, scrapbooking and paper models
papier mache | paper mache, papier mâché | craft | making shapes, masks, bowls and sculptures from strips of paper or pulp soaked in paste of glue or flour and water
paralegal studies | | training | training to assist lawyers with legal research, drafting documents, case files, court filings and client communication
parallel parking | | parking | parking a car in line with the curb between two vehicles by reversing at angles, using mirrors and reference points
parenting | child rearing, raising children | caregiving | raising children from birth to adulthood, including feeding, sleep, discipline, play, education, emotional support, safety and setting routines and limits
parenting teenagers | raising teenagers, parenting teens | parenting | raising teenagers through puberty, independence, school pressure, phones, dating, peer pressure, curfews and open communication
parkour | free running, freerunning | sport, activity | moving through city or natural spaces by running, jumping, vaulting, climbing and rolling efficiently over walls, rails and other obstacles
passive income | passive income streams | income | money earned with little ongoing work, such as from dividends, rental property, royalties, online courses or businesses run by others
password security | password management, password safety | security | protecting accounts with long unique passwords, password managers and two factor authentication, and avoiding reused, weak or shared passwords
pasta | | food | Italian noodles made from durum wheat dough, fresh or dried, in shapes such as spaghetti, penne and ravioli, boiled and served with sauces
pasta making | fresh pasta, homemade pasta | cooking | making fresh pasta from flour and eggs or semolina and water, kneading, rolling by pin or machine, and cutting shapes such as tagliatelle and ravioli
pastry | pastry making | baking | making doughs of flour, fat and water such as shortcrust, puff, choux and filo, and baking them into pies, tarts and other sweet or savoury goods
patisserie | french pastry | baking | the French art of fine pastries and cakes such as croissants, eclairs, fruit tarts, macarons and layered entremets, made with precise techniques and decoration
pattern making | pattern cutting, patternmaking | sewing | drafting paper templates for garments from body measurements, including blocks, darts, seam allowances and grading to different sizes
pattern making | pattern drafting, patternmaking | design | drafting paper templates for garments from body measurements, including basic blocks, darts, seam allowances, adjustments and grading sizes
payroll | payroll management, running payroll | process, accounting | calculating and paying employee wages, withholding taxes and deductions, and filing payroll reports with the government
pc building | building a pc, computer building, custom pc | hobby | assembling a personal computer from chosen parts such as cpu, motherboard, ram, graphics card, storage, power supply and case, then installing the operating system
pcb design | printed circuit board design | design | designing printed circuit boards by drawing schematics and laying out copper traces and components in software like kicad, then ordering manufactured boards
pcos | polycystic ovary syndrome | condition | a common hormonal condition causing irregular periods, excess male hormones and ovarian cysts, linked to insulin resistance, managed with lifestyle and medicine
peace corps | | volunteer program | the united states government program that sends volunteers abroad for two years to work on education, health, farming and community projects
pediatric first aid | paediatric first aid | first aid | first aid for babies and children, including infant cpr, choking, fevers, burns, allergic reactions and head injuries
pen and ink | ink drawing | drawing | drawing with pens, nibs or brushes and ink, building tone through lines, hatching, cross hatching and stippling
pencil drawing | graphite drawing | drawing | drawing with graphite pencils of different hardness, using hatching, blending and erasing to build tone, texture and realistic shading
penetration testing | pen testing, pentesting, pentest | cybersecurity | authorized simulated attacks on computer systems, networks or web apps to find and exploit vulnerabilities, then reporting the risks and fixes
pensions | pension, pension plans | plan, income | regular retirement income from an employer, government or private plan, funded by contributions during working years, such as defined benefit plans
people management | managing people, team management, managing a team | management | leading a team of employees, including hiring, setting goals, delegating, one on one meetings, feedback, coaching and handling conflicts
percussion | percussion instruments | music, instrument | the family of instruments played by striking, shaking or scraping, such as drums, cymbals, shakers, tambourines, xylophones and timpani
performance review | performance appraisal, employee evaluation | evaluation | a regular review of an employee's work, with goals, ratings, feedback, self assessment and discussion of pay and development
periodic table | | table | the chart of chemical elements arranged by atomic number in rows and groups, showing trends in properties such as metals and noble gases
permaculture | | agriculture | a design approach to gardening and farming that copies natural ecosystems, using perennial plants, mulching, water harvesting, zones and closed loops of resources
persian | farsi | language | the iranian language of iran, afghanistan and tajikistan, spoken in tehran, kabul and dushanbe, written in arabic script, with classical poetry by rumi and hafez
personal branding | personal brand | marketing | shaping how others see you professionally through your online profiles, content, expertise, appearance and consistent messages
personal development | personal growth, self improvement, self development | development | improving yourself by learning skills, setting goals, building habits, growing confidence and understanding your values, strengths and purpose
personal finance | money management, managing money | finance | managing your own money, including budgeting, saving, banking, debt, credit, insurance, investing, taxes and retirement planning
personal training | fitness coaching | service, coaching | one to one coaching by a fitness trainer who assesses a client, plans workouts, teaches exercise technique and tracks progress toward goals
perspective drawing | linear perspective | drawing | drawing technique using horizon lines, vanishing points and converging lines to show depth and three dimensional space on a flat surface
peruvian cuisine | peruvian cooking, peruvian food | cuisine | the cooking of Peru, blending Indigenous, Spanish, Chinese and Japanese influences, with ceviche, potatoes, aji peppers, lomo saltado and pisco
pest control | | home maintenance | keeping insects, rodents and other pests out of homes and gardens using traps, barriers, cleanliness, sealing gaps and targeted treatments
pet care | pet keeping, looking after pets | care | looking after companion animals, including feeding, housing, exercise, grooming, hygiene, vet visits, vaccinations and watching their health and behaviour
pet first aid | | first aid | emergency care for injured or sick pets, such as stopping bleeding, bandaging, dealing with choking, poisoning and heatstroke, and getting them to a vet
pharmacology | | science | the study of drugs and how they act in the body, including doses, effects, side effects, interactions and how medicines are absorbed and removed
philosophy | | humanities | the study of basic questions about existence, knowledge, values, reason, mind and language, using argument and critical analysis
phishing | phishing scams | fraud | a scam where attackers send fake emails, texts or websites posing as trusted companies to trick people into giving passwords, money or personal data
pho | | soup | a Vietnamese noodle soup of clear beef or chicken broth spiced with star anise and cinnamon, with rice noodles, thin sliced meat and fresh herbs
phone repair | smartphone repair, cell phone repair | repair | fixing mobile phones, including replacing cracked screens, batteries, charging ports and cameras with small tools, and diagnosing software faults
phonetics | | linguistics | the study of speech sounds, how they are made by the mouth and throat, how they sound and how they are written with phonetic symbols
photo composition | photographic composition | photography | arranging elements within a photo using the rule of thirds, leading lines, framing, symmetry and negative space to make strong images
photo editing | image editing, photo retouching | editing | changing digital photos by cropping, adjusting light and color, removing blemishes and objects, and applying effects in apps like lightroom or photoshop
photo editing | image editing | photography | improving and changing digital photos with software such as lightroom and photoshop, adjusting exposure, color, cropping and retouching
photography | | art | taking pictures with a camera, using light, composition, focus and exposure settings such as aperture, shutter speed and iso, then editing them
photojournalism | | journalism | telling news stories through photographs, documenting events, people and issues truthfully for newspapers, magazines and online media
photoshop | adobe photoshop | software | adobe's image editing program for retouching photos, combining images and creating graphics with layers, masks, selections, brushes and filters
php | php programming | programming language | a server side scripting language used to build dynamic websites and content systems like wordpress, usually working with databases such as mysql
physical therapy | physiotherapy, physio | therapy, medicine | treatment of injury, pain and movement problems using exercises, hands on therapy, stretching and advice to restore strength and function
physics | | science | the science of matter, energy, motion and forces, including mechanics, heat, light, sound, electricity, magnetism and atoms
physiology | human physiology | science, biology | the study of how the body works, including the heart, lungs, muscles, nerves, hormones and digestion, and how they respond to exercise
piano | pianoforte, piano playing | keyboard instrument, musical instrument | a large keyboard instrument with 88 keys whose felt hammers strike strings, played with both hands for melodies, chords, scales and pieces
pickleball | | sport | a paddle sport mixing elements of tennis, badminton and table tennis, played with solid paddles and a plastic ball with holes on a small court
pickling | pickles, making pickles | food preservation | preserving vegetables, fruit or eggs in vinegar or salty brine with spices, either as quick fridge pickles or by lacto fermentation
pie | pies, pie making | dish | a baked dish with a pastry crust holding a sweet or savoury filling such as fruit, custard, meat or vegetables, often with a pastry lid
pilates | | exercise | an exercise method developed by joseph pilates that strengthens the core through controlled movements, breathing and alignment, on a mat or machines
pitch deck | investor pitch, startup pitch | presentation | a short slide presentation that founders show investors, covering the problem, solution, market, business model, traction, team and funding request
pivot tables | pivot table | feature | a spreadsheet feature that summarizes large tables of data by grouping rows and columns and calculating totals, counts and averages interactively
pixel art | | digital art | digital art made by placing individual square pixels on a small grid with limited colors, common in retro video games and sprites
pizza | pizza making | dish | a flat round of bread dough topped with tomato sauce, cheese and other toppings and baked in a very hot oven, in styles like Neapolitan and New York
plant based diet | plant based eating | diet | a diet built mainly or entirely on vegetables, fruits, whole grains, legumes, nuts and seeds, with few or no animal foods
plant propagation | propagation, propagating plants | gardening | making new plants from a parent plant by taking cuttings, division, layering or sowing seed, often rooting cuttings in water or compost
plate tectonics | | theory | the theory that Earths outer shell is split into moving plates, explaining continental drift, earthquakes, mountain building and volcanoes
plating | food plating, food presentation | skill | arranging food attractively on a plate using colour, height, sauces, garnishes and empty space, as chefs do in restaurants
plato | | philosopher | the Athenian philosopher and student of Socrates who wrote dialogues such as the Republic, taught the theory of forms and founded the Academy
playwriting | | writing | writing plays for the stage, with dialogue, characters, acts and scenes, stage directions and dramatic conflict
playwriting | play writing, dramatic writing | writing | writing scripts for the stage, with characters, dialogue, plot, scenes, stage directions and structure, for readings and productions
plein air painting | plein air, outdoor painting | painting | painting landscapes outdoors on location, working quickly to capture natural light, weather and color with a portable easel and paints
plumbing | home plumbing | trade | installing and repairing the pipes, taps, toilets, drains, showers and water heaters that carry water and waste in a building, using wrenches and fittings
podcasting | podcast production | broadcasting | making audio or video shows in episodes, including planning, recording with microphones, interviewing, editing and publishing to podcast apps
poetry | poems | literature | reading and writing poems, which use rhythm, sound, imagery, line breaks and sometimes rhyme and meter to express feelings and ideas
poetry writing | writing poetry | creative writing | writing poems using imagery, metaphor, line breaks, rhythm, rhyme and forms such as sonnets, haiku and free verse
pokemon | pokémon, pokemon games | video game, franchise | a japanese franchise of games, cards and shows where trainers catch, train, trade and battle creatures, including competitive team building
pokemon tcg | pokemon trading card game, pokemon cards | card game | the pokemon trading card game of collecting cards and battling with decks of pokemon, energy and trainer cards, also collected and graded
poker | | card game, gambling | a card game of betting and bluffing in which players make the best five card hands, with variants like texas holdem, studied for odds and strategy
pole dance | pole dancing, pole fitness | dance, exercise | a dance and fitness activity performed on a vertical pole, combining spins, climbs, inverts and holds that build strength and flexibility
pole dancing | pole fitness | dance, exercise | dancing and acrobatics on a vertical pole, involving spins, climbs, inversions and holds that build strength, flexibility and grip
polish | | language | the slavic language of poland, spoken in warsaw, krakow and gdansk, written in the latin alphabet with extra letters, seven noun cases and consonant clusters
political science | poli sci | social science | the study of government, politics and power, including political systems, institutions, elections, public policy, ideologies and international relations
politics | | activity | the activities of governing and competing for power, including parties, elections, campaigns, debates, laws, policies and public opinion
polymer clay | fimo | craft | a colorful plastic modeling clay baked hard in a home oven, used to make jewelry, earrings, charms, beads and miniature figures
pomodoro technique | pomodoro, pomodoro method | method | a time management method of working in focused 25 minute blocks separated by short breaks, with a longer break after four blocks
pomodoro technique | pomodoro method, pomodoro | time management | working in 25 minute focused blocks with a timer and short breaks, with a longer break after four rounds, created by francesco cirillo
pool | pocket billiards | cue sport, game | a cue sport in which players use a cue stick to strike a white ball and knock numbered balls into the pockets of a table
pop music | pop | music genre | commercial popular music with catchy melodies, hooks and verse chorus structure, produced for radio, streaming and charts and sung by solo artists and groups
portfolio management | managing a portfolio, investment management | management | choosing and balancing a mix of investments to meet goals and risk tolerance, involving asset allocation, diversification, rebalancing and reviewing performance
portrait drawing | | drawing | drawing a person's face and head, capturing likeness, facial features, proportions, expression, light and shadow with pencil or charcoal
portrait painting | | painting | painting people's faces and figures, capturing likeness, skin tones, expression and light, in oils, acrylics or watercolor
portrait photography | | photography | photographing people to capture personality and likeness, with posing, lighting, lenses and backgrounds, in studios or outdoors
portuguese | portugues | language | the romance language of portugal, brazil, angola and mozambique, spoken in lisbon, sao paulo and rio de janeiro, with nasal vowels and european and brazilian accents
positive parenting | | parenting | a parenting approach using warmth, praise, clear rules and teaching instead of punishment to build good behaviour and a strong parent child bond
positive psychology | | psychology | the study of happiness, well being, strengths, gratitude, resilience, flow and what helps people thrive
positive psychology | science of happiness | psychology | the study of wellbeing, happiness, character strengths, gratitude, optimism and meaning in life, founded by martin seligman
postgresql | postgres | database | an advanced open source relational database with strong sql support, transactions, json data, extensions and reliability for applications
posture | posture correction, good posture | health | how the body is held when sitting, standing and moving, and the exercises and habits that improve alignment and reduce neck and back pain
pottery | | ceramics | making pots, bowls, mugs and plates from clay by hand building or on the wheel, then drying, glazing and firing them in a kiln
pottery glazing | ceramic glazing | ceramics | coating pottery with glass forming mixtures by dipping, brushing or spraying, then firing to give color, shine and a waterproof surface
potty training | toilet training | training | teaching a toddler to use the toilet instead of diapers, with potties, routines, rewards, training pants and handling accidents
pour over coffee | pour over, hand drip | coffee | brewing coffee by slowly pouring hot water over ground coffee in a paper filter cone such as a V60 or Chemex, controlling ratio, grind and timing
power bi | microsoft power bi | software | microsoft's business intelligence tool for connecting data sources, building data models with dax and creating interactive dashboards and reports
power tools | | tool | electric or battery tools such as drills, impact drivers, circular saws, jigsaws and sanders, and how to choose and use them safely and accurately
powerlifting | | sport | a strength sport in which athletes lift maximum weight in the squat, bench press and deadlift, using barbells, training programs and strict technique
powerpoint | microsoft powerpoint, ms powerpoint | software | microsoft's program for making slide presentations, with layouts, text, images, charts, transitions, animations and speaker notes
powershell | windows powershell | shell, software | a microsoft command line shell and scripting language for automating windows and cloud administration, using cmdlets, objects, pipelines and scripts
pranayama | yogic breathing | breathwork | the yogic practice of breath control, including alternate nostril breathing, kapalbhati, ujjayi breath and breath holding
prayer | praying | worship | speaking or listening to god or the divine, through set words, silent prayer, thanks, requests and devotion in many religions
precalculus | pre calculus, precalc | mathematics | a course preparing for calculus that covers functions and their graphs, polynomials, exponentials, logarithms, trigonometry, sequences and limits
pregnancy | | life stage, health | the period of carrying a developing baby, about forty weeks, covering trimesters, prenatal care, nutrition, symptoms and preparing for birth
premiere pro | adobe premiere pro, adobe premiere | software | adobe's professional video editing program with a timeline for cutting clips, audio editing, titles, effects, color grading and exports
prenatal yoga | pregnancy yoga | yoga | yoga adapted for pregnant women, with gentle postures, breathing, relaxation and preparation for labor and birth
presentation skills | business presentations, presenting | skill, communication | planning and giving clear talks at work, including structuring a message, designing slides, storytelling, speaking confidently and answering audience questions
presentation skills | presentations, presenting | communication, skill | planning and delivering clear talks with slides or visuals at work or school, structuring content, telling stories, handling questions and keeping attention
pressure cooking | pressure cooker, instant pot | cooking | cooking food quickly in a sealed pot where steam pressure raises the boiling point, used for beans, rice, stews, stocks and tough meat
pricing strategy | pricing, how to price | strategy | methods for setting prices for products and services, such as cost plus, value based, competitive, discount and subscription pricing
pride and prejudice | | novel | jane austen's 1813 novel about elizabeth bennet and mr darcy, dealing with love, marriage, class and first impressions
print on demand | pod | ecommerce, business | selling custom designed products such as shirts, mugs and posters that a partner company prints and ships only after each order is placed
printmaking | | art | making art by transferring ink from a carved, etched or stenciled surface onto paper, allowing many copies, as in linocut, etching and screen printing
pro tools | protools | software | an industry standard digital audio workstation by avid used in professional studios for recording, editing and mixing music, film and tv audio
probability | probability theory | mathematics | the mathematics of chance, with events, outcomes, random variables, distributions, expected value and rules for combining likelihoods
probiotics | | supplement | live beneficial bacteria and yeasts in foods like yogurt and kefir or in supplements, taken to support gut health and digestion
procrastination | | behaviour | putting off tasks until later, often from fear, perfectionism or boredom, and ways to beat it such as small steps, deadlines and focus methods
procreate | | software | a drawing and painting app for the ipad used with an apple pencil, offering brushes, layers, colors and simple animation
product management | | management | guiding a product from idea to launch and improvement, choosing features through customer research, roadmaps and priorities, working with engineers and designers
product photography | | photography | photographing products for online shops and advertising, using lightboxes, studio lighting, white backgrounds, styling and retouching
productivity | personal productivity, getting more done | skill | getting more useful work done, using methods like to do lists, focus blocks, prioritizing, good habits and tools that reduce distraction
productivity | personal productivity | efficiency | getting important work done with less time and effort, using planning, prioritising, focus, task lists, time management and good energy habits
programming | coding, computer programming | skill | writing instructions for computers in a programming language, using variables, loops, conditions, functions and data, then testing and debugging the code
project management | managing projects | management | planning, organizing and leading work to finish a project on time and on budget, including scope, schedules, tasks, risks, teams and stakeholders
prompt engineering | prompting, prompt writing | skill | writing clear instructions for ai models to get useful results, using context, examples, roles, step by step reasoning and output formats
pronunciation | | language skill | the way the sounds, stress, rhythm and intonation of a language are produced, practised with listening, repetition, minimal pairs and phonetic symbols
proofreading | | editing | carefully checking a final text for spelling, grammar, punctuation and formatting errors before it is printed or published
property management | | management | running rental buildings for owners, including advertising units, screening tenants, collecting rent, maintenance, inspections and legal compliance
protein | dietary protein | nutrient | a macronutrient made of amino acids, found in meat, fish, eggs, dairy, beans and tofu, needed to build and repair muscle and other tissue
protein powder | protein shake | supplement | a powdered supplement made from whey, casein, soy, pea or other sources, mixed into shakes to increase protein intake for muscle and recovery
pruning | | gardening | cutting back branches and stems of trees, shrubs and roses with secateurs, loppers and saws to shape them, remove dead wood and improve flowers and fruit
psychology | | science, social science | the science of the mind and behavior, including thinking, emotions, memory, learning, personality, development and mental disorders
psychotherapy | talk therapy, talking therapy | treatment | treating emotional and mental health problems by talking with a trained therapist, using approaches such as cbt, psychodynamic and humanistic therapy
ptsd | posttraumatic stress disorder | condition | a condition after trauma involving flashbacks, nightmares, avoidance and feeling on edge, treated with trauma focused therapy such as emdr and medication
public health | | health, science | protecting and improving the health of whole populations through vaccination, disease tracking, clean water, health education and policy
public relations | pr, media relations | communication, marketing | managing an organization's reputation and relationships with the public and media, through press releases, media contacts, events and crisis communication
public speaking | speaking in public | skill, communication | speaking to an audience with confidence, including planning a talk, structuring ideas, using voice and body language, handling nerves and answering questions
public speaking | oratory, speaking in public | communication, skill | speaking to an audience in a structured, engaging way, with speech preparation, voice, body language, eye contact, handling nerves and audience connection
public speaking | oratory, speaking in public | speaking | giving talks to an audience, with planning, structure, voice, body language, slides, handling nerves and answering questions
punch needle | punch needle embroidery | embroidery | pushing yarn through fabric stretched on a frame with a hollow punch needle to make looped, textured pictures, pillows and rugs
punjabi | panjabi | language | the tonal language of the punjab region of pakistan and india, spoken in lahore and amritsar, written in gurmukhi or shahmukhi script
punk rock | punk | music genre, rock music | a fast, raw rock style with short songs, simple chords, loud guitars, shouted vocals and a do it yourself attitude, born in 1970s new york and london
puppetry | puppeteering | performing art | making and performing with puppets, such as hand puppets, marionettes, rod puppets and shadow puppets, to tell stories for audiences
puppy training | training a puppy | dog training | teaching a young dog toilet training, crate training, gentle biting, socialisation and basic commands during its first months at home
puzzles | puzzle | game | games and problems that test logic, knowledge or patience, such as jigsaw puzzles, crosswords, sudoku, riddles and mechanical puzzles
pyrography | wood burning | craft | drawing designs on wood or leather by burning them in with a heated metal pen, controlling tone by heat and speed
python | python programming, python 3 | programming language | a general purpose programming language with readable syntax, used for scripts, web apps, data analysis, automation and machine learning, with many libraries
pytorch | | library | an open source deep learning library from meta for building and training neural networks with tensors, automatic differentiation and gpu acceleration
qigong | chi kung | exercise, traditional medicine | a chinese practice of gentle movement, posture, breathing and focused attention, aimed at cultivating the body energy called qi for health and calm
quantum computing | | computing | computing with qubits that use superposition and entanglement, running quantum circuits and algorithms that may solve certain problems faster than ordinary computers
quantum mechanics | quantum physics, quantum theory | physics | the physics of atoms and subatomic particles, with wave functions, uncertainty, superposition, quantized energy, tunneling and probabilities of measurement
quickbooks | | software | accounting software for small businesses used for bookkeeping, invoicing, payroll, expense tracking, bank reconciliation and financial reports
quilling | paper quilling | paper crafts | rolling, shaping and gluing thin strips of paper into coils and scrolls to make decorative designs, cards and pictures
quilting | | needlework | making padded quilts by stitching together layers of pieced fabric top, batting and backing, by hand or machine
quilting | patchwork quilting | sewing | sewing together a top of pieced fabric patches, a layer of wadding and a backing to make quilts, stitched by hand or machine
quitting smoking | smoking cessation, stop smoking | health, habit | stopping tobacco or vaping with a plan, nicotine replacement, medicines, support and ways to handle cravings and triggers
quran | koran | scripture | the holy book of Islam, in Arabic, with its suras, verses, recitation, memorization and interpretation
r programming | r language, r | programming language | a language and environment for statistics and data analysis, with data frames, packages from cran, ggplot2 charts and the rstudio editor
rainwater harvesting | rainwater collection | water conservation | collecting rain from roofs in water butts or tanks and storing it for watering gardens, flushing toilets and other uses
raised bed gardening | raised beds | gardening | growing plants in frames of wood or metal filled with soil above ground level, giving better drainage, warmer soil, easier reach and fewer weeds
ramen | | soup | a Japanese noodle soup of wheat noodles in broth flavoured with soy, miso, salt or pork bone, topped with egg, sliced pork, nori and spring onions
rapping | rap, mcing | music, performance | rhythmic rhyming speech delivered over a beat, involving writing verses, flow, wordplay, breath control and freestyle improvisation
raspberry pi | | computer | a small, cheap single board computer running linux, used for learning programming, home servers, media centers, robots and electronics projects with gpio pins
react | react js, reactjs | library | a javascript library from meta for building user interfaces from reusable components, using jsx, props, state and hooks
react native | | framework | a framework for building native mobile apps for ios and android using javascript or typescript and react components
real estate | property, real property | business, property | land and buildings, and the business of buying, selling, renting, financing, valuing and managing them
real estate agent | realtor, estate agent | job, profession | a licensed professional who helps people buy, sell or rent property, handling listings, showings, pricing, negotiation and paperwork
real estate investing | property investing, real estate investment | investing | buying property to earn income or profit through rent, rising values, renovations or property funds, using financing and market analysis
recipe development | recipe writing, recipe creation | skill | creating, testing and writing original recipes with exact quantities, steps and timings for cookbooks, blogs, restaurants or food products
recorder | | woodwind instrument | a simple wooden or plastic end blown flute with finger holes, widely taught in schools and used in early and baroque music
recruiting | recruitment, hiring, talent acquisition | process, human resources | finding and hiring new employees through job postings, sourcing candidates, screening resumes, interviews, reference checks and job offers
recycling | | waste management | sorting and collecting used materials such as paper, cardboard, glass, metal and plastic so they can be processed into new products
reflexology | | therapy, alternative medicine | applying pressure to points on the feet, hands or ears, believed to link to organs and body systems, for relaxation and wellbeing
reformation | protestant reformation | movement | the sixteenth century split in Western Christianity begun by Martin Luther in 1517, creating Protestant churches and leading to religious wars
reformer pilates | | pilates | pilates done on a reformer, a machine with a sliding carriage, springs, straps and a footbar that add resistance and support to exercises
reggae | | music genre | a jamaican music style with offbeat guitar chops, heavy bass lines and one drop drumming, associated with bob marley and rastafari themes
reggaeton | reggaetón | music genre, latin music | an urban latin music style from puerto rico with a dembow beat, rapping and singing in spanish, mixing hip hop, reggae and dancehall
regular expressions | regex, regexp | notation | patterns of characters for searching, matching and replacing text, using symbols for character classes, repetition, groups and anchors, supported by most languages
reiki | | energy healing, alternative medicine | a japanese energy healing practice in which a practitioner places hands on or near the body to channel energy for relaxation and wellbeing
reiki | | energy healing | a japanese energy healing practice where a practitioner places hands on or near the body, taught through attunements and levels of training
reinforcement learning | rl | machine learning | machine learning where an agent learns by trial and error in an environment, taking actions and receiving rewards or penalties to improve its choices
reits | reit | company, investment | real estate investment trusts, companies that own income producing property and trade like stocks, paying investors rental income as dividends
relationships | relationship skills | social life | forming and keeping close bonds with partners, family and friends, through communication, trust, respect, affection, conflict resolution and time together
relativity | theory of relativity | physics | Einsteins theories of space, time and gravity, including time dilation, length contraction, mass energy equivalence and curved spacetime
religion | | belief, culture | belief systems and practices about the sacred and divine, with gods, scriptures, rituals, prayer, ethics, clergy and communities
remote work | working from home, telecommuting, wfh | work | doing a job away from the office, usually from home, using video calls, chat apps, shared documents, a home workspace and self discipline
renaissance | the renaissance | era | the European revival of classical art, learning and science from the 1300s to 1600s, starting in Italy, with Leonardo, Michelangelo and humanism
renaissance art | | art | european art of about 1400 to 1600 that revived classical ideas, with realistic perspective and anatomy, by leonardo, michelangelo, raphael and others
rental property | landlording, being a landlord | property, investment | owning homes or apartments to rent out, involving finding tenants, leases, collecting rent, repairs, landlord laws and property taxes
renting an apartment | apartment hunting, renting a flat | housing | finding and renting a home, with searching listings, viewings, applications, leases, deposits, tenant rights and roommates
repair cafe | repair café | event | a free community meeting where volunteers help people fix broken items such as electrical goods, clothes, bikes and furniture instead of throwing them away
reptile care | reptile keeping, herpetoculture | pet care | keeping reptiles such as geckos, snakes, bearded dragons and tortoises, with vivariums, heat lamps, UVB lighting, humidity control and suitable food
resilience | emotional resilience, mental toughness | ability | the ability to cope with stress, setbacks and hardship and bounce back, built through support, optimism, coping skills and purpose
resin art | epoxy resin art, resin craft | craft | making coasters, jewelry, tables and art by mixing epoxy resin and hardener, adding pigments or objects, and pouring into molds
responsive web design | responsive design | web design | designing web pages that adapt to phones, tablets and desktops using flexible grids, media queries, fluid images and mobile first layouts
restaurant management | running a restaurant | management | running a restaurant business, including menus, food costs, hiring and scheduling staff, customer service, health and safety rules and marketing
resume writing | resume, cv writing, cv | writing | writing a document that summarizes your work experience, education, skills and achievements in a clear format to win job interviews
retail management | store management | management | running a shop or store, including merchandising, inventory, staff scheduling, sales targets, customer service and store layout
retirement planning | planning for retirement, retirement savings | planning | preparing financially for life after work by estimating needs, saving in retirement accounts, investing, pensions, social security and withdrawal plans
retrieval augmented generation | rag | technique | a technique that feeds language models relevant documents found by search, often in a vector database, so they give more accurate grounded answers
rhetoric | | communication, persuasion | the art of persuasive speaking and writing, using ethos, pathos and logos, figures of speech and arrangement, studied since ancient greece
rhythm | musical rhythm | music theory | the timing of music in beats, note lengths, rests, meter, tempo, syncopation and grooves, counted and practiced with a metronome
risk management | | management | identifying, assessing and reducing risks that could harm an organization, using risk registers, controls, insurance and contingency plans
risotto | | dish | an Italian rice dish made by slowly adding hot stock to short grain rice such as arborio while stirring, finished with butter and parmesan
rnb | r&b, r and b, rhythm and blues | music genre | a popular african american music style combining soul, pop and hip hop, with smooth vocals, vocal runs and groove based beats
road trip | | trip | a long journey by car with stops along the way, including route planning, snacks, music, motels, scenic drives and car checks
roasting | | cooking | cooking meat, poultry and vegetables with dry heat in an oven so the outside browns, with basting, checking doneness and resting meat before carving
roblox | | video game, platform | an online platform where users play and create multiplayer games, building worlds in roblox studio with lua scripting
roblox development | roblox studio, roblox scripting | game development | making games for roblox in roblox studio, building 3d worlds and scripting game logic in lua, then publishing them for players
robo advisors | robo advisor, robo investing | service, software | online services that automatically build and manage investment portfolios of low cost funds based on a user's goals and risk tolerance
robotics | robot building | engineering | designing, building and programming robots, combining mechanics, electronics, sensors, motors, microcontrollers and control software so machines can move and act
rock climbing | climbing | sport | climbing natural rock or indoor walls using hands and feet, with ropes, harnesses, belaying and climbing shoes, on routes of varying difficulty
rock music | rock | music genre | a popular music style built on electric guitars, bass, drums and a strong backbeat, with verse and chorus songs, riffs and guitar solos
rocketry | rocket science | engineering | the science and building of rockets, including thrust, propellants, engines, staging, stability, model rockets and launches
rocks and minerals | | geology | the identification and formation of igneous, sedimentary and metamorphic rocks and minerals, using hardness, luster, streak and crystal shape
romance novels | romance fiction | fiction | fiction centered on a love story between the main characters, with obstacles, emotional tension and usually a happy ending
romanian | | language | the romance language of romania and moldova, spoken in bucharest, cluj and chisinau, close to latin with some slavic vocabulary
rowing | crew | sport | propelling a boat with oars, alone or in crews, involving stroke technique, timing and endurance, also practiced on indoor rowing machines
rubiks cube | rubik's cube, rubix cube, magic cube | puzzle | a three by three colored cube puzzle whose faces twist, solved by learning notation, layers, algorithms and methods like the beginner method and cfop
ruby | ruby programming | programming language | a dynamic object oriented scripting language focused on readable code, known for the rails web framework, gems and blocks
ruby on rails | rails, ror | framework | a ruby web framework following convention over configuration, with models, views, controllers, migrations and generators for building database web apps fast
rug tufting | tufting | craft | making rugs and wall hangings by shooting yarn through backing cloth on a frame with a tufting gun, then gluing, backing and trimming
rugby | rugby football | sport, team sport | a team sport in which players carry, pass backwards and kick an oval ball to score tries, with tackles, scrums, lineouts and rucks
rummy | | card game | card games where players draw and discard to form sets and runs of cards, such as gin rummy and indian rummy, trying to go out first
runes | runic alphabet, futhark | alphabet | the letters used by Germanic peoples before the Latin alphabet, including the Elder and Younger Futhark, carved on stones, wood and metal
running | | exercise, sport | moving on foot faster than walking for fitness or racing, involving form, breathing, pacing, shoes, training plans, rest and injury prevention
running form | running technique | technique | the way a runner moves, including posture, foot strike, cadence, arm swing and stride length, adjusted for efficiency and fewer injuries
russian | | language | the slavic language of russia and much of the former soviet union, spoken in moscow, saint petersburg and almaty, written in cyrillic, with six noun cases
rust | rust programming, rust lang | programming language | a compiled systems programming language whose ownership and borrowing rules ensure memory safety without garbage collection, used for fast, reliable software
sailing | yachting | sport, activity | moving a boat across water using wind and sails, involving rigging, steering, tacking, gybing, knots, navigation and safety on board
sake | nihonshu, rice wine | alcoholic drink | Japanese rice wine brewed from polished rice, water, yeast and koji, in grades such as junmai and daiginjo, served warm or chilled
salary negotiation | negotiating salary, negotiating pay | negotiation | asking for better pay and benefits in a job offer or a raise, using market salary research, good timing, counteroffers and confident communication
sales | selling, salesmanship, sales skills | business, activity | persuading customers to buy products or services, including prospecting, presenting, handling objections, negotiating and closing deals
sales funnel | marketing funnel | model | the stages buyers move through from awareness and interest to decision and purchase, used to plan marketing and find where buyers drop off
sales pipeline | pipeline management, deal pipeline | process | the stages deals move through from first contact to close, tracked to forecast revenue and focus the sales team's work
salesforce | | software | a cloud customer relationship management platform for tracking sales leads, contacts, deals and service cases, customized with apex code and flows
salsa dance | salsa, salsa dancing | latin dance | a lively latin partner dance from cuban and puerto rican roots, danced to salsa music with quick steps, turns and shines, on1 or on2 timing
samba | samba dance | latin dance | a lively brazilian dance with a bounce action and quick steps, danced at the rio carnival and in ballroom latin competitions
sampling | music sampling | music production | reusing pieces of existing recordings, such as drum breaks, vocals or melodies, by chopping, pitching and looping them in a sampler or daw
sanskrit | | language | the classical language of ancient India, written in Devanagari, used in the Vedas, Hindu and Buddhist texts, yoga terms and grammar by Panini
sanskrit | | language | the classical language of ancient india, used in hindu and buddhist texts, the vedas and yoga, written in devanagari with detailed grammar
sashiko | | embroidery | a Japanese style of running stitch embroidery, traditionally white thread on indigo cloth in geometric patterns, used to strengthen, mend and decorate fabric
sauce making | sauces | cooking | making liquid or creamy accompaniments to food such as gravy, pan sauces, pesto and salsa by reducing, thickening with roux and emulsifying
sauerkraut | | fermented food | finely shredded cabbage fermented with salt in a crock or jar by lactic acid bacteria, giving a sour, tangy preserved vegetable
sauna | sauna bathing | practice, bath | sitting in a hot room, dry or with steam, to sweat and relax, often alternating with cold water, for recovery and wellbeing
saving money | saving, saving tips | habit, finance | putting aside part of your income and cutting costs, using savings goals, automatic transfers, cheaper choices and high interest savings accounts
saving money | | personal finance | ways to spend less and save more, such as budgets, emergency funds, automatic transfers, cutting subscriptions and comparing prices
saxophone | sax | woodwind instrument | a brass bodied single reed woodwind instrument in alto, tenor, soprano and baritone sizes, played in jazz, pop, funk and concert bands
scales | musical scales | music theory | ordered sets of notes such as major, minor, pentatonic and blues scales, practiced on instruments and used to build melodies, keys and chords
science fiction | sci fi, scifi | fiction | fiction about imagined science and technology, such as space travel, time travel, aliens, robots and future societies
scientific method | | method | the process of science: asking questions, forming hypotheses, running experiments, collecting data, analyzing results and drawing conclusions
scikit learn | sklearn, scikit-learn | library | a python machine learning library with tools for classification, regression, clustering, preprocessing, model selection and evaluation
scrabble | | board game, word game | a word game where players place letter tiles on a grid to form crossing words, scoring points from letter values and premium squares
scrapbooking | | paper crafts | arranging photographs, memorabilia and journaling in decorated albums with patterned paper, stickers, stamps and embellishments
scratch | scratch programming | programming language | a visual block based programming language from mit for children, snapping code blocks together to make animations, stories and games with sprites
screen acting | acting for camera, film acting, on camera acting | acting | acting for film, tv and video, focusing on subtle expression, eyelines, continuity, hitting marks and working with the camera
screen printing | silkscreen, silk screen printing, screenprinting | printmaking | printing a design by pushing ink through a stencil on a fine mesh screen with a squeegee onto paper, fabric or t shirts
screen time | | issue | the time children and adults spend on phones, tablets, computers and tv, with limits, parental controls and effects on sleep, focus and health
screenwriting | scriptwriting, screenplay writing | writing | writing scripts for films and television, with scene headings, action, dialogue, story structure, characters and proper screenplay format
screenwriting | scriptwriting, script writing | writing | writing scripts for films and tv in screenplay format, with scenes, dialogue, action, structure and character arcs
scrum | | method | an agile framework where teams work in short sprints with a product owner, a scrum master, a backlog, daily standups, reviews and retrospectives
scrum | scrum framework | framework, method | an agile framework where small teams work in sprints, with roles like product owner and scrum master, daily standups, backlogs and reviews
scuba diving | scuba | sport, activity | underwater diving with a tank of compressed air, mask, fins and regulator, involving buoyancy control, breathing, safety checks and diver certification
sculpture | sculpting | art | making three dimensional art by carving, modeling, casting or assembling materials such as stone, wood, clay, metal and plaster
seafood cooking | cooking fish, fish cookery | cooking | preparing and cooking fish and shellfish, including scaling, filleting, shucking oysters, cleaning mussels, and pan frying, poaching, steaming and grilling
search engine marketing | sem, paid search | marketing | buying ads that appear in search engine results, involving keyword bidding, ad copy, landing pages, budgets and cost per click
search engine optimization | seo | marketing | improving a website so it ranks higher in search results such as Google, through keywords, quality content, backlinks, page speed and technical fixes
second brain | building a second brain | system | a personal system of digital notes for capturing, organizing and reusing ideas, popularized by tiago forte with the para method
seed starting | starting seeds, growing from seed, sowing seeds | gardening | sowing seeds indoors in trays of seed compost with light and warmth, then potting on and hardening off seedlings before planting them out
self care | selfcare | practice | taking deliberate care of your physical and mental health through rest, exercise, healthy food, hobbies, boundaries and time with others
self care | selfcare | practice | looking after your own body and mind through sleep, food, exercise, rest, hobbies, boundaries and time for yourself
self compassion | | attitude | treating yourself with kindness in failure or pain, as in the work of kristin neff, with mindfulness, common humanity and gentle self talk
self confidence | confidence, confidence building | trait | belief in your own abilities, built through small wins, practice, good posture, positive self talk, facing fears and preparation
self defense | self defence | skill | skills for protecting yourself from attack, including awareness, avoiding danger, calming conflict, escaping grabs and simple effective strikes
self discipline | willpower, self control | trait | controlling impulses and doing what you planned even when you do not feel like it, built through habits, routines and small commitments
self esteem | self worth | mindset | how much you value and believe in yourself, shaped by thoughts and experiences, and improved through self compassion, achievements and challenging negative beliefs
self esteem | self worth | attitude | how much you value and respect yourself, shaped by self talk, childhood, achievements and relationships, and improved with self compassion and goals
self publishing | indie publishing | publishing | publishing your own book without a traditional publisher, handling editing, cover design, formatting, printing or ebooks and marketing
selling a house | home selling, selling a home | sale | the process of selling a home, including pricing, staging, listing, working with an agent, showings, offers, negotiation and closing
semantics | | linguistics | the study of meaning in language, including word meanings, sentence meanings, ambiguity, reference and logical relations
seo | search engine optimization, search engine optimisation | marketing | improving a website so it ranks higher in search engines like google, through keywords, useful content, page speed, links and technical fixes
serato | serato dj | software | dj software used with controllers and turntables for mixing digital music, with cue points, loops, effects and digital vinyl control
serbian | | language | the south slavic language of serbia, spoken in belgrade and novi sad, written in both cyrillic and latin scripts and close to croatian and bosnian
serverless computing | serverless | cloud computing | running code in the cloud as functions triggered by events, such as aws lambda, without managing servers, and paying only when the code runs
set design | scenic design, stage design | design, theatre | designing the scenery and physical space for theatre, film and tv through sketches, scale models, technical drawings and set building
seven habits | 7 habits, seven habits of highly effective people | book | stephen covey's self help book on seven principles, such as being proactive, beginning with the end in mind and putting first things first
sewing | | needlework | joining fabric with a needle and thread or sewing machine, including cutting, stitching, seams, hems, zips and buttons to make or mend clothes
sewing | | craft | joining fabric with needle and thread by hand or sewing machine to make and repair clothes, bags and household items, using patterns and different stitches
sexual health | | health | physical and emotional wellbeing related to sex, including contraception, safer sex, sexually transmitted infections, consent and regular testing
shakespeare | william shakespeare, shakespeare plays | playwright, literature | the english playwright and poet whose plays like hamlet, macbeth and romeo and juliet are studied and performed for their language, verse and characters
sherlock holmes | | character | the brilliant fictional london detective created by arthur conan doyle, who solves crimes by observation and deduction with dr watson
shinto | | religion | the native religion of Japan, with kami spirits, shrines, torii gates, purification rituals, festivals and reverence for nature and ancestors
shopify | | platform | an online platform for building and running an online store, with product listings, themes, payments, shipping, apps and order management
shopify | | software, platform | an online platform for building and running an online store, with product pages, themes, payments, shipping, apps and sales reports
short story writing | writing short stories | fiction writing | writing brief works of fiction that focus on a few characters and a single situation, with a tight plot and strong ending
short term rentals | airbnb hosting, vacation rentals | hospitality, business | renting out a room or home to travelers through Airbnb or similar sites, with listings, nightly pricing, cleaning, guest messages and reviews
side hustle | side business, side gig | work, business | a way of earning extra money outside a main job, such as freelancing, reselling, tutoring, delivery driving or selling crafts online
sight reading | | skill | playing or singing written music at first sight, reading notes, rhythms, keys and dynamics from sheet music without earlier practice
sigmund freud | freud | psychologist | the Austrian founder of psychoanalysis, known for the id, ego and superego, the unconscious, dream analysis and theories of sexuality
sign language | signing | language | a visual language using hand shapes, movements, facial expressions and body position, used by deaf communities and learned through signs, fingerspelling and grammar
sikhism | | religion | the religion founded by Guru Nanak in Punjab, with ten Gurus, the Guru Granth Sahib, gurdwaras, equality and community kitchens
silversmithing | | craft | making jewelry and objects from silver and other metals by sawing, filing, soldering, hammering, stone setting and polishing
singing | vocals, singing lessons, voice lessons | music, performance | using the voice to produce musical sounds, involving breath support, pitch, tone, range, diction and performing songs alone or with others
single parenting | single parent | parenting | raising children alone, handling money, work, childcare, routines, stress and support networks as the only parent in the home
sitar | | string instrument | a long necked indian string instrument with curved frets, playing strings and sympathetic strings, used to play ragas in hindustani classical music
six sigma | lean six sigma | method, quality | a data driven method for reducing defects and variation in processes, using the DMAIC steps, statistics and trained belt levels such as green belt
skateboarding | | sport | riding and performing tricks on a skateboard, such as pushing, carving, ollies, kickflips and grinds, on streets, ramps and in skateparks
sketch comedy | sketches | comedy | short comic scenes performed by a troupe, written with characters, premises and punchlines, for stage, tv and online video
sketching | | drawing | making quick, loose drawings to capture ideas, people, places or objects, usually with pencil or pen in a sketchbook
sketchup | | software | an easy 3d modeling program for drawing buildings, interiors, furniture and landscapes with push pull tools and a library of ready models
skiing | | sport | sliding over snow on two skis, involving balance, turning, stopping, ski lifts and poles, on resort slopes, cross country trails or in the backcountry
skincare | skin care, skincare routine | beauty, health | caring for the skin with cleansing, moisturizing, sun protection and targeted products such as serums, exfoliants and retinol, chosen for your skin type
sleep | | health, rest | the natural nightly state of rest for body and mind, covering sleep cycles, dreaming, how much sleep we need and how to sleep better
sleep apnea | sleep apnoea | sleep disorder | a disorder in which breathing repeatedly stops during sleep, causing loud snoring, gasping and daytime sleepiness, treated with cpap machines or weight loss
sleep hygiene | | habit, health | habits that support good sleep, such as regular bedtimes, a dark cool bedroom, limiting caffeine and screens, and winding down
sleep training | | training | methods for teaching babies to fall asleep and stay asleep on their own, such as bedtime routines, the ferber method and gradual retreat
sleight of hand | prestidigitation, legerdemain | magic, skill | skillful hand manipulation used to secretly move, hide or switch objects, the basis of card, coin and close up magic
slow cooking | slow cooker, crockpot | cooking | cooking stews, soups, chilli and tough cuts of meat at low temperature for many hours in an electric slow cooker or covered pot
small business | small business management, running a business | business | a privately owned company with few employees, and the work of running its daily operations, customers, cash flow, staff, permits and local marketing
small business taxes | business taxes, self employment tax | tax | taxes owed by business owners and freelancers, including self employment tax, quarterly estimated payments, deductible expenses, sales tax and business returns
small talk | chit chat | conversation | light, friendly conversation about the weather, weekends, work and hobbies, used to start talking with strangers and colleagues
smart contracts | smart contract | program, software | programs stored on a blockchain that run automatically when set conditions are met, used for tokens, DeFi and NFTs, often written in Solidity
smart home | home automation | technology | connecting home devices like lights, thermostats, locks, cameras and speakers so they can be controlled by phone, voice assistant or schedules
smart home | home automation | technology | connecting lights, heating, locks, cameras, plugs and speakers to apps and voice assistants so they can be controlled remotely and run automatically
smartphone | mobile phone, cell phone, smart phone | phone, device | a handheld phone that is also a computer, with a touch screen, apps, internet, camera, gps and sensors, running ios or android
smartphone basics | using a smartphone | skill | learning to use a smartphone, including the touch screen, settings, calls, messages, camera, apps, wifi and keeping the phone secure
smartphone filmmaking | mobile filmmaking, iphone filmmaking | filmmaking | shooting and editing videos and short films with a phone, using stabilizers, external microphones, lighting and mobile editing apps
smartphone photography | mobile photography, iphone photography, phone photography | photography | taking and editing good pictures with a phone camera, using composition, light, camera modes, portrait mode and editing apps
smartwatch | smart watch | gadget | a wrist worn computer that shows notifications, tracks steps, heart rate, sleep and workouts, and runs apps, like the apple watch
smoking food | food smoking, smoking meat | cooking | flavouring, cooking or preserving meat, fish, cheese and vegetables with smoke from smouldering wood chips, using hot or cold smoking in a smoker
snooker | | cue sport | a cue sport played on a large table in which players pot red and colored balls with a white cue ball, planning breaks and safety shots
snowboarding | | sport | sliding down snowy slopes standing sideways on a single board, involving balance, edge control, turning, stopping and tricks in terrain parks
soap making | soapmaking | craft | making soap by mixing oils and fats with lye in cold process or hot process, or melting and pouring ready soap base, adding scents and colors
soap making | soapmaking | craft | making soap at home from oils and lye by the cold or hot process, or from melt and pour bases, adding scents, colours and moulds, then curing it
social anxiety | social phobia | anxiety | strong fear of social situations and being judged, with blushing, avoidance and worry, managed with gradual exposure, therapy and social skills practice
social engineering | | deception | manipulating people into giving away passwords, money or access through tricks like phishing, pretexting, baiting and impersonation, rather than hacking technology
social entrepreneurship | social enterprise | entrepreneurship | starting and running businesses that aim to solve social or environmental problems while earning enough money to sustain themselves
social media marketing | smm, social media management | marketing | promoting a brand on platforms like Instagram, TikTok, Facebook and LinkedIn through posts, videos, community engagement, influencers and paid ads
social psychology | | psychology | the study of how people think about, influence and relate to others, including conformity, attitudes, persuasion, prejudice and group behavior
social security | social security benefits | program, insurance | the US government program paying retirement, disability and survivor benefits, funded by payroll taxes, with rules on claiming ages and benefit amounts
social skills | people skills, interpersonal skills | skill | the abilities used to interact well with others, such as conversation, listening, empathy, reading body language, manners, teamwork and making friends
socialism | | ideology | the political and economic idea of social or public ownership and control of production, with workers rights, welfare and reducing inequality
sociolinguistics | | linguistics | the study of how language relates to society, including dialects, accents, slang, social class, gender, bilingualism and language attitudes
sociology | | social science | the study of society, social groups and institutions, including family, class, race, gender, religion, crime, culture and social change
socrates | | philosopher | the Athenian philosopher who taught by questioning, wrote nothing himself, was known through Plato and was sentenced to death in 399 BC
socratic method | socratic questioning | method | teaching and inquiry by asking and answering questions to test ideas, expose contradictions and reach clearer understanding
soft skills | people skills, interpersonal skills | skill | personal and social skills useful at work, such as communication, teamwork, adaptability, problem solving, time management and a positive attitude
software architecture | | design | the high level structure of a software system, its main components and how they connect, and choices like monoliths, microservices, layers and patterns
software engineering | software development | engineering | the disciplined design, building, testing and maintenance of software systems, including requirements, architecture, code reviews, version control and teamwork
software testing | qa testing, software qa | practice | checking that software works correctly through manual and automated tests, including unit, integration, end to end and regression tests, and reporting bugs
solar panels | home solar, rooftop solar | energy | panels on a roof or ground that turn sunlight into electricity with photovoltaic cells, with inverters, batteries and a link to the grid
solar system | | planetary system | the Sun and everything orbiting it, including eight planets, dwarf planets, moons, asteroids, comets and the Kuiper belt
soldering | | skill | joining electronic components and wires with melted solder using a hot soldering iron and flux, for building circuit boards and doing repairs
sole proprietorship | sole trader, sole proprietor | business | the simplest business structure, owned and run by one person who keeps all the profits and is personally responsible for all debts
solfege | solfa, solfeggio, do re mi | music theory | a system of singing scale degrees with the syllables do, re, mi, fa, sol, la and ti, with movable or fixed do, used in ear training
solidworks | | software | a 3d cad program for designing mechanical parts and assemblies with parametric sketches, features, engineering drawings and simulation
solo travel | travelling alone, traveling solo | travel | travelling on your own, with advice on safety, planning, meeting people, hostels, group tours and enjoying independence
sommelier | wine steward | job | a trained wine professional who chooses, stores, recommends and serves wine in restaurants and pairs it with food, often holding certifications
songwriting | song writing | writing, music | writing songs by creating melodies, chords, lyrics and structure such as verse, chorus and bridge, often with a guitar, piano or computer
soul music | soul | music genre | an african american music style grown from gospel and rhythm and blues, with passionate vocals, horns and grooves, known from motown and stax records
sound bath | sound healing, sound meditation | relaxation | a relaxation session where people lie down and listen to singing bowls, gongs, chimes and other long ringing tones
sound design | | audio, design | creating and shaping sounds for music, films, games and apps using synthesizers, sampling, foley recording and effects processing
sound healing | sound bath, sound therapy | practice, alternative medicine | relaxation sessions using the sounds of singing bowls, gongs, tuning forks and chanting to calm the mind and body
soup | soups, soup making | dish | a liquid dish made by simmering vegetables, meat, fish or pulses in stock or water, served hot or cold, clear, chunky or blended
sourdough | sourdough bread, sourdough baking | bread | bread raised by a starter of wild yeast and lactic acid bacteria, made by feeding the starter, long fermentation, folding, shaping, scoring and baking in a dutch oven
sourdough starter | levain | culture | a fermented mix of flour and water holding wild yeast and bacteria, fed regularly with fresh flour and water and used to raise sourdough bread
sous vide | | cooking | cooking food sealed in vacuum bags in a water bath held at a precise low temperature by an immersion circulator, then usually searing it
southern cooking | southern food, southern cuisine | cuisine | the home cooking of the southern United States, with fried chicken, biscuits, cornbread, collard greens, grits, barbecue and pies
space exploration | | exploration | human and robotic exploration of space with rockets, satellites, probes, rovers, space stations and crewed missions to the Moon
space race | | rivalry | the Cold War contest between the Soviet Union and the United States in spaceflight, from Sputnik in 1957 to the Apollo Moon landings
spaced repetition | spaced practice, srs | study method | reviewing material at growing intervals just before you would forget it, used in flashcard apps such as anki to build long term memory
spanish | castilian, espanol | language | the romance language of spain, mexico and most of latin america, spoken in madrid, mexico city, bogota, lima and buenos aires, with verb conjugations and a rolled r
spanish cuisine | spanish cooking, spanish food | cuisine | the cooking of Spain, known for tapas, paella, cured ham, chorizo, olive oil, potato tortilla and regional seafood dishes
speech writing | speechwriting | writing | writing speeches to be delivered aloud, with a clear message, structure, rhetorical devices, stories and rhythm suited to the speaker and audience
speed reading | | reading | reading faster while keeping understanding, through skimming, scanning, reducing inner speech, using a pointer and regular practice
speedcubing | speed cubing, cubing | hobby, competition | solving rubik's cubes and other twisty puzzles as fast as possible, learning cfop, roux, finger tricks and algorithms, in wca competitions
speedrunning | speedrun, speedruns | gaming | playing through a video game as fast as possible, using routing, glitches, skips and practice, with runs timed and posted to leaderboards
spices | spice blending, cooking with spices | seasoning | dried seeds, barks, roots and fruits such as cumin, pepper, cinnamon and turmeric used to flavour food, and toasting, grinding and blending them
spirituality | spiritual growth | belief | a search for meaning, connection and the sacred, inside or outside religion, through prayer, meditation, reflection, nature and community
spoken word | slam poetry, performance poetry | poetry | poetry written to be performed aloud, using rhythm, repetition, voice and gesture, often at open mics and poetry slams
spoken word | spoken word poetry, performance poetry | poetry, performance | poetry written to be performed aloud, using rhythm, voice, gesture and personal themes, shared at open mics and competitive poetry slams
sport | sports | activity | physical games and competitions played by individuals or teams under set rules, involving skill, fitness, training, coaching, matches and fans
sports coaching | | profession, teaching | teaching and guiding athletes or teams, involving planning training sessions, skill drills, tactics, motivation, feedback and game day decisions
sports injuries | sports injury | injury | injuries from sport and exercise, such as sprains, strains, tendon problems and fractures, and how to prevent, treat and recover from them
sports nutrition | | nutrition | eating and drinking to support training and performance, including carbohydrates for fuel, protein timing, hydration, recovery meals and supplements
sports psychology | sport psychology | psychology | the study and practice of mental skills for athletes, such as focus, confidence, motivation, goal setting, visualization and handling pressure
sports psychology | sport psychology | psychology | the study of the mental side of sport, including motivation, confidence, focus, visualization, anxiety control and team dynamics
spring boot | | framework | a java framework for building standalone web applications and microservices with auto configuration, dependency injection, rest controllers and embedded servers
sql | structured query language, sql queries | programming language | a language for querying and managing relational databases, using select, insert, update, joins, filters and grouping on tables of rows and columns
squash | | sport | a racket sport in which two players hit a small rubber ball against the walls of an enclosed court, with fast rallies, drives and drop shots
stablecoins | stablecoin | cryptocurrency | cryptocurrencies designed to keep a steady value, usually pegged to the US dollar and backed by reserves, such as USDT and USDC
stage fright | performance anxiety | anxiety, fear | fear and nervousness before or while performing or speaking in public, with shaking, a racing heart and blanking, managed through preparation, breathing and practice
stage lighting | lighting design, theatre lighting | theatre, design | designing and operating lights for performances, using fixtures, color, angles, lighting desks and cues to create mood and focus
stage makeup | theatrical makeup, theatre makeup | makeup | makeup for performers under stage lights, including base, contouring, aging, character looks and simple special effects
stage management | | theatre | organizing rehearsals and performances, keeping the prompt book, calling cues, managing the backstage crew and props, and keeping the show running
stain removal | removing stains | cleaning | removing marks of wine, grease, blood, ink, sweat and other substances from clothes, carpets and surfaces with the right solvents, enzymes and methods
stained glass | | craft | making decorative windows and panels from pieces of colored glass cut to a pattern and joined with lead came or copper foil and solder
stand up comedy | standup, stand up, standup comedy | comedy, performance | comedians performing alone on stage, telling jokes and stories to a live audience, involving writing bits, timing, crowd work and open mic sets
stand up paddleboarding | paddleboarding, paddle boarding, sup | sport, activity | standing on a large board and moving across water with a long paddle, involving balance, paddle strokes and turning on lakes, rivers or the sea
stanislavski system | stanislavski method, stanislavsky system | acting technique | konstantin stanislavski's system for realistic acting, using objectives, given circumstances, subtext, emotional memory and the magic if
star method | star technique, star interview method | method | a way to answer behavioral interview questions by describing the situation, the task, the action you took and the result
stargazing | amateur astronomy, skywatching | hobby | observing the night sky for stars, planets, the moon and constellations, with the naked eye, binoculars, telescopes and star charts
startup | start up, startup company | company, business | a young company built to grow fast around a new product or idea, usually funded by its founders, angel investors or venture capital
statistics | stats | mathematics, science | collecting, organizing and analyzing data using averages, spread, charts, samples, probability and tests to draw conclusions and make predictions
steak | cooking steak | dish | a thick slice of beef such as ribeye, sirloin or fillet, seasoned and seared in a pan or on a grill to a chosen doneness, then rested
stick shift | manual driving, driving stick | driving | driving a car with a clutch pedal and gear stick, learning to change gears, use the clutch, start on hills and avoid stalling
sticker making | | craft | designing stickers on paper or in apps like procreate, then printing and cutting them by hand or with a cutting machine for use or sale
still life | still life painting | painting | a drawing or painting of arranged objects such as fruit, flowers, bottles and cloth, used to study shape, light, shadow and texture
stir frying | stir fry | cooking | quickly frying small pieces of meat and vegetables in a very hot wok with a little oil while constantly stirring and tossing, as in Chinese cooking
stock market | stocks, share market, equity market | market | the system where shares of public companies are bought and sold on exchanges, with share prices, indexes, brokers, dividends and market cycles
stock trading | share trading, trading stocks | trading | buying and selling shares through a broker to profit from price changes, using order types, charts, research and risk management
stoichiometry | | chemistry | calculating amounts of reactants and products in chemical reactions using moles, molar mass, balanced equations and limiting reagents
stoicism | stoic philosophy | philosophy | the ancient Greek and Roman philosophy of virtue and calm, focusing on what we can control, with Seneca, Epictetus and Marcus Aurelius
stoicism | stoic philosophy | philosophy | the ancient greek and roman philosophy of seneca, epictetus and marcus aurelius on virtue, controlling your reactions and accepting what you cannot change
stone carving | | sculpture | sculpting stone such as marble, limestone or soapstone with chisels, mallets, rasps and files to make statues and decorative pieces
stop motion | stop motion animation | animation | animation made by moving physical objects, puppets or clay figures a little between each photographed frame, so they appear to move
story structure | plot structure, narrative structure | writing | the way a story is organized, such as the three act structure and the hero's journey, with setup, conflict, climax and resolution
storyboarding | storyboards | filmmaking | planning a film, animation or advert as a series of simple drawings of each shot, with notes on camera, action and dialogue
storytelling | | communication | telling stories aloud or in writing in an engaging way, using structure, characters, conflict, emotion and a clear message
storytelling | story telling | communication, art | the art of telling stories aloud or in writing, using characters, conflict, structure and vivid detail to engage listeners, in performance, business and teaching
street dance | urban dance | dance | dance styles developed outside studios in streets, clubs and schoolyards, such as breaking, popping, locking, krump, house and waacking, often in battles
street photography | | photography | photographing everyday life and people in public places, candid and unposed, often with small cameras and attention to moments and light
strength training | weight training, resistance training, lifting weights | exercise | exercise against resistance such as barbells, dumbbells, machines or bands to build muscle and strength, using sets, reps and progressive overload
stress management | managing stress | skill | techniques to reduce and cope with stress, such as planning, exercise, relaxation, breathing, setting boundaries, sleep and social support
stress management | | skill | ways to reduce and cope with stress, such as exercise, breathing, time management, relaxation, good sleep and talking to others
stretching | flexibility training | exercise | lengthening muscles to improve flexibility and range of motion, with static and dynamic stretches, often done before or after exercise
student loans | student debt, student loan repayment | loan, debt | loans taken to pay for college, covering federal and private loans, interest, repayment plans, deferment and loan forgiveness programs
studio ghibli | ghibli | company | a japanese animation studio known for hand drawn films such as spirited away, my neighbor totoro and princess mononoke
studio lighting | photography lighting | photography | lighting subjects for photos and video with strobes, continuous lights, softboxes, umbrellas and reflectors, using setups such as three point lighting
study abroad | studying abroad | education, travel | studying at a school or university in another country for a term or degree, with applications, visas, homestays, language and culture
study skills | study habits, how to study | skill | methods for learning well at school and university, including planning, note taking, reading, memorizing, revision, test taking and managing time
succulents | succulent care, cacti and succulents | plant | plants with thick fleshy leaves or stems that store water, such as echeveria, aloe, jade plant and cacti, needing bright light, gritty soil and little water
sudoku | | puzzle | a number placement logic puzzle on a nine by nine grid where each row, column and three by three box must contain the digits 1 to 9 once
sugarcraft | sugar craft, sugar art | cake decorating | modelling flowers, figures and decorations from sugar paste, gum paste, fondant or pulled and blown sugar to decorate cakes
sumi e | japanese ink painting | painting | japanese ink painting with a brush and black ink ground on a stone, using simple strokes and empty space to show bamboo, plants and nature
sunscreen | sunblock, sun cream | skincare product | a lotion, cream or spray that protects skin from ultraviolet rays, rated by spf, to prevent sunburn, skin ageing and skin cancer
super mario | mario, mario games | video game, franchise | nintendo's platform game series where mario runs, jumps and stomps enemies to rescue princess peach, plus spin offs like mario kart
supply and demand | | concept, model | the economic model of how buyers' demand and sellers' supply interact to set market prices and quantities, shown with curves meeting at equilibrium
supply chain management | supply chain, scm | management, logistics | planning and coordinating the flow of goods from suppliers through factories, warehouses and transport to customers, including sourcing, inventory and delivery
surfing | | sport | riding breaking waves on a surfboard, involving paddling out, catching waves, popping up to stand, balance and reading the ocean and tides
sushi | sushi making | dish | a Japanese dish of vinegared rice with raw fish, seafood or vegetables, shaped into rolls, nigiri or hand rolls, made with nori sheets and a sharp knife
sustainable living | green living, eco friendly living, eco living | lifestyle | living in ways that harm the environment less, by cutting waste, energy and water use, buying less, reusing and repairing, and choosing greener food and transport
suzuki method | suzuki violin, talent education | teaching method | a music teaching method by shinichi suzuki where young children learn by ear through listening and imitation, with parent involvement, before reading music
swahili | kiswahili | language | the bantu language of east africa, spoken in tanzania, kenya and uganda and in nairobi, dar es salaam and mombasa, with noun classes
swedish | svenska | language | the north germanic language of sweden and part of finland, spoken in stockholm and gothenburg, with a singing pitch accent and close ties to norwegian
swedish death cleaning | death cleaning, döstädning | decluttering | the Swedish practice of gradually decluttering one's belongings in later life so family members are not left to sort them after death
swift | swift programming | programming language | apple's compiled programming language for writing apps for iphone, ipad, mac and watch, using xcode, optionals, structs and protocols
swimming | | sport, exercise | moving through water using the arms and legs, with strokes such as freestyle, breaststroke, backstroke and butterfly, for fitness, safety or racing
swing dance | swing dancing | dance | partner dances to swing jazz from 1920s to 1940s america, including lindy hop, charleston, balboa and east coast swing
swot analysis | swot | analysis, tool | a planning tool that lists a business's strengths, weaknesses, opportunities and threats to guide decisions and strategy
syntax | | linguistics | the study of how words combine into phrases and sentences, with word order, sentence structure, trees and grammatical rules
synthesizer | synth | electronic instrument, musical instrument | an electronic instrument that creates sounds with oscillators, filters, envelopes and modulation, played from a keyboard or sequencer in pop and electronic music
system administration | sysadmin, it administration | occupation | keeping computer systems and servers running, including installing software, managing users, backups, networks, security patches and troubleshooting
system design | | design | planning the architecture of large software systems, including servers, databases, caching, load balancing, queues, scaling and reliability trade offs
tabla | | drum | a pair of indian hand drums, a small treble drum and a larger bass drum, played with fingers and palms using spoken bols in rhythmic cycles
table manners | dining etiquette | etiquette | polite behaviour at meals, including how to use cutlery and napkins, place settings, chewing with mouth closed, toasts and dinner conversation
table tennis | ping pong | sport | a racket sport played on a table divided by a low net, where players hit a light ball with paddles, using serves, spin and fast rallies
tableau | | software | a data visualization tool for building interactive charts and dashboards from spreadsheets and databases by dragging and dropping fields
tabletop rpg | tabletop role playing game, ttrpg, pen and paper rpg | game | games where players act out characters in a shared story run by a game master, using rules, dice and character sheets
tacos | taco | dish | a Mexican dish of small corn or wheat tortillas folded around fillings such as grilled meat, fish or beans, topped with salsa, onion and coriander
taekwondo | tae kwon do | martial art, sport | a korean martial art known for fast high kicks and spinning kicks, with punches, patterns called poomsae, sparring and belt grades
tagalog | filipino | language | the main language of the philippines, spoken in manila and quezon city, with spanish and english loanwords, verb focus and a latin alphabet
tai chi | tai chi chuan, taiji | martial art, exercise | a chinese martial art practiced as slow flowing movements linked with deep breathing and balance, used for relaxation, health and self defense
tailoring | | sewing | making and altering fitted garments such as suits, jackets and trousers, with precise measuring, pattern cutting, fitting and hand finishing
tailoring | bespoke tailoring | trade | making and fitting made to measure suits, jackets, coats and trousers by precise measuring, cutting, canvassing, fitting and hand finishing
tailwind css | tailwind | framework | a utility first css framework where you style elements by adding small classes for spacing, color, layout and typography directly in html
tamil | | language | the dravidian language of tamil nadu in india, sri lanka and singapore, spoken in chennai and jaffna, with its own script and ancient literature
tango | argentine tango, tango argentino | dance | a passionate partner dance from buenos aires in a close embrace, with walking, ochos, ganchos and improvised lead and follow
taoism | daoism | religion, philosophy | the Chinese tradition based on the Tao or way, with the Tao Te Ching, wu wei, yin and yang, simplicity and harmony with nature
tap dance | tap dancing, tap | dance | a dance style where dancers wear shoes with metal taps and make rhythms with their feet, using shuffles, flaps, time steps and improvisation
tapas | | appetizer | Spanish small plates such as patatas bravas, croquetas, olives, cured ham and garlic prawns, served with drinks and shared at the table
tarot | tarot reading, tarot cards | divination | reading a deck of 78 cards, with 22 major arcana and 56 minor arcana, laid in spreads to give insight or predictions
tarot | tarot reading, tarot cards | divination | reading a deck of 78 cards with major and minor arcana laid out in spreads for insight, reflection or fortune telling
tattoo design | tattoo art | design | drawing artwork for tattoos, including flash designs, lettering and custom pieces, suited to placement on skin and the tattooing process
tax planning | tax strategy, reducing taxes | planning | arranging finances legally to reduce taxes, using retirement accounts, deductions, credits, the timing of income and tax efficient investing
tax preparation | tax filing, filing taxes, doing taxes | task, accounting | preparing and filing an income tax return by gathering forms and receipts, claiming deductions and credits, and calculating the tax owed or refund
taxes | tax, taxation | charge, levy | money governments collect from income, sales, property and businesses, covering tax rules, rates, deductions, credits, filing and payment
tea | | drink | a drink made by steeping leaves of the tea plant in hot water, in types such as green, black, oolong, white and pu erh, and its brewing and tasting
tea ceremony | japanese tea ceremony, chanoyu, chado, sado | ritual | the Japanese ritual of preparing and serving powdered matcha tea to guests with set movements and utensils such as a bamboo whisk and bowl
tea ceremony | japanese tea ceremony, chado, sado | ritual | the japanese ritual of preparing and serving matcha with set movements, utensils and etiquette in a tea room, shaped by zen buddhism
teamwork | collaboration, working in teams | skill | working well with others toward a shared goal, involving communication, clear roles, trust, cooperation and solving problems together
technical analysis | chart analysis, charting | analysis | forecasting price moves by studying charts, trends, volume, candlestick patterns and indicators such as moving averages and RSI
technical writing | documentation writing | writing | writing clear instructions, manuals, api documentation and help articles that explain technical products and processes to users and developers
technical writing | | writing | writing clear instructions and documentation such as manuals, guides, help articles and specifications that explain products and processes
techno | techno music | electronic music | a repetitive electronic dance music style from detroit, built on drum machines, synthesizers and four on the floor beats at around 120 to 140 bpm
telescopes | telescope | instrument | optical instruments that gather light to view distant objects, including refractors and reflectors, with lenses, mirrors, eyepieces, mounts and magnification
tennis | lawn tennis | sport | a racket sport for two or four players who hit a ball over a net, with serves, forehands, backhands, volleys and scoring by games and sets
tensorflow | | library | google's open source library for machine learning and deep learning, building and training neural networks, with keras as its high level interface
terraform | | software | hashicorp's infrastructure as code tool for defining cloud servers, networks and services in configuration files and creating them with plan and apply
terrarium | terrariums, terrarium making | garden | a glass container holding small plants, soil, gravel and moss, open or sealed, forming a miniature garden with its own humidity
test automation | automated testing | testing | writing scripts and using tools like selenium, cypress, playwright or pytest to run software tests automatically, often inside ci pipelines
test driven development | tdd | method | a programming method where you write a failing automated test first, then write code to pass it, then refactor, in short repeated cycles
test taking | test taking strategies, exam technique | skill | strategies for exams, such as planning time, reading questions carefully, ruling out wrong answers, checking work and managing nerves
tetris | | video game, puzzle | a falling block puzzle game where players rotate and place tetrominoes to clear full lines, played casually and in competitive classic tetris
texas holdem | texas hold'em, hold em, holdem | poker | the most popular poker variant, with two private cards per player and five shared community cards, betting over the preflop, flop, turn and river
thai | | language | the tonal language of thailand, spoken in bangkok and chiang mai, written in thai script with five tones and no spaces between words
thai cuisine | thai cooking, thai food | cuisine | the cooking of Thailand, balancing sweet, sour, salty and spicy with fish sauce, lime, chilli, lemongrass and coconut milk in curries, salads and noodles
thai massage | | massage | a traditional thai massage done on a mat while clothed, using pressure along energy lines and assisted stretches similar to yoga
the beatles | beatles | band | the english rock band of john lennon, paul mccartney, george harrison and ringo starr, whose songs, albums and studio methods shaped pop music
the great gatsby | great gatsby | novel | f scott fitzgerald's 1925 novel about the mysterious millionaire jay gatsby and his love for daisy buchanan in the jazz age
the intelligent investor | intelligent investor | book | Benjamin Graham's 1949 classic book on value investing, teaching margin of safety, the parable of Mr. Market and defensive versus enterprising investing
theatre | theater, drama | performing art | the art of live performance of plays and musicals by actors on a stage, involving acting, directing, design, rehearsal and an audience
theatre directing | stage directing | theatre | leading a stage production, interpreting the script, casting, blocking actors, running rehearsals and bringing acting, design and staging together
theology | | study | the study of God and religious belief, including scripture, doctrine, church history and arguments about faith and reason
thermodynamics | | physics | the physics of heat, temperature, work and energy transfer, with the laws of thermodynamics, entropy, engines and refrigerators
thich nhat hanh | | monk, teacher | the vietnamese zen monk and teacher of mindfulness, walking meditation and engaged buddhism, who founded plum village in france
thrifting | thrift shopping, charity shopping, secondhand shopping | shopping | buying used clothes, furniture and goods at thrift stores, charity shops, flea markets and online resale sites to save money and reduce waste
tie dye | tie dyeing | craft | dyeing fabric or t shirts after folding, twisting and binding it with rubber bands or string so the dye makes bright patterns
tiling | tile laying | building | laying ceramic, porcelain or stone tiles on floors and walls with adhesive, spacers, levels and tile cutters, then grouting and sealing
time blocking | timeboxing, time boxing | time management | planning your day by giving each task or type of work a set block of time on the calendar and protecting those blocks
time management | managing time | skill | planning and controlling how you spend your time, using priorities, schedules, calendars, to do lists, deadlines and ways to stop procrastinating
time management | | skill | planning and controlling how you spend time, with schedules, priorities, to do lists, calendars, deadlines and avoiding distractions
tipping | gratuity | custom | giving extra money for service to waiters, drivers, hotel staff and guides, with customs and amounts that differ by country
toastmasters | toastmasters international | organization, club | a worldwide network of clubs where members practice public speaking and leadership through prepared speeches, table topics, evaluations and timed meetings
toastmasters | toastmasters international | club | a worldwide club for practising public speaking and leadership through prepared speeches, impromptu table topics, evaluations and feedback
toefl | | exam | an english language test for university admission, mainly in the united states, with reading, listening, speaking and writing sections
tolkien | j r r tolkien, jrr tolkien | writer | english writer and scholar who created middle earth in the hobbit and the lord of the rings, epic fantasy with hobbits, elves, invented languages and histories
touch typing | touch type, keyboarding | skill | typing quickly and accurately without looking at the keyboard, using all ten fingers from the home row, practised with drills and speed tests
trademarks | trademark, trademark registration | law, property | protected names, logos and symbols that identify a brand, involving searching for conflicts, registering them and defending them against copying
trading card games | trading card game, tcg, collectible card game, ccg | card game | games using collectible cards bought in packs, where players build decks to battle opponents, such as magic the gathering, pokemon and yu gi oh
traditional animation | hand drawn animation, cel animation | animation | animation made by drawing each frame by hand on paper or cels, then photographing them in sequence, as in classic disney films
traditional chinese medicine | tcm, chinese medicine | traditional medicine | an ancient chinese system of health using acupuncture, herbal remedies, cupping, diet and qigong, based on qi, yin and yang and meridians
trail running | | sport, exercise | running on paths through hills, forests and mountains, involving uneven ground, climbs and descents, trail shoes and navigation
transcendental meditation | tm | meditation | a meditation technique founded by maharishi mahesh yogi, silently repeating a personal mantra for twenty minutes twice a day
translation | translating | work, skill | turning written text from one language into another while keeping meaning, tone and style, using dictionaries, glossaries and translation software
travel | travelling, traveling | activity | going to other places for leisure or work, with planning, transport, accommodation, packing, sightseeing, local food and meeting people from other cultures
travel packing | packing for travel | skill | choosing and fitting clothes and gear into luggage, with packing lists, packing cubes, rolling clothes and carry on baggage rules
travel phrases | survival phrases | language learning | basic words and phrases for a trip abroad, such as greetings, numbers, asking directions, ordering food, shopping and getting help
travel planning | trip planning, itinerary planning | planning | planning a trip by choosing destinations, setting a budget, booking flights and hotels, making an itinerary and arranging visas and insurance
trello | | software | a visual project management app using kanban style boards, lists and cards to track tasks, deadlines and team progress
triathlon | | sport, race | an endurance race of swimming, cycling and running in a row, involving training in all three sports and quick transitions between them
trigonometry | trig | mathematics | the study of angles and sides of triangles using sine, cosine and tangent, the unit circle and identities, used in surveying, navigation and physics
trivia | quizzes, quiz | game | games and contests answering general knowledge questions, played at pub quizzes, game nights, on apps and on tv quiz shows
trombone | | brass instrument | a brass instrument that changes pitch with a sliding tube instead of valves, played in jazz big bands, orchestras and brass bands
trumpet | | brass instrument | a high pitched brass instrument with three valves, played by buzzing the lips into a mouthpiece, used in orchestras, jazz, bands and mariachi
turkish | turkce | language | the turkic language of turkey and northern cyprus, spoken in istanbul, ankara and izmir, with vowel harmony, many suffixes and a latin alphabet
turkish cuisine | turkish cooking, turkish food | cuisine | the cooking of Turkey, with kebabs, meze, pide, pilaf, yogurt dishes, baklava, and Turkish coffee and tea
two factor authentication | 2fa, multi factor authentication, mfa | security | logging in with a second proof of identity beyond a password, such as a code from an app, a text message, a security key or a fingerprint
typescript | ts | programming language | a programming language that adds static types to javascript, compiling to plain javascript and helping catch errors in large web and server code
typography | | design | the art of arranging text and choosing typefaces, including font pairing, size, spacing, kerning, leading and hierarchy for readable design
ubuntu | ubuntu linux | operating system | a popular linux distribution from canonical for desktops and servers, with apt package management, long term support releases and a gnome desktop
ui design | user interface design, interface design | design | designing the screens of apps and websites, including layout, buttons, icons, color, typography and visual consistency, often in tools like figma
ui design | user interface design | design | designing the screens, buttons, menus, icons, colors and typography of apps and websites so they are clear, consistent and easy to use
ukrainian | | language | the slavic language of ukraine, spoken in kyiv, lviv and kharkiv, written in cyrillic, with noun cases and close ties to polish and russian
ukulele | uke | string instrument | a small four string instrument from hawaii, strummed or picked to play chords, melodies and simple songs, popular with beginners and children
ultramarathon | ultra running, ultrarunning | race, sport | any running race longer than a marathon, often on trails or mountains, involving long distances, fueling, hiking sections and endurance
united nations | un | organization | the international organization founded in 1945 to keep peace, with the General Assembly, Security Council, agencies and peacekeeping
unity | unity engine, unity3d | game engine | a popular game engine for making 2d, 3d, mobile and vr games with scenes, game objects, components, physics and c sharp scripts
unity | unity engine, unity 3d | game engine, software | a cross platform game engine using c sharp scripts, scenes, game objects and components, for making 2d, 3d, mobile and vr games
unreal engine | unreal, ue5 | game engine | epic games' engine for high quality 3d games and films, with blueprints visual scripting, c plus plus code, lighting, materials and level editing
unreal engine | unreal, ue5 | game engine, software | epic games' 3d game engine with blueprints visual scripting, c plus plus, realistic graphics and tools for games, film and virtual production
upcycling | | craft | turning old or discarded items such as clothes, furniture, jars and pallets into new, more useful or attractive things
upcycling | creative reuse | reuse | turning discarded items and materials into new products of more use or value, such as furniture from pallets or bags from old clothes
upcycling clothes | refashioning, clothes upcycling | upcycling | turning old or unwanted clothes into new garments or items by cutting, resizing, patching, dyeing and adding decoration
upholstery | reupholstery, reupholstering | craft | covering chairs, sofas and headboards with padding, springs, webbing and fabric, including stripping old covers, cutting and stapling new fabric
upwork | | website, marketplace | an online marketplace where freelancers find clients and projects, with profiles, proposals, contracts, hourly or fixed price payments and reviews
urban gardening | city gardening, urban farming | gardening | growing food and plants in cities on balconies, rooftops, community gardens and small yards, often in containers and raised beds
urban sketching | | sketching | drawing buildings, streets and people on location in towns and cities, often with pen, ink and watercolor in a sketchbook
urdu | | language | the national language of pakistan, also spoken in india, used in karachi, lahore and hyderabad, written in a persian arabic script and close to hindi in speech
us constitution | united states constitution, american constitution | constitution | the supreme law of the United States from 1787, setting up three branches of government, checks and balances and the Bill of Rights
us government | american government | government | the structure of the United States government, with the Constitution, Congress, the president, the Supreme Court, federalism, elections and parties
us history | american history, united states history | history | the history of the United States from colonial times through independence, expansion, civil war, world wars and modern events
user research | ux research | research | studying users' needs and behavior through interviews, surveys, observation and usability tests to guide the design of products
ux design | user experience design, ux | design | designing products that are easy and pleasant to use, through user research, personas, user journeys, wireframes, prototypes and usability testing
ux design | user experience design, user experience, ux | design | designing how products and apps work for users through research, user journeys, wireframes, prototypes and usability testing
vaccines | vaccination, vaccinations, immunization | medicine | preparations that train the immune system to protect against infections such as measles, flu and covid, usually given by injection on a schedule
valorant | | video game | riot games' tactical team shooter where agents with special abilities attack and defend bomb sites, combining precise aim with strategy
value investing | | investing | buying stocks that trade below their estimated true value, based on fundamentals and a margin of safety, as taught by Benjamin Graham and Warren Buffett
vba | visual basic for applications, excel vba | programming language | microsoft's programming language built into excel, word and access for writing macros that automate repetitive tasks, forms and reports
vedic astrology | jyotish, jyotisha, hindu astrology | astrology | the traditional astrology of India using the sidereal zodiac, birth charts, nakshatras, planetary periods called dashas and remedies
vedic math | vedic mathematics | arithmetic | a set of fast mental calculation methods from a 1965 book by Bharati Krishna Tirtha, using short sutras for multiplication, division, squares and roots
vegan cooking | plant based cooking, vegan recipes | cooking | cooking without meat, fish, dairy, eggs or honey, using vegetables, pulses, grains, tofu, nuts, seeds and plant based milks and substitutes
vegan diet | vegan eating | diet | a diet excluding all animal products, including meat, fish, dairy, eggs and honey, planned to provide enough protein, vitamin b12, iron and calcium
vegetable gardening | growing vegetables, vegetable growing, kitchen garden | gardening | growing vegetables such as tomatoes, lettuce, beans and potatoes in beds, plots or pots, from sowing and planting to crop rotation and harvesting
vegetarian cooking | vegetarian recipes | cooking | cooking dishes without meat or fish, based on vegetables, grains, pulses, eggs, dairy, nuts and tofu
vegetarian diet | vegetarianism | diet | a diet without meat or fish that usually includes dairy and eggs, planned to provide enough protein, iron and vitamin b12
venture capital | vc, venture funding | investment, finance | money invested by specialist firms in young, fast growing companies in exchange for shares, through funding rounds, pitches, due diligence and term sheets
vermicomposting | worm composting, wormery, worm farm | composting | composting kitchen scraps with worms such as red wigglers in a bin, producing worm castings and liquid fertiliser for plants
version control | source control, revision control | practice | tracking and managing changes to code and files over time, with commits, history, branches and merging, so teams can collaborate and undo mistakes
video editing | | editing | cutting and arranging video clips on a timeline, adding transitions, titles, music, color correction and effects, then exporting the finished video
video editing | | filmmaking | cutting and arranging video clips on a timeline with software, adding transitions, music, titles, sound and color to tell a story
video games | video gaming, gaming, computer games | game, entertainment | interactive electronic games played on consoles, computers and phones with controllers or touch, in genres like shooters, role playing and puzzle games
video marketing | marketing videos | marketing | promoting products with videos on YouTube, TikTok, social media and websites, including planning, filming, editing, captions and measuring views
video production | videography | filmmaking | planning, shooting and editing videos for businesses, events, social media or clients, with cameras, lighting, audio and editing software
vietnamese | tieng viet | language | the tonal language of vietnam, spoken in hanoi, ho chi minh city and da nang, written in a latin alphabet with many accent marks
vietnamese cuisine | vietnamese cooking, vietnamese food | cuisine | the cooking of Vietnam, using fresh herbs, rice noodles, fish sauce and clear broths, with dishes such as pho, banh mi and fresh spring rolls
vikings | norsemen | people | Scandinavian seafarers of about 800 to 1050 who raided, traded and settled across Europe, with longships, sagas, runes and Norse gods
vincent van gogh | van gogh | artist | dutch post impressionist painter known for bold colors and thick swirling brushstrokes in works such as the starry night and sunflowers
vinyasa yoga | vinyasa, flow yoga | yoga | a dynamic style of yoga that links postures into flowing sequences timed with the breath, such as sun salutations
viola | | string instrument | a bowed string instrument slightly larger and lower than the violin, read in alto clef and played in orchestras and string quartets
violin | | string instrument | a small four string instrument held under the chin and played with a bow, used in orchestras, chamber music, folk music and solo works
vipassana | insight meditation | meditation | the buddhist insight meditation of observing breath, body sensations and thoughts to see impermanence, often taught in ten day silent retreats
virtual reality | vr | technology | computer generated 3d worlds experienced through a headset with motion tracking and hand controllers, used for games, training, design and social spaces
visible mending | | sewing | repairing clothes in a decorative way that shows the repair, using darning, patches, sashiko and embroidery
visible mending | | mending | repairing clothes so the repair shows as decoration, using colourful darning, patches, embroidery and sashiko stitching
visual effects | vfx | filmmaking | creating or changing images in films and videos with computer graphics, green screen, compositing, tracking and simulations
vitamin b12 | b12, cobalamin | vitamin | a vitamin found in animal foods, needed for nerves and red blood cells, often supplemented by vegans and older adults to prevent deficiency
vitamin d | sunshine vitamin | vitamin | a vitamin made by the skin in sunlight and found in oily fish, eggs and supplements, needed for strong bones, muscles and the immune system
vitamins | | nutrient | essential organic nutrients the body needs in small amounts, such as vitamins a, b, c, d, e and k, obtained from food, sunlight or supplements
vlogging | video blogging | video | making video blogs for youtube or social media, filming yourself talking about daily life, travel or interests and editing them regularly
voguing | vogue | dance | a stylized dance from harlem ballroom culture with poses like magazine models, hand performance, catwalk, duckwalk, spins and dips
voice acting | voice over, voiceover | acting | performing with the voice alone for animation, video games, audiobooks, dubbing and ads, using character voices, microphone technique and script reading
voice training | voice coaching | skill, communication | exercises to improve the speaking voice, including breathing, resonance, projection, pitch, pace and articulation, for speakers, actors and teachers
volcanoes | volcanology, vulcanology | mountain | openings in Earths crust where magma, ash and gas erupt, with volcano types, eruptions, lava, hazards and monitoring
volleyball | | sport, team sport | a team sport of six players a side who hit a ball over a high net with serves, passes, sets, spikes and blocks, without letting it touch the ground
volunteering | volunteer work, voluntary work | service | giving your time for free to help charities, communities, schools, hospitals or animals, through tasks like tutoring, fundraising and running events
voluntourism | volunteer travel, volunteering abroad | volunteering, travel | travelling abroad to volunteer on projects such as teaching, building, conservation or health care, with debate about its real impact
vpn | virtual private network | network | a service that encrypts your internet traffic and routes it through another server, hiding your ip address and securing connections on public wifi
vs code | visual studio code, vscode | software | microsoft's free code editor with syntax highlighting, code completion, debugging, git integration, a terminal and many extensions for most languages
vue | vue js, vuejs | framework | a progressive javascript framework for building user interfaces with reactive data, single file components, templates and directives
walking | fitness walking, brisk walking | exercise | walking at a steady or brisk pace for health and fitness, involving posture, step counts, routes and gradually building distance
walking meditation | | meditation | meditation done while walking slowly and noticing the steps, breath and body movement, practised in buddhist traditions and mindfulness classes
waltz | | ballroom dance | a smooth ballroom dance in three four time with rise and fall, box steps and turning figures, in slow english and fast viennese forms
warhammer | | game, hobby | games workshop's tabletop miniature wargames set in fantasy and science fiction worlds, with building, painting and battling armies of plastic models
warren buffett | buffett | investor, person | the American investor who leads Berkshire Hathaway, known for value investing, long term holding, his shareholder letters and plain money advice
watercolor painting | watercolour, watercolor, watercolour painting | painting | painting with transparent water based paints on paper, using washes, wet on wet, glazing and the white of the paper for light
wealth building | building wealth, wealth creation | finance | growing net worth over time by earning more, saving, investing, buying assets, limiting debt and letting compound growth work
weaving | | craft | making cloth by interlacing lengthwise warp threads and crosswise weft threads on a loom, from small frame looms to floor looms
web accessibility | a11y, digital accessibility | practice | making websites usable by people with disabilities through screen reader support, alt text, keyboard navigation, color contrast and wcag guidelines
web application security | web security | cybersecurity | protecting websites and web apps from attacks such as sql injection, cross site scripting and broken authentication, guided by the owasp top ten
web design | website design | design | planning the look and layout of websites, including page structure, colors, typography, images, navigation and how pages fit different screen sizes
web design | website design | design | planning and creating the look and layout of websites, including page structure, navigation, colors, fonts, images and responsive mobile layouts
web development | web dev, website development | programming | building websites and web apps, covering html, css and javascript in the browser, servers, databases, hosting and deployment
web hosting | website hosting | service | renting space on servers to put websites online, including shared hosting, vps and cloud hosting, domain setup, storage and uptime
web scraping | screen scraping, data scraping | technique | automatically collecting data from websites with programs that download pages and extract information, using tools like beautiful soup, scrapy or selenium
web3 | web 3 | internet, technology | the idea of an internet built on blockchains where users own their data and digital assets through wallets, tokens, DAOs and decentralized apps
wedding photography | | photography | photographing weddings, including couples, families, ceremonies and receptions, with posing, candid shots, lighting and album delivery
weight loss | losing weight, fat loss | health, goal | reducing body weight through a calorie deficit, healthier eating, exercise, sleep and habit change, sometimes with medical support
wellness | wellbeing, well being | health | overall health of body and mind, including fitness, nutrition, sleep, stress, relationships and purpose, pursued through healthy daily habits
welsh | cymraeg | language | the celtic language of wales, spoken in cardiff, swansea and rural wales, with consonant mutations and letters such as ll and dd
west african cuisine | west african food | cuisine | the cooking of West Africa, with jollof rice, fufu, egusi soup, suya and stews built on tomatoes, peppers, palm oil, groundnuts and yams
west coast swing | wcs | swing dance | a smooth partner dance in a slot, danced to blues, pop and r&b, with push breaks, whips, stretch and improvised musicality
wheel throwing | pottery wheel, throwing pottery | pottery | shaping clay into bowls, cups and vases on a spinning pottery wheel by centering, opening, pulling up walls, trimming and finishing
whisky | whiskey | spirit | a distilled spirit made from fermented grain such as barley, corn or rye and aged in wooden casks, as Scotch, bourbon, rye and Irish whiskey
whittling | | wood carving | carving small objects such as animals, figures and spoons from wood using only a pocket knife, removing thin shavings
wicca | | religion | a modern pagan witchcraft religion with a god and goddess, seasonal sabbats, moon rituals, spells, covens and the Wiccan Rede
wifi | wi fi, wireless internet | technology | wireless networking that connects devices to the internet through a router using radio signals, with network names, passwords and security standards
wilderness first aid | | first aid | first aid for remote outdoor settings far from help, covering injury assessment, improvised splints, hypothermia, evacuation and limited supplies
wildlife gardening | wildlife friendly gardening | gardening | gardening to support birds, bees, butterflies and other wildlife with native plants, wildflowers, ponds, nest boxes, log piles and few chemicals
wildlife photography | | photography | photographing animals and birds in the wild using long telephoto lenses, fieldcraft, patience and fast shutter speeds
william shakespeare | shakespeare | writer | english playwright and poet of around 1600 who wrote hamlet, macbeth, romeo and juliet, king lear and 154 sonnets
wim hof method | | method, breathwork | a method created by wim hof combining rounds of deep breathing, breath holds, cold exposure such as ice baths and mental focus
wim hof method | | breathwork | wim hof's method combining rounds of deep breathing and breath holds, cold exposure such as ice baths and cold showers, and commitment
windows | microsoft windows | operating system | microsoft's operating system for personal computers, with the desktop, start menu, file explorer, settings, apps and security tools
wine | | drink | an alcoholic drink made from fermented grapes, in red, white, rosé, sparkling and sweet styles, and learning about grape varieties, regions and tasting
wine pairing | food and wine pairing | skill | matching wines with dishes so their flavours, acidity, tannin, sweetness and weight suit each other, such as red wine with red meat
wine tasting | | tasting | judging wine by looking, swirling, smelling and sipping to identify its colour, aromas, sweetness, acidity, tannin, body and finish
winemaking | wine making, home winemaking | process | making wine by crushing grapes, fermenting the juice with yeast, pressing, ageing in barrels or tanks, racking, clarifying and bottling
wire wrapping | | jewelry making | making jewelry by bending, coiling and wrapping metal wire with pliers, often to hold stones and crystals without soldering
wireshark | | software | a network protocol analyzer that captures and inspects packets travelling over a network, used for troubleshooting, learning protocols and security analysis
witchcraft | witchery | practice | the practice of magic with spells, herbs, candles, crystals, moon phases, rituals and folk traditions, also its history and witch trials
wix | | platform | a website builder where users make sites from drag and drop templates, add blogs, online stores and bookings, and host them without coding
womens health | | health | health topics specific to women, including periods, contraception, pregnancy, menopause, breast health and conditions like pcos and endometriosis
wood carving | woodcarving | woodworking | shaping wood with knives, chisels and gouges to make figures, relief panels, spoons, bowls and ornaments
woodcut | woodblock printing | printmaking | relief printing from a design carved into a block of wood, inked and pressed onto paper, as in japanese ukiyo e prints
woodturning | wood turning | woodworking | shaping wood on a spinning lathe with gouges and chisels to make bowls, pens, spindles and other round objects
woodworking | woodwork | craft | making furniture and objects from wood by measuring, cutting, shaping, joining, sanding and finishing, with hand tools and power tools
woodworking | woodwork | craft | making furniture and objects from wood by measuring, sawing, planing, joining, sanding and finishing, with hand tools and power tools
wordle | | word game, puzzle | a daily online word game where players guess a five letter word in six tries, with colored tiles showing correct and misplaced letters
wordpress | wp | software, platform | a popular content management system for building websites and blogs, using themes, plugins, pages, posts and a dashboard, written in php
work life balance | | balance, lifestyle | balancing time and energy between a job and personal life, such as family, health and hobbies, using boundaries, rest and flexible schedules
work life balance | | balance | dividing time and energy between a job and personal life, family, rest and hobbies, with boundaries, scheduling and avoiding burnout
workflow automation | business process automation | automation | connecting apps and automating repetitive work tasks with tools like zapier, make or power automate, using triggers, actions and workflows
workplace diversity | diversity and inclusion, dei | policy | efforts to hire, include and treat fairly people of different backgrounds at work, through training, fair hiring policies and an inclusive culture
workplace etiquette | office etiquette, professionalism | etiquette | polite and professional behavior at work, covering dress, punctuality, meetings, email, shared spaces, phone use and respect for colleagues
workplace safety | occupational safety, health and safety | safety | protecting workers from injury and illness at work through risk assessments, training, protective equipment, safe procedures and regulations
world history | global history | history | the history of humankind across all regions, from early civilizations through empires, wars, revolutions and globalization to modern times
world of warcraft | wow | video game | blizzard's online fantasy role playing game where players quest, level characters, join guilds, run dungeons and raids and fight other players
world war i | world war 1, ww1, wwi, first world war, great war | war | the global war from 1914 to 1918 between the Allies and the Central Powers, with trench warfare, new weapons and the fall of empires
world war ii | world war 2, ww2, wwii, second world war | war | the global war from 1939 to 1945 between the Allies and the Axis powers, with major battles, the Holocaust and atomic bombs
worldbuilding | world building | creative writing | inventing imaginary worlds for fiction and games, including geography, history, cultures, languages, politics and magic systems
wrestling | | sport, martial art | a combat sport in which two people grapple to throw, take down and pin the opponent, in freestyle, greco roman or folkstyle forms
xeriscaping | drought tolerant gardening, dry gardening | landscaping | landscaping with drought tolerant plants, mulch, gravel and efficient drip watering to reduce or remove the need to water gardens
yin yoga | | yoga | a slow style of yoga holding passive floor postures for several minutes to stretch deep connective tissues and calm the mind
ynab | | software, app | You Need A Budget, a budgeting app based on zero based budgeting, where users give every dollar a job, track spending and plan for future costs
yoga | | exercise, spiritual practice | a practice from india combining physical postures, breathing exercises and meditation to build flexibility, strength, balance and calm
yoga nidra | yogic sleep | meditation, yoga | a guided relaxation practice done lying down, moving attention through the body and breath to reach deep rest between waking and sleep
yoga nidra | yogic sleep | meditation | a guided meditation done lying down, with deep relaxation, body scanning, breath awareness and intention setting between waking and sleep
yogurt making | homemade yogurt, yoghurt making | fermentation | making yogurt by heating milk, cooling it, adding live bacterial culture and keeping it warm until it thickens, then straining it for Greek style
young adult fiction | ya fiction, ya books | fiction | fiction written for readers aged about 12 to 18, with teenage main characters facing identity, friendship, love and growing up
zelda | the legend of zelda, legend of zelda | video game, franchise | nintendo's action adventure series where link explores hyrule, solves dungeon puzzles and fights ganon with sword, shield and items
zen buddhism | zen | buddhism | the school of Mahayana Buddhism from China and Japan stressing seated meditation, koans, direct insight and simple living
zen meditation | zazen | meditation | the seated meditation of zen buddhism, with upright posture, counting or following the breath and just sitting, often in a zendo with a teacher
zentangle | tangling | drawing | a drawing method of making small abstract pictures from repeated structured patterns drawn with pen on square paper tiles, for relaxation and focus
zero based budgeting | zero based budget | budgeting, method | a budgeting method where every unit of income is assigned to spending, saving or debt so that income minus planned outgoings equals zero
zero waste | zero waste living | lifestyle | trying to send nothing to landfill by refusing, reducing, reusing, recycling and composting, using refillable containers, bulk shops and little packaging
zettelkasten | slip box | note taking | a note taking method of small linked notes with ids and links between ideas, used by niklas luhmann for research and writing
zine making | zines | publishing | making small self published magazines of writing, drawings, collage and photos, photocopied or printed cheaply, folded and stapled for sharing
zodiac signs | star signs, sun signs | astrology | the twelve astrological signs from Aries to Pisces, each linked to dates, an element and personality traits
zoology | animal biology | biology | the study of animals, including their anatomy, behavior, classification, evolution, habitats and life cycles
zoom | zoom meetings | software | a video conferencing app for online meetings, webinars and classes, with screen sharing, breakout rooms, chat and recording
zulu | isizulu | language | the bantu language of south africa, spoken in durban and johannesburg, with click sounds, tones and noun classes
zumba | | exercise, dance | a dance fitness workout class set to latin and world music, mixing salsa, merengue, cumbia and reggaeton steps with aerobic moves
zumba | | dance, exercise | a dance fitness class combining latin and international music with easy choreographed moves based on salsa, merengue, cumbia and reggaeton
`;
