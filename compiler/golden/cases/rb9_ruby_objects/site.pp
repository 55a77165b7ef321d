# Ruby objects a 4.x function returns that are none of Puppet's values (a Set, a Struct, an object
# of the module's own class, a Range): what Puppet code, Ruby and the catalog see.
$set = rb9::objects('set')
$struct = rb9::objects('struct')
$thing = rb9::objects('thing')
$range = rb9::objects('range')
notice($set)
notice($struct)
notice($thing)
notice($range)
notice(type($set))
notice(type($struct))
notice(type($thing))
notice(type($range))
notice("${thing} and ${set}")
notice($thing == $thing)
notice($thing == rb9::objects('thing'))
notice($thing =~ Runtime[ruby, 'Rb9Thing'])
notice(rb9::inspect($thing))
notice(rb9::inspect($set))
notice(rb9::objects('in_array'))
notice(type(rb9::objects('in_array')))
notify { 'thing': message => $thing }
notify { 'set': message => $set }
notify { 'arr': message => rb9::objects('in_array') }
