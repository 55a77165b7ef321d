# The params-class pattern of older Forge modules: class ntp inherits ntp::params, parameter defaults
# from the params class, resource defaults set in the params class (they reach the inheriting class's
# resources and those of a class it includes), qualified variables from both.
class { 'ntp': restrict => ['default ignore'] }
