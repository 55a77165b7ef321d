class m::child inherits m::base {
  notice("child: module=${module_name} caller=${caller_module_name}")
  m::def { 'x': }
  notice(m::fn())
}
