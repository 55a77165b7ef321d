# Written for this case after hlindberg/tahu's to_type docs: TypeParser.singleton.parse(string, scope).
# The second argument of TypeParser#parse is a loader; given a Scope, Puppet 7.23 fails when a type
# name has to be loaded through it (Scope#load is private); a core type needs no loader.
type Tahu::Port = Integer[1, 65535]
notify { 'core type': message => tahu::to_type('Integer[1,2]') }
notify { 'alias': message => tahu::to_type('Tahu::Port') }
