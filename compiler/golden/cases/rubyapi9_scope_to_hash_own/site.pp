# Puppet 7.23: Scope#to_hash(false) is the scope's own variables (and its
# local scopes'), to_hash(false, true) with the undef ones; a definition of
# site.pp has module_name '' (scope.source.module_name), main's none.
class q ($qa = 5, $qu = undef) {
  $lv = 'lv'
  notice(sc('scope.to_hash(false).keys.join(",")'), sc('scope.to_hash(false, true).keys.join(",")'), sc('scope.source.module_name.inspect'))
}
define sd ($sp = 1) {
  notice(sc('scope.to_hash(false).keys.join(",")'), sc('scope.source.module_name.inspect'))
}
node default {
  $nv = 1
  notice(sc('scope.to_hash(false).keys.join(",")'), sc('scope.source.module_name.inspect'))
  include m
  class { 'q': }
  sd { 'a': }
}
