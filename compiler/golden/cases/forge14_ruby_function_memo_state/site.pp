# Written for this case: the same functions called several times in one compile, from site.pp and a class.
class memo::user { notify { 'in class': message => [memo::counter('x'), memo_legacy()] } }
notify { 'first': message => [memo::counter('x'), memo_legacy()] }
notify { 'second': message => [memo::counter('y'), memo_legacy()] }
include memo::user
notify { 'third': message => [memo::counter('x'), memo_legacy()] }
