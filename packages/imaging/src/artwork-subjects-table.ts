/**
 * The subject lexicon's data (artwork-subjects.ts reads it): one line per icon of the Fluent Emoji
 * Flat set (MIT, Microsoft; `@iconify-json/fluent-emoji-flat`) that the procedural engine can draw.
 */

/**
 * One line per icon: `icon place size words…` (place g ground, w water, s sky, o still life; size
 * l, m, s). Words are singular; plurals are found by `singularWord`. Icons whose drawing uses ids
 * (gradients, clip paths) are left out so that recolouring stays a plain fill swap.
 */
export const SUBJECTS_TABLE = `
cat g s cat kitten kitty feline tabby moggy
black-cat g s blackcat
dog g s dog puppy pup hound doggy canine
poodle g s poodle
guide-dog g s labrador retriever
horse g m horse pony stallion mare foal steed
unicorn g m unicorn
zebra g m zebra
giraffe g l giraffe
elephant g l elephant
lion g m lion lioness
tiger g m tiger
leopard g m leopard cheetah jaguar panther
bear g m bear grizzly
polar-bear g m polarbear
panda g m panda
koala g s koala
kangaroo g m kangaroo wallaby
monkey g s monkey chimp chimpanzee ape
gorilla g m gorilla
orangutan g m orangutan
fox g s fox vixen
wolf g m wolf
deer g m deer stag doe fawn reindeer antelope
moose g m moose elk
cow g m cow cattle calf
ox g m ox bull
water-buffalo g m buffalo
bison g m bison
pig g s pig piglet hog
boar g s boar
goat g s goat
ram g s ram
ewe g s sheep lamb ewe
llama g m llama alpaca
camel g m camel dromedary
two-hump-camel g m bactrian
donkey g m donkey mule
rabbit g s rabbit bunny hare
hamster g s hamster
mouse g s mouse
rat g s rat
chipmunk g s chipmunk squirrel
hedgehog g s hedgehog porcupine
badger g s badger
beaver g s beaver
raccoon g s raccoon
skunk g s skunk
otter g s otter
sloth g s sloth
hippopotamus g l hippopotamus hippo
rhinoceros g l rhinoceros rhino
mammoth g l mammoth
dodo g s dodo
t-rex g l dinosaur dino trex tyrannosaurus
sauropod g l sauropod brontosaurus diplodocus
dragon s l dragon wyvern
crocodile g m crocodile alligator croc
turtle g s turtle tortoise terrapin
lizard g s lizard gecko iguana chameleon
snake g s snake serpent viper cobra
frog g s frog toad
snail g s snail slug
ant g s ant
honeybee s s bee honeybee bumblebee
lady-beetle g s ladybug ladybird
beetle g s beetle
butterfly s s butterfly moth
bug g s caterpillar bug
spider g s spider tarantula
spider-web g m web cobweb spiderweb
scorpion g s scorpion
cricket g s cricket grasshopper locust
worm g s worm earthworm
mosquito s s mosquito
bird s s bird sparrow songbird robin finch wren
blackbird s s blackbird crow raven magpie
eagle s m eagle hawk falcon
owl g s owl
parrot g s parrot macaw cockatoo parakeet
peacock g m peacock peafowl
flamingo g m flamingo
swan w m swan
duck w s duck duckling mallard
goose g s goose
dove s s dove pigeon
penguin g s penguin
chicken g s chicken hen
rooster g s rooster cockerel
turkey g s turkey
baby-chick g s chick
hatching-chick g s hatchling
bat s s bat
feather s s feather quill plume
nest-with-eggs g s nest
fish w s fish koi
tropical-fish w s goldfish clownfish angelfish
blowfish w s blowfish pufferfish
shark w m shark
whale w l whale orca
spouting-whale w l humpback
dolphin w m dolphin porpoise
octopus w m octopus kraken
squid w m squid
jellyfish w s jellyfish jelly medusa
crab w s crab
lobster w s lobster crayfish
shrimp w s shrimp prawn
oyster w s oyster clam mussel
spiral-shell w s shell seashell conch
seal w m seal walrus
coral w s coral reef
deciduous-tree g l tree oak elm beech birch willow
evergreen-tree g l fir spruce conifer cedar cypress
palm-tree g l palmtree coconut-palm
christmas-tree g l christmastree xmas
tanabata-tree g l bamboo
cactus g m cactus saguaro succulent
potted-plant o m houseplant pot-plant pothos
seedling g s seedling sprout sapling seed
herb g s herb basil parsley
four-leaf-clover g s clover shamrock
maple-leaf s s maple
fallen-leaf s s fallenleaf
leafy-green o s lettuce kale cabbage spinach
mushroom g s mushroom toadstool fungus
brown-mushroom g s truffle
tulip g s tulip
rose g s rose
sunflower g m sunflower
hibiscus g s hibiscus
cherry-blossom s s sakura cherryblossom
lotus w s lotus waterlily lily lilypad
white-flower g s jasmine gardenia
hyacinth g s hyacinth lupin lilac-flower
bouquet o m bouquet posy
blossom g s camellia
sheaf-of-rice g s wheat grain rice barley
ear-of-corn g s corn maize
rock g m rock boulder stone pebble
wood g m log firewood timber
volcano g l volcano
desert-island w l island
umbrella-on-ground g m parasol sunshade
cloud s m cloud
cloud-with-rain s m rain raincloud rainstorm
cloud-with-lightning s m lightning thunder thunderstorm
cloud-with-lightning-and-rain s m storm
cloud-with-snow s m snowfall blizzard
snowflake s s snowflake
rainbow s l rainbow
tornado s l tornado twister
cyclone s l cyclone hurricane typhoon whirlpool
comet s m comet
shooting-star s m meteor shootingstar
ringed-planet s m planet saturn jupiter
globe-showing-europe-africa s m earth globe world
rocket s m rocket spaceship spacecraft
flying-saucer s m ufo saucer
satellite s m satellite
airplane s m airplane plane aeroplane jet aircraft airliner
small-airplane s m biplane
helicopter s m helicopter chopper
parachute s m parachute paraglider
kite s s kite
balloon s s balloon
sailboat w m sailboat boat yacht sail dinghy
canoe w m canoe kayak rowboat
speedboat w m speedboat motorboat
passenger-ship w l cruise liner steamer
ship w l ship vessel freighter tanker
ferry w l ferry
anchor o s anchor
ring-buoy w s lifebuoy buoy
automobile g m car automobile auto sedan
racing-car g m racecar
taxi g m taxi cab
bus g m bus coach
tram g m tram streetcar
trolleybus g m trolleybus
locomotive g l train locomotive railway
bullet-train g l bullet-train
metro g l metro subway underground
bicycle g m bicycle bike cycle
motorcycle g m motorcycle motorbike
motor-scooter g m scooter vespa moped
skateboard g s skateboard
tractor g m tractor
pickup-truck g m truck pickup
delivery-truck g m van lorry
fire-engine g m firetruck fire-engine
police-car g m police-car
ambulance g m ambulance
roller-coaster g l rollercoaster
ferris-wheel g l ferris-wheel
carousel-horse g m carousel merry-go-round
tent g m tent
camping g l campsite camp
circus-tent g l circus bigtop
house g l house home cottage villa cabin lodge chalet
house-with-garden g l farmhouse
hut g m hut shack shed
derelict-house g l ruin
castle g l castle fortress palace
classical-building g l temple museum parthenon
church g l church chapel cathedral
mosque g l mosque
synagogue g l synagogue
hindu-temple g l pagoda
shinto-shrine g l shrine torii
office-building g l office skyscraper-tower
hotel g l hotel
hospital g l hospital
school g l school
bank g l bank
department-store g l store mall
convenience-store g l shop
post-office g l post-office
stadium g l stadium arena
factory g l factory mill
tokyo-tower g l tower
statue-of-liberty g l statue liberty
moai g l moai
fountain g m fountain
person g m person figure human
man g m man gentleman
woman g m woman lady
boy g s boy
girl g s girl
baby g s baby infant toddler
child g s child kid
old-man g m grandfather grandpa
old-woman g m grandmother grandma granny
artist g m artist painter
astronaut s m astronaut spaceman cosmonaut
pilot g m pilot aviator
farmer g m farmer
cook g m chef cook baker
singer g m singer
firefighter g m firefighter fireman
police-officer g m policeman police
detective g m detective
ninja g m ninja
prince g m prince king
princess g m princess queen
santa-claus g m santa
snowman g m snowman
ghost s m ghost spirit
alien g m alien martian
robot g m robot android droid
skull o s skull skeleton
troll g m troll
goblin g m goblin gnome
ogre g m ogre giant-ogre
red-apple o s apple
green-apple o s greenapple
pear o s pear
peach o s peach
cherries o s cherry
strawberry o s strawberry
blueberries o s blueberry
grapes o s grape vine vineyard
watermelon o s watermelon
melon o s melon cantaloupe
banana o s banana
pineapple o s pineapple
lemon o s lemon
lime o s lime
tangerine o s orange tangerine mandarin clementine
mango o s mango
kiwi-fruit o s kiwi
coconut o s coconut
avocado o s avocado
tomato o s tomato
eggplant o s eggplant aubergine
carrot o s carrot
potato o s potato
broccoli o s broccoli
garlic o s garlic
onion o s onion
hot-pepper o s chilli chili jalapeno
bell-pepper o s pepper capsicum
cucumber o s cucumber
olive o s olive
chestnut o s chestnut acorn
peanuts o s peanut
bread o s bread loaf
croissant o s croissant
baguette-bread o s baguette
pretzel o s pretzel
cheese-wedge o s cheese
egg o s egg
pancakes o s pancake
waffle o s waffle
pizza o s pizza
hamburger o s burger hamburger
hot-dog o s hotdog
taco o s taco
sushi o s sushi
spaghetti o s spaghetti pasta noodle
doughnut o s doughnut donut
cupcake o s cupcake muffin
birthday-cake o m cake
shortcake o s shortcake
pie o s pie tart
cookie o s cookie biscuit
ice-cream o s icecream sundae gelato
soft-ice-cream o s cone
lollipop o s lollipop
candy o s candy sweet
chocolate-bar o s chocolate
honey-pot o s honey
popcorn o s popcorn
teapot o s teapot kettle
hot-beverage o s coffee tea mug cup latte espresso cappuccino
wine-glass o s wine glass
cocktail-glass o s cocktail martini
tropical-drink o s mojito
beer-mug o s beer ale
bottle-with-popping-cork o s champagne bottle
glass-of-milk o s milk
bubble-tea o s boba
amphora o m vase amphora urn
jar o s jar
basket o s basket
steaming-bowl o s ramen soup
bowl-with-spoon o s bowl cereal
teddy-bear o s teddy teddybear
books o s book library
open-book o s novel
scroll o s scroll
newspaper o s newspaper
guitar o s guitar
saxophone o s saxophone sax
trumpet o s trumpet horn
drum o s drum
accordion o s accordion
banjo o s banjo
flute o s flute
musical-keyboard o m piano keyboard
musical-note s s music note melody
microphone o s microphone mic
headphone o s headphone
radio o s radio
camera o s camera
movie-camera o s film cinema
telescope o s telescope
microscope o s microscope
compass o s compass
hourglass-done o s hourglass
alarm-clock o s clock alarm
mantelpiece-clock o s mantelpiece
light-bulb o s bulb lightbulb idea
candle o s candle
diya-lamp o s lamp oil-lamp
red-paper-lantern s s lantern
couch-and-lamp o m sofa couch
chair o s chair
bed o m bed
bathtub o m bathtub bath
door o m door
window o m window
mirror o s mirror
framed-picture o s frame painting-frame
crystal-ball o s crystal-ball orb
gem-stone o s gem diamond jewel crystal gemstone
crown o s crown tiara
ring o s ring
key o s key
old-key o s skeleton-key
locked o s lock padlock
hammer o s hammer
axe o s axe
scissors o s scissors
umbrella s s umbrella brolly
globe-with-meridians o s sphere
world-map o m map atlas
trophy o s trophy
soccer-ball o s football soccer
basketball o s basketball
baseball o s baseball
tennis o s tennis
volleyball o s volleyball
bowling o s bowling
yarn o s yarn wool
thread o s thread spool
shield o s shield
crossed-swords o s sword swords sabre
dagger o s dagger knife
bow-and-arrow o s bow archer archery
gear o s gear cog
magnet o s magnet
telephone o s telephone phone
mobile-phone o s smartphone cellphone
laptop o s laptop computer
television o s television tv
watch o s watch wristwatch
shopping-bags o s shopping bag
backpack o s backpack rucksack
luggage o s suitcase luggage
top-hat o s hat tophat
billed-cap o s cap baseball-cap
glasses o s glasses spectacles
sunglasses o s sunglasses shades
dress o s dress gown
t-shirt o s shirt tshirt
jeans o s jeans trousers
coat o s coat jacket
scarf o s scarf
gloves o s glove mitten
socks o s sock
high-heeled-shoe o s heel stiletto
running-shoe o s sneaker trainer shoe
hiking-boot o s boot
wrapped-gift o s gift present
party-popper o s party confetti
fireworks s m firework
sparkler o s sparkler
jack-o-lantern o s pumpkin jack-o-lantern halloween
bell o s bell
ribbon o s ribbon
game-die o s dice die
chess-pawn o s chess pawn
puzzle-piece o s puzzle jigsaw
joystick o s joystick
video-game o s gamepad controller
fire g s fire flame campfire bonfire blaze
droplet s s droplet raindrop drop
ice o s ice icecube
high-voltage s s bolt thunderbolt
magic-wand o s wand magic
paintbrush o s paintbrush brush
artist-palette o s palette-board easel
pencil o s pencil
fountain-pen o s pen
envelope o s envelope letter
package o s parcel box
balance-scale o s scale scales
candle o s taper
skier g m skier skiing
snowboarder g m snowboarder
ice-skate o s skate
sled g s sled sledge sleigh toboggan
moai g l moai-statue
mount-fuji g l fuji
wind-chime o s windchime
`;
