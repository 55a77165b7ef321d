# Resource order in the catalog: main, then classes and resources as evaluated; define
# expansions after the code that declared them; a realized virtual resource where it was declared.
notify { 'first': }
@notify { 'virtual': }
define d { notify { "in d ${title}": } }
d { 'one': }
class c { notify { 'in c': } d { 'two': } }
include c
notify { 'last declared': }
realize(Notify['virtual'])
node default { notify { 'in node': } }
