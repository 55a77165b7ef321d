# A control repository's layout: modulepath site:modules, role and profile
# classes, the profile module's own Ruby and Puppet functions and type
# alias, parameters from the environment's Hiera data.
node default {
  include role::web
}
