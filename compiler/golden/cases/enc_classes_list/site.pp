# An ENC giving a list of classes; the node definition is evaluated first, then the ENC's classes.
class base { notice('base') notify { 'base': } }
class role::web { notice('role::web') notify { 'web': } }
node default { notice('node default') }
notice('top scope')
