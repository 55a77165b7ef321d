class n {
  include m::child
  m::def { 'y': }
  notice("n: module=${module_name} caller=${caller_module_name}")
  notice(m::fn())
}
class n::other inherits m::base { notice("n::other: module=${module_name} caller=${caller_module_name}") }
