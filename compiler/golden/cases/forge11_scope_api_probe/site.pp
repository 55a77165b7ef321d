# Scope calls seen in module and control-repository Ruby (wikimedia role(), noop, kafo, ERB helpers), each answered by
# a 4.x function that evaluates the call on its calling scope: to_hash(false) is the scope's own variables only;
# source.module_name of a class defined in site.pp is ''. Written for this case.
class p::probe { }
class q ($qa = 5) {
  $lv = 'lv'
  notice(sc('scope.exist?("lv")'), sc('scope.exist?("nope")'), sc('scope.include?("qa")'))
  notice(sc('scope.to_hash(false).keys.sort.join(",")'))
  notice(sc('scope.to_hash.select { |k, _| k =~ /^(lv|qa|name|title|module_name|os)$/ }.keys.sort.join(",")'))
  notice(sc('scope.lookupvar("m::local")'), sc('scope.lookupvar("::m::a")'), sc('scope.resource.to_s'), sc('scope.source.name'))
  notice(sc('scope.source.module_name.inspect'), sc('scope.environment.name.to_s'), sc('scope.compiler.node.name'))
  notice(sc('scope.catalog.classes.join(",")'), sc('scope.find_hostclass("m").name'), sc('scope.find_definition("nope").inspect'))
}
include m
class { 'q': }
