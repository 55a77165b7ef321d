# Reduction of forge10_bind_c2c_functions: instance variables of a 3.x function live on the calling scope.
notice(remember(''))
include probe
node default {
  notice(remember(''))
}
