# Classes included from several defined-type instances are evaluated once.
class shared { notice('shared evaluated') notify { 'shared': } }
define user_site { include shared notify { "site ${title}": } }
user_site { ['a', 'b', 'c']: }
