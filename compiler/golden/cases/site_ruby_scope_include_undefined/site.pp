# Scope#include? of an undefined variable catches Puppet's :undefined_variable throw, and
# Scope#exist? only reads the symbol tables: Puppet logs no "Undefined variable" warning for either
# (scope[...] of one does log it). include? is false for a variable set to undef; exist? is true.
$set = 'yes'
$u = undef
notify { 'set': message => homemade::probe('set') }
notify { 'undef': message => homemade::probe('u') }
notify { 'unset': message => homemade::probe('nope_a') }
notify { 'unset qualified': message => homemade::probe('::nope_c') }
notify { 'index unset': message => homemade::fetch('nope_b') }
