// Common passwords, roughly in order of frequency: the head of the public lists of leaked passwords
// (SecLists "10-million-password-list-top-1000" and its larger siblings), as Django's
// CommonPasswordValidator uses, lower-cased, vulgar entries left out. Whitespace-separated.
export const commonPasswordsText = `
123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123
football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael
654321 superman 1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm
asdfgh hunter buster soccer harley batman andrew tigger sunshine iloveyou 2000 charlie robert thomas
hockey ranger daniel starwars klaster 112233 george computer michelle jessica pepper 1111 zxcvbn
555555 11111111 131313 freedom 777777 pass maggie 159753 aaaaaa ginger princess joshua cheese amanda
summer love ashley 6969 nicole chelsea biteme matthew access yankees 987654321 dallas austin thunder
taylor matrix william corvette hello martin heather secret merlin diamond 1234qwer gfhjkm hammer
silver 222222 88888888 anthony justin test bailey q1w2e3r4t5 patrick internet scooter orange 11111
golfer cookie richard samantha bigdog guitar jackson whatever mickey chicken sparky snoopy maverick
phoenix camaro peanut morgan welcome falcon cowboy ferrari samsung andrea smokey steelers joseph
mercedes dakota arsenal eagles melissa boomer booboo spider nascar monster tigers yellow xxxxxx
123123123 gateway marina diablo bulldog qwer1234 compaq purple hardcore banana junior hannah 123654
porsche lakers iceman money cowboys 987654 london tennis 999999 ncc1701 coffee scooby 0000 miller
boston q1w2e3r4 brandon yamaha chester mother forever johnny edward 333333 oliver redsox player
nikita knight fender barney midnight please brandy chicago badboy iwantu slayer rangers charles
angel flower bigdaddy rabbit wizard jasper enter rachel chris steven winner adidas victoria natasha
1q2w3e4r jasmine winter prince marine ghbdtn fishing cocacola casper james 232323 raiders 888888
marlboro gandalf asdfasdf crystal 87654321 12344321 golden 8675309 panther lauren angela spanky
thx1138 angels madison winston shannon mike toyota jordan23 canada sophie apples tiger razz 123abc
pokemon qazxsw 55555 qwaszx muffin johnson murphy cooper jonathan liverpoo david danielle 159357
jackie 1990 123456a 789456 turtle abcd1234 scorpion qazwsxedc 101010 butter carlos password1 dennis
slipknot qwerty123 booger asdf 1991 black startrek 12341234 cameron newyork rainbow nathan john 1992
rocket viking redskins butthead asdfghjkl 1212 sierra peaches gemini doctor wilson sandra helpme
qwertyui victor florida dolphin pookie captain tucker blue liverpool theman bandit dolphins maddog
packers jaguar lovers nicholas united tiffany maxwell zzzzzz nirvana jeremy suckit stupid monica
elephant giants jackass hotdog rosebud success debbie mountain 444444 xxxxxxxx warrior 1q2w3e4r5t
q1w2e3 123456q albert metallic lucky azerty 7777 alex bond007 alexis 1111111 samson 5150 willie
scorpio bonnie gators benjamin voodoo driver dexter 2112 jason calvin freddy 212121 creative 12345a
sydney rush2112 1989 asdfghjk red123 bubba 4815162342 passw0rd trouble gunner happy gordon legend
jessie stella qwert eminem arthur apple nissan bear america 1qazxsw2 nothing parker 4444 rebecca
qweqwe garfield 01012011 beavis 69696969 jack asdasd december 2222 102030 252525 11223344 magic
apollo skippy 315475 girls kitten golf copper braves shelby godzilla beaver fred tomcat august buddy
airborne 1993 1988 lifehack qqqqqq brooklyn animal platinum phantom online xavier darkness blink182
power fish green 789456123 voyager police travis 12qwaszx heaven snowball lover abcdef 00000
pakistan 007007 walter playboy blazer cricket sniper hooters donkey willow loveme saturn therock
redwings bigboy pumpkin trinity williams nintendo digital destiny topgun runner marvin guinness
chance bubbles testing fire november minecraft asdf1234 lasvegas sergey broncos cartman private
celtic birdie little cassie babygirl donald beatles 1313 family 12121212 school louise gabriel
eclipse fluffy 147258369 lol123 explorer beer nelson flyers spencer scott lovely gibson doggie
cherry andrey snickers buffalo pantera metallica member carter qwertyu peter alexande steve bronco
paradise goober 5555 samuel montana mexico dreams michigan carolina yankee friends magnum surfer
poopoo maximus genius cool vampire lacrosse asd123 aaaa christin kimberly speedy sharon carmen
111222 kristina sammy racing ou812 sabrina horses 0987654321 qwerty1 pimpin baby stalker enigma
147147 star poohbear 147258 simple 12345q marcus brian 1987 qweasdzxc drowssap hahaha caroline
barbara dave viper drummer action einstein genesis hello1 scotty friend forest 010203 hotrod google
vanessa spitfire badger maryjane friday alaska 1232323q tester jester jake champion floyd 1986 rocky
sunny dragons bobby teresa lucky1 bandit1 roberto tweety blondie cheyenne 12345678910 blessed
soccer1 carter1 1234321 ferrari1 mustang1 alexander ashley1 aaaaaaaa qwertyuiop1 loveyou iloveu
hello123 monkey1 shadow1 master1 football1 baseball1 superman1 michael1 jordan1 charlie1 jennifer1
michelle1 princess1 sunshine1 iloveyou1 welcome1 letmein1 dragon1 qazwsx1 123qwe123 zaq12wsx
zaq1zaq1 zaq1xsw2 1qazzaq1 qwe123 qwe123qwe 123qweasd qweasd asdzxc zxc123 zxcvbnm1 1q2w3e
1q2w3e4r5t6y 123456789a password12 password123 password1234 pass123 pass1234 passpass passw0rd1
p@ssw0rd p@ssword p4ssw0rd pa55word pa55w0rd admin admin123 administrator root toor changeme default
guest user login letmein123 welcome123 welcome12 test123 test1234 testtest temp temp123 qwerty12
qwerty1234 abc12345 abcd123 abcdefg abcdefgh abc1234 aa123456 a123456 a1b2c3 a1b2c3d4 1a2b3c
123abc456 iloveyou2 iloveyou12 123456789q 1234567q 12345678q 123456qwerty 1234abcd 0123456789
01234567 0000000 00000000 1111111111 2222222 22222222 3333333 33333333 4444444 44444444 55555555
5555555 6666666 66666666 77777777 8888888 9999999 99999999 123123a 1234512345 123654789 147852369
159951 159753456 741852963 963852741 852456 456789 456123 321654 654321a 987456321 135790 13579
24680 1029384756 1122334455 11112222 12121 13131313 112211 121314 123 1234560 12345600 123456654321
123321123 112233445566 369258147 258369 147852 963852 741852 qwertz qwertzuiop asdfg asdfghj zxcv
zxcvb yxcvbnm 1qaz 2wsx 3edc 1qaz2wsx3edc qazwsxedcrfv qwer asdfqwer qwerasdf qwertyasdf poiuytrewq
lkjhgfdsa mnbvcxz ytrewq password2 password3 password7 password11 password99 passw0rd123 mypassword
yourpassword secret1 secret123 superstar starwars1 starlight stardust rockstar rockandroll rockyou
sweetheart sweetie sweetpea honey honeybee sugar angel1 angel123 angelina angelica angels1 babydoll
butterfly buttercup chocolate cupcake cookies strawberry blueberry raspberry pineapple watermelon
cherry1 princesa princess12 prince1 queen king kingkong kingdom superhero batman1 spiderman ironman
hulk wolverine joker catwoman xmen pokemon1 pikachu naruto sasuke goku dragonball zelda mario luigi
sonic halo gamer gaming playstation xbox360 nintendo1 warcraft starcraft diablo2 counter minecraft1
fortnite roblox pubg football12 soccer12 baseball12 basketball hockey1 tennis1 golf1 boxing
wrestling volleyball chelsea1 arsenal1 liverpool1 manchester manutd barcelona realmadrid juventus
ronaldo messi beckham zidane yankees1 redsox1 lakers1 celtics bulls cubs dodgers steelers1 cowboys1
packers1 patriots giants1 eagles1 raiders1 broncos1 chiefs vikings bears florida1 texas california
newyork1 chicago1 boston1 london1 paris berlin moscow tokyo madrid dallas1 houston phoenix1 denver
atlanta detroit miami seattle jesus jesus1 christ god godisgood blessing faith hope peace angel12
heaven1 trinity1 genesis1 matthew1 joshua1 daniel1 david1 andrew1 james1 john1 robert1 thomas1
william1 richard1 charles1 joseph1 anthony1 steven1 edward1 patrick1 jessica1 ashley12 amanda1 sarah
sarah1 nicole1 melissa1 stephanie elizabeth emily hannah1 samantha1 rachel1 lauren1 megan brittany
kayla courtney chelsea12 taylor1 jasmine1 danielle1 alexis1 victoria1 natalie morgan1 madison1
sophia olivia emma isabella abigail mia ava chloe lily grace zoe anna maria mariana carolina1
andrea1 daniela gabriela fernanda valentina camila alejandra monica1 jonathan1 christopher christian
justin1 brandon1 tyler ryan kevin jacob ethan nathan1 aaron adam brian1 eric jeremy1 jason1 kyle
zachary austin1 dylan logan lucas mason noah liam jack1 oliver1 harry charlie12 peter1 paul mark
mark1 steve1 tony frank george1 henry jimmy bobby1 johnny1 tommy billy eddie mickey1 snoopy1
garfield1 scooby1 tigger1 pooh winnie bambi simba nemo dory elmo barbie kitty hellokitty kitten1
kitty1 puppy puppies doggy doggie1 pussycat catdog tigers1 lion panther1 cheetah leopard jaguar1
falcon1 eagle hawk raven crow phoenix12 dragon12 dragon123 dragonfly unicorn mermaid fairy pirate
ninja samurai knight1 warrior1 soldier army navy marine1 sniper1 hunter1 hunter2 killer1 assassin
shadow12 darkness1 darkside darkstar blackcat black1 white red blue1 green1 yellow1 orange1 purple1
pink silver1 gold golden1 diamond1 crystal1 ruby emerald sapphire pearl jade amber coral ocean sea
river water fire1 earth wind air storm thunder1 lightning rain snow ice winter1 summer1 spring
autumn fall sunday monday tuesday friday1 weekend january february march april may june july august1
september october december1 christmas xmas halloween easter birthday happy1 happy123 smile smiley
funny crazy silly lovely1 pretty beautiful gorgeous cute sexy1 hottie sweet lovelove loveme1 lover1
lovers1 mylove mylove1 myangel mybaby babygirl1 baby123 babyboy baby1 mommy mommy1 daddy daddy1
mother1 father family1 brother sister friends1 bestfriend bff forever1 always never nothing1
something whatever1 anything everything nobody somebody anybody myself yourself hello12 hello1234 hi
hey hiya goodbye welcome2 thankyou thanks please1 sorry yes no maybe okay ok alright awesome cool123
amazing super superman123 computer1 internet1 google1 yahoo hotmail gmail facebook twitter myspace
youtube linkedin instagram snapchat tiktok whatsapp skype windows windows7 linux ubuntu apple1
macintosh iphone android samsung1 nokia motorola sony dell lenovo microsoft office server network
wireless wifi router modem cisco oracle mysql database system system1 security secure private1
public shared backup control master12 masterkey password0 pass12 pass1 passwd passcode pincode
access1 access14 letmein2 open opensesame sesame entry gateway1 portal console abcabc abc abcd abcde
abcdef1 abcdefg1 alpha alpha1 beta gamma delta omega sigma zeta epsilon theta lambda kappa omega1
zero one two three four five six seven eight nine ten eleven twelve hundred thousand million billion
first second third computer12 qwerty12345 qwerty123456 asdfgh1 asdfghjkl1 zxcvbn1 zxcvbnm123
qazwsx123 1qaz2wsx3 q1w2e3r4t5y6 1q2w3e4r5 1q2w3e4 q2w3e4r5 a1s2d3f4 z1x2c3v4 qweasdzxc1 qweqweqwe
asdasdasd zxczxczxc 123qwe321 159753a 753951 951753 789654 789654123 321321 456456 789789 147147147
258258 369369 112358 11235813 314159 3141592654 271828 8675309a 4815162342a 1123581321 1357924680
1q1q1q1q a1a1a1a1 1a1a1a1a q1q1q1q1 aa11bb22 aaa111 abc111 qqq111 zzz111 111aaa michael12 jordan12
jordan123 jordan2323 lebron kobe kobe24 mj23 shaq tiger1 tigerwoods nike adidas1 puma reebok
converse vans gucci prada chanel versace armani levis diesel boss hugo rolex omega2 cartier tiffany1
mercedes1 bmw audi porsche1 ferrari12 lamborghini bugatti corvette1 camaro1 mustang12 harley1 honda
yamaha1 suzuki kawasaki ducati toyota1 nissan1 mazda subaru jeep chevy chevrolet dodge ford ford1
volvo volkswagen jetta civic accord corolla camry hummer cadillac lincoln jaguar12 bentley
rangerover landrover beer1 whiskey vodka tequila wine martini bacardi jackdaniels guinness1 heineken
coffee1 tea pizza burger pasta taco tacos nachos sushi chicken1 bacon cheese1 butter1 peanut1
peanutbutter chocolate1 candy cookie1 cake pie banana1 apple123 orange12 lemon lime mango peach
grape grapes kiwi music music1 musica guitar1 piano drums bass rock metal punk jazz blues rap hiphop
dance dancer dancing singer song songs metallica1 nirvana1 slipknot1 linkinpark eminem1 tupac 2pac
50cent beyonce rihanna madonna britney justinbieber onedirection bts coldplay beatles1 elvis queen1
acdc movie movies cinema film hollywood starwars2 startrek1 matrix1 avatar titanic harrypotter
hogwarts gryffindor hermione voldemort frodo gandalf1 legolas aragorn sauron batman123 superman12
spiderman1 ironman1 captain1 america1 avengers marvel dccomics thor loki hulk1 deadpool venom groot
yoda vader skywalker jedi sith chewbacca r2d2 c3po enterprise spock kirk picard borg klingon vulcan
school1 college student teacher professor science physics chemistry biology history english spanish
french german italian russian chinese japanese korean math summer12 summer123 winter12 spring12
june12 july12 april12 march12 may12 aug12 love123 love12 love1 iloveu2 iloveyou123 loveyou1 loveyou2
lovehurts truelove loveless hateyou hate killme dieyou death deadman zombie zombies vampire1
werewolf ghost ghost1 devil demon satan hell hell666 lucifer evil angeldevil 666 6666 66666 999 9999
99999 888 8888 88888 777 77777 555 444 44444 333 3333 33333 222 22222 111 11111111111 000
00000000000 987 9876 98765 9876543 98765432 876543 765432 7654321 6543210 543210 43210 54321 4321
321 210 101 2001 2002 2003 2004 2005 2006 2007 2008 2009 2010 2011 2012 2013 2014 2015 2016 2017
2018 2019 2020 2021 2022 2023 2024 2025 1980 1981 1982 1983 1984 1985 1994 1995 1996 1997 1998 1999
19801980 19901990 20002000
`;
